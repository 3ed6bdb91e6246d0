/**
 * Every page is complete, styled HTML that works without JavaScript; the app
 * (React Router's hydration) is an enhancement, so it is fetched once the page
 * has loaded and its first frame has been shown, never in competition with
 * them (docs/decisions/007-hydrate-after-paint.md). React Router puts
 * a `<link rel="modulepreload">` per chunk in the head and imports the route
 * modules statically from an inline module script, both of which start every
 * fetch as soon as the head is parsed. This rewrites that output: the preloads
 * leave the head and are added by the bootstrap after the gate, which then
 * evaluates the preloaded chunks one task at a time (so that no single task
 * blocks the main thread for long) before the route modules, imported in the
 * same order as before, and the client entry, which hydrates once what the route modules
 * hold back is done (hydration-gate.ts).
 */

/**
 * React Router's module preloads; with a CSP nonce (a per-request render:
 * server/http/csp.ts) it writes it on each. app/lib/stylesheet.server.ts reads
 * the same links to know which chunks a page loads.
 */
export const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g
const BOOTSTRAP = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/
const SIDE_EFFECT_IMPORT = /^import ("[^"\n]+");$/gm
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm
const ANY_STATIC_IMPORT = /^\s*import\s*["*{\w]/m
const ENTRY_IMPORT = /^import\(("[^"\n]+")\);$/m
const YIELD = 'await new Promise((next) => setTimeout(next));'

/**
 * Waits for the `load` event, then for the first contentful paint to be
 * presented (where the browser reports paint timing), then for one more
 * frame. Three seconds at most, so a stalled image or a hidden tab never
 * keeps the app away for long.
 */
const GATE = `await new Promise((start) => {
  setTimeout(start, 3000);
  const nextFrame = () => requestAnimationFrame(() => setTimeout(start));
  const afterPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return nextFrame();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      nextFrame();
    }).observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
});`

/**
 * @example hydrateAfterPaint(prerenderedHtml) // same page, its scripts behind the gate
 */
export function hydrateAfterPaint(html: string): string {
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1] ?? '')
  const bootstrap = BOOTSTRAP.exec(html)
  if (!bootstrap) {
    if (preloads.length) throw new Error('modulepreload links without React Router bootstrap')
    return html
  }
  const nonce = bootstrap[1] ?? ''
  const body = (bootstrap[2] ?? '')
    .replace(SIDE_EFFECT_IMPORT, `await import($1); ${YIELD}`)
    .replace(NAMESPACE_IMPORT, `const $1 = await import($2); ${YIELD}`)
  const entry = ENTRY_IMPORT.exec(body)?.[1]
  if (ANY_STATIC_IMPORT.test(body) || !entry) {
    // React Router changed its bootstrap: fail the build rather than ship half a rewrite.
    throw new Error(`unexpected React Router bootstrap: ${bootstrap[2]}`)
  }
  // Everything but the client entry, which hydrates the page once it runs and the route modules'
  // holds are done (hydration-gate.ts): imported last, after them.
  const early = preloads.filter((href) => JSON.stringify(href) !== entry)
  const preload = [
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `for (const href of ${JSON.stringify(early)}) { await import(href); ${YIELD} }`,
  ].join('\n')
  const script = `<script${nonce} type="module" async="">${GATE}\n${preload}\n${body}</script>`
  return html.replace(MODULEPRELOAD, '').replace(bootstrap[0], () => script)
}

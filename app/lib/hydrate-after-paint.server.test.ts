import { expect, test } from 'vitest'
import { hydrateAfterPaint } from './hydrate-after-paint.server.ts'

// The shape React Router 8 renders (react-router/lib/dom/ssr/components.js, `Scripts`).
const page = [
  '<html><head><title>x</title>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/>',
  '</head><body><main>Hello</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-3.js";\n',
  'import * as route1 from "/assets/home-4.js";\n  \n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join('')

const bootstrapOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

test('takes the module preloads out of the head', () => {
  const html = hydrateAfterPaint(page)
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).toContain('<head><title>x</title></head><body><main>Hello</main>')
})

test('the bootstrap waits for load and paint, preloads, evaluates the chunks one by one, then imports the same modules in order', () => {
  const script = bootstrapOf(hydrateAfterPaint(page))
  const gate = script.indexOf('addEventListener("load"')
  const preload = script.indexOf(
    'for (const href of ["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"])',
  )
  const early = script.indexOf(
    'for (const href of ["/assets/manifest-1.js","/assets/root-3.js"]) { await import(href);',
  )
  const imports = [
    'await import("/assets/manifest-1.js"); await new Promise',
    'const route0 = await import("/assets/root-3.js"); await new Promise',
    'const route1 = await import("/assets/home-4.js"); await new Promise',
    'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    'import("/assets/entry.client-2.js");',
  ].map((line) => script.indexOf(line))
  expect(gate).toBeGreaterThan(0)
  expect(script).toContain('"first-contentful-paint"')
  expect(preload).toBeGreaterThan(gate)
  expect(early).toBeGreaterThan(preload)
  expect(imports[0]).toBeGreaterThan(early)
  expect(imports).toEqual([...imports].sort((a, b) => a - b))
  expect(script).not.toMatch(/^import /m)
})

test('keeps the CSP nonce of a per-request render on the rewritten bootstrap', () => {
  const withNonce = page
    .replaceAll('"/>', '" nonce="n0nce"/>')
    .replace('<script type="module"', '<script nonce="n0nce" type="module"')
  const html = hydrateAfterPaint(withNonce)
  expect(html).not.toContain('rel="modulepreload"')
  expect(html).toContain('<script nonce="n0nce" type="module" async="">await new Promise')
})

test('leaves a document without React Router scripts alone', () => {
  expect(hydrateAfterPaint('<html><body>plain</body></html>')).toBe(
    '<html><body>plain</body></html>',
  )
})

test('refuses a bootstrap it does not understand rather than half-rewrite it', () => {
  const changed = page.replace('import * as route1 from', 'import route1 from')
  expect(() => hydrateAfterPaint(changed)).toThrow(/unexpected React Router bootstrap/)
  const noEntry = page.replace('import("/assets/entry.client-2.js");', '')
  expect(() => hydrateAfterPaint(noEntry)).toThrow(/unexpected React Router bootstrap/)
})

test('refuses preloads without a bootstrap', () => {
  expect(() =>
    hydrateAfterPaint('<head><link rel="modulepreload" href="/a.js"/></head><body></body>'),
  ).toThrow(/without React Router bootstrap/)
})

import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import href from '../app.css?url'
import { classTokens, parseCss, subsetCss } from './css-subset.server.ts'
import { MODULEPRELOAD } from './hydrate-after-paint.server.ts'

/** The client build beside the server build: `build/server/index.js` → `build/client/`. */
const CLIENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'client')

/**
 * The text of the built stylesheet, read once from the client build, for
 * app/components/app-stylesheet.tsx to inline. Undefined in development,
 * where Vite serves the stylesheet itself.
 */
export const builtStylesheet: string | undefined = import.meta.env.DEV
  ? undefined
  : readFileSync(join(CLIENT_DIR, href), 'utf8')

const rules = builtStylesheet === undefined ? undefined : parseCss(builtStylesheet)
const INLINE = /<style id="app-css">[\s\S]*?<\/style>/
const chunkTokens = new Map<string, readonly string[]>()

/**
 * Trims the inlined stylesheet to the rules this page can use, so the first
 * paint parses no more CSS than it needs (docs/performance.md, Lighthouse): the classes in
 * its HTML and in the JavaScript it loads at first, which holds every class its states can
 * render (dialogs, menus); a chunk loaded later (the results, the feed preview, the Many links
 * panel) brings the whole stylesheet with it. A client navigation to another page
 * loads the whole stylesheet first (app-stylesheet.tsx). Runs before the
 * scripts are rewritten, while the module preloads name the chunks (with or
 * without the nonce of a per-request render: one pattern for both).
 */
export function inlineUsedRules(html: string): string {
  if (!rules || !INLINE.test(html)) return html
  const used = new Set(classTokens(html))
  for (const [, chunk = ''] of html.matchAll(MODULEPRELOAD)) {
    // Only the build's own chunks, by their path from the site root.
    if (!chunk.startsWith('/')) continue
    for (const token of tokensOf(chunk)) used.add(token)
  }
  const css = subsetCss(rules, used)
  return html.replace(INLINE, () => `<style id="app-css">${css}</style>`)
}

function tokensOf(chunk: string): readonly string[] {
  let tokens = chunkTokens.get(chunk)
  if (!tokens) {
    tokens = classTokens(readFileSync(join(CLIENT_DIR, chunk), 'utf8'))
    chunkTokens.set(chunk, tokens)
  }
  return tokens
}

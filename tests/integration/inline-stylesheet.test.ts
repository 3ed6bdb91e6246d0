/**
 * The inlined stylesheet (app/lib/stylesheet.server.ts, docs/performance.md): a page
 * loaded afresh shows whatever its first-load JavaScript renders (the lookup error, the
 * recent lookups, the FAQ) before any navigation brings the whole stylesheet, so every
 * class of the whole stylesheet that a script the page loads names must have its rules
 * inlined — on prerendered pages and on per-request renders, whose module preloads
 * carry the CSP nonce.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { classTokens } from '#app/lib/css-subset.server.ts'
import { testApp } from '#tests/support/test-app.ts'

const CLIENT = join(import.meta.dirname, '..', '..', 'build', 'client')
const ASSETS = join(CLIENT, 'assets')
const CLASS = /\.((?:\\.|[\w-])+)/g

/** The class names a stylesheet has rules for. */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(CLASS)].map(([, name = '']) => name.replace(/\\(.)/g, '$1')))
}

let whole: Set<string>
let app: Awaited<ReturnType<typeof testApp>>['app']

beforeAll(async () => {
  const file = readdirSync(ASSETS).find((name) => /^app-[\w-]+\.css$/.test(name))
  whole = classesOf(readFileSync(join(ASSETS, file ?? ''), 'utf8'))
  ;({ app } = await testApp())
})

describe.each([
  ['/', 'prerendered'],
  ['/contact', 'prerendered'],
  ['/?v=', 'rendered per request'],
  ['/?mode=many', 'rendered per request'],
  ['/contact?sent=1', 'rendered per request'],
])('%s (%s)', (path) => {
  test('inlines the rules of every class its first-load scripts name', async () => {
    const html = await (await app.request(path)).text()
    const inline = /<style id="app-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    const chunks = new Set([...html.matchAll(/"(\/assets\/[\w-]+\.js)"/g)].map(([, src]) => src))
    expect(chunks.size).toBeGreaterThan(3)
    const inlined = classesOf(inline)
    const missing = new Set<string>()
    for (const chunk of chunks) {
      for (const token of classTokens(readFileSync(join(CLIENT, chunk ?? ''), 'utf8'))) {
        if (whole.has(token) && !inlined.has(token)) missing.add(token)
      }
    }
    expect([...missing]).toEqual([])
  })
})

/**
 * D1 (docs/reliability.md): every HTML page, prerendered or rendered per request,
 * the 404 included, carries the exact security headers, whatever encoding the
 * client takes. The CSP is the minimum of docs/reliability.md (D1) plus font-src and
 * manifest-src, and nothing unsafe. A prerendered page allows a hash for each inline script
 * and <style> block (computed here independently of server/http/csp.ts); a page rendered
 * per request allows one nonce, fresh each time, which every inline script and <style> it
 * emitted carries, so a script injected into it would not run.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESERVE_SCRIPT } from '#app/components/recent/reserve-script.ts'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { SECURITY_HEADERS } from '#tests/support/security-headers.ts'
import { serveApp, type ServedApp } from '#tests/support/test-app.ts'

/** Every directive but script-src and style-src, exactly. */
const CSP_FIXED = [
  "default-src 'none'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
]

/** Path, status, and whether the page is rendered per request (else a prerendered file). */
const PAGES: Array<[string, number, boolean]> = [
  ...PAGE_PATHS.map((path): [string, number, boolean] => [path, 200, false]),
  // Rendered per request rather than served from disk.
  ['/contact?sent=1', 200, true],
  // The home page with a failed lookup: the form, its notice and the recent lookups' slot.
  ['/?v=bad', 200, true],
  ['/no-such-page', 404, true],
  // An unknown article redirects to the (prerendered) blog list.
  ['/blog/no-such-article', 200, false],
]

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const hashesOf = (html: string, element: RegExp) => [
  ...new Set([...html.matchAll(element)].map((match) => sha256(match[1] ?? ''))),
]

let http: ServedApp
let https: ServedApp
beforeAll(async () => {
  http = await serveApp()
  https = await serveApp({ env: { SITE_URL: 'https://thumbgrab.example' } })
})
afterAll(async () => {
  await http.close()
  await https.close()
})

function expectPageHeaders(res: Response, html: string, rendered: boolean) {
  const headers = Object.fromEntries(res.headers)
  expect(headers).toMatchObject(SECURITY_HEADERS)
  expect(headers['x-powered-by']).toBeUndefined()
  expect(headers.server).toBeUndefined()

  const directives = (headers['content-security-policy'] ?? '').split('; ')
  const scriptSrc = directives.find((d) => d.startsWith('script-src ')) ?? ''
  const styleSrc = directives.find((d) => d.startsWith('style-src ')) ?? ''
  expect(directives.filter((d) => d !== scriptSrc && d !== styleSrc)).toEqual(CSP_FIXED)
  const scripts = hashesOf(html, INLINE_SCRIPT)
  expect(scripts.length).toBeGreaterThan(0)
  if (rendered) {
    const nonce = /^script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSrc)?.[1] ?? ''
    expect(nonce).not.toBe('')
    expect(styleSrc).toBe(`style-src 'self' 'nonce-${nonce}'`)
    // Every executable inline script and every <style> carries it (JSON-LD is data, not run).
    const tags = [...html.matchAll(/<(script|style)\b([^>]*)>/gi)]
      .filter((match) => !/type="application\/ld\+json"/.test(match[2] ?? ''))
      .filter((match) => !/\bsrc=/.test(match[2] ?? ''))
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag[0]).toContain(` nonce="${nonce}"`)
  } else {
    expect(scriptSrc).toBe(['script-src', "'self'", ...scripts].join(' '))
    expect(styleSrc).toBe(['style-src', "'self'", ...hashesOf(html, INLINE_STYLE)].join(' '))
  }
  expect(headers['content-security-policy']).not.toMatch(/unsafe-|strict-dynamic|\*/)
}

describe('D1: security headers on every HTML route', () => {
  test.each(PAGES)('%s (%i), compressed and not', async (path, status, rendered) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const res = await fetch(`${http.url}${path}`, { headers: { 'Accept-Encoding': encoding } })
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expectPageHeaders(res, await res.text(), rendered)
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })

  // Every page is rendered per request here: the prerendered ones embed http://localhost:3000.
  test.each(PAGES)('HSTS when SITE_URL is https: %s', async (path, status) => {
    const res = await fetch(`${https.url}${path}`)
    expect(res.status).toBe(status)
    expectPageHeaders(res, await res.text(), true)
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  // The inline script that reserves the recent lookups' room (app/components/recent/reserve-script.ts)
  // runs on the home page prerendered and rendered per request alike.
  test.each([
    ['/', false],
    ['/?v=bad', true],
  ])('the recent lookups’ script is allowed on %s', async (path, rendered) => {
    const res = await fetch(`${http.url}${path}`)
    const html = await res.text()
    const policy = res.headers.get('content-security-policy') ?? ''
    const tag = [...html.matchAll(INLINE_SCRIPT)].find((match) => match[1] === RESERVE_SCRIPT)
    expect(tag).toBeDefined()
    if (rendered) {
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
      expect(tag?.[0]).toContain(` nonce="${nonce}"`)
    } else {
      expect(policy).toContain(sha256(RESERVE_SCRIPT))
    }
  })

  test('a rendered page gets a new nonce each time', async () => {
    const policyOf = async () =>
      (await fetch(`${http.url}/no-such-page`)).headers.get('content-security-policy')
    expect(await policyOf()).not.toBe(await policyOf())
  })
})

describe('D1: a script carries what guards it, not what only a document reads', () => {
  test('the first script of `/`: nosniff and CORP (and HSTS over https), no CSP, no framing', async () => {
    for (const app of [http, https]) {
      const html = await (await fetch(`${app.url}/`)).text()
      const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
      if (!script) throw new Error('no script on /')
      const res = await fetch(`${app.url}${script}`)
      expect(res.status).toBe(200)
      const headers = Object.fromEntries(res.headers)
      expect(headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      })
      for (const name of [
        'content-security-policy',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-opener-policy',
        'x-frame-options',
      ])
        expect(headers[name], name).toBeUndefined()
      expect(headers['strict-transport-security'] !== undefined).toBe(app === https)
    }
  })
})

/**
 * D1 (docs/reliability.md): every HTML page, prerendered or rendered per request,
 * the 404 included, carries the exact security headers, whatever encoding the
 * client takes. The CSP is the minimum of docs/reliability.md (D1) plus font-src and
 * manifest-src, with a hash for each inline script and <style> block (computed
 * here independently of server/http/csp.ts) and nothing unsafe.
 */
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
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

const PAGES: Array<[string, number]> = [
  ...PAGE_PATHS.map((path): [string, number] => [path, 200]),
  // Rendered per request rather than served from disk.
  ['/contact?sent=1', 200],
  ['/blog?page=1', 200],
  ['/no-such-page', 404],
  // An unknown article renders the blog list (its URL is then replaced by /blog).
  ['/blog/no-such-article', 200],
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

function expectPageHeaders(res: Response, html: string) {
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
  expect(scriptSrc).toBe(['script-src', "'self'", ...scripts].join(' '))
  expect(styleSrc).toBe(['style-src', "'self'", ...hashesOf(html, INLINE_STYLE)].join(' '))
  expect(headers['content-security-policy']).not.toMatch(/unsafe-|strict-dynamic|\*/)
}

describe('D1: security headers on every HTML route', () => {
  test.each(PAGES)('%s (%i), compressed and not', async (path, status) => {
    for (const encoding of ['br, gzip', 'identity']) {
      const res = await fetch(`${http.url}${path}`, { headers: { 'Accept-Encoding': encoding } })
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      expectPageHeaders(res, await res.text())
      expect(res.headers.get('strict-transport-security')).toBeNull()
    }
  })

  test.each(PAGES)('HSTS when SITE_URL is https: %s', async (path, status) => {
    const res = await fetch(`${https.url}${path}`)
    expect(res.status).toBe(status)
    expectPageHeaders(res, await res.text())
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })
})

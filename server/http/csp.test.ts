import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import {
  htmlPolicy,
  inlineScriptHashes,
  inlineStyleHashes,
  newNonce,
  renderedPolicy,
} from './csp.ts'
import { securityHeaders } from './security-headers.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

test('hashes each inline script exactly, once, and ignores external ones', () => {
  const html = [
    '<script>window.a = 1</script>',
    '<script type="module" async>import "/assets/x.js"</script>',
    '<script src="/assets/y.js"></script>',
    '<script>window.a = 1</script>',
    '<SCRIPT>\nmulti\nline\n</SCRIPT>',
  ].join('')
  expect(inlineScriptHashes(html)).toEqual([
    sha('window.a = 1'),
    sha('import "/assets/x.js"'),
    sha('\nmulti\nline\n'),
  ])
})

test('the page policy allows our origin and the hashed scripts, nothing inline otherwise', () => {
  const policy = htmlPolicy('<script>go()</script>')
  expect(policy).toBe(
    `default-src 'none'; script-src 'self' ${sha('go()')}; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; manifest-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  )
  expect(policy).not.toContain('unsafe')
})

test('hashes each inline <style> block once and lists it in style-src', () => {
  const html =
    '<style id="app-css">a{color:red}</style><link rel="stylesheet" href="/x.css"><style>a{color:red}</style>'
  expect(inlineStyleHashes(html)).toEqual([sha('a{color:red}')])
  expect(htmlPolicy(html)).toContain(`; style-src 'self' ${sha('a{color:red}')}; `)
  expect(htmlPolicy(html)).not.toContain('unsafe')
})

test('a rendered page allows its nonce, for scripts and styles, and nothing else inline', () => {
  const policy = renderedPolicy('bm9uY2U=')
  expect(policy).toContain("; script-src 'self' 'nonce-bm9uY2U='; ")
  expect(policy).toContain("; style-src 'self' 'nonce-bm9uY2U='; ")
  expect(policy).not.toMatch(/sha256|unsafe/)
})

test('nonces are 128 random bits, never the same twice', () => {
  const nonces = new Set(Array.from({ length: 100 }, newNonce))
  expect(nonces.size).toBe(100)
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
})

test('HTML that brings no policy of its own gets one that allows nothing inline', async () => {
  // Before, such HTML got the hash of every inline script it held, an injected one included.
  const app = new Hono()
  app.use(securityHeaders({ https: false }))
  app.get('/', (c) => c.html('<p>hi</p><script>alert(document.cookie)</script>'))
  const policy = (await app.request('/')).headers.get('Content-Security-Policy') ?? ''
  expect(policy).toContain("; script-src 'self'; style-src 'self'; ")
  expect(policy).not.toContain(sha('alert(document.cookie)'))
})

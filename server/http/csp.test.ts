import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { htmlPolicy, inlineScriptHashes, inlineStyleHashes } from './csp.ts'

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

import { describe, expect, test } from 'vitest'
import { parseFault } from './faults.ts'

describe('parseFault', () => {
  test.each([
    ['ok', { kind: 'ok' }],
    ['latency:4500', { kind: 'latency', ms: 4500 }],
    ['trickle:10/200', { kind: 'trickle', bytes: 10, ms: 200 }],
    ['silent', { kind: 'silent' }],
    ['status:503', { kind: 'status', code: 503 }],
    ['reset_headers', { kind: 'reset_headers' }],
    ['reset_mid', { kind: 'reset_mid' }],
    ['truncate:100000/50000', { kind: 'truncate', declared: 100000, sent: 50000 }],
    ['huge_declared', { kind: 'huge_declared' }],
    ['huge_chunked:52428800', { kind: 'huge_chunked', bytes: 52428800 }],
    ['ctype:missing', { kind: 'ctype', contentType: undefined, body: 'image' }],
    ['ctype:empty', { kind: 'ctype', contentType: '', body: 'image' }],
    [
      'ctype:image/png, text/html',
      { kind: 'ctype', contentType: 'image/png, text/html', body: 'image' },
    ],
    ['ctype:image/svg+xml:svg', { kind: 'ctype', contentType: 'image/svg+xml', body: 'svg' }],
    ['ctype:image/jpeg:html', { kind: 'ctype', contentType: 'image/jpeg', body: 'html' }],
    [
      'redirect:301:http://[::ffff:169.254.169.254]/latest/',
      { kind: 'redirect', code: 301, location: 'http://[::ffff:169.254.169.254]/latest/' },
    ],
    ['loop', { kind: 'loop' }],
    ['gzip_bomb', { kind: 'gzip_bomb' }],
    ['placeholder404', { kind: 'placeholder404' }],
  ])('parses %s', (mode, fault) => {
    expect(parseFault(mode)).toEqual(fault)
  })

  test.each([
    'slow',
    'latency',
    'latency:-1',
    'latency:1.5',
    'trickle:10',
    'status:99',
    'status:600',
    'truncate:10',
    'redirect:302',
    'redirect:302:',
    'redirect:302:http://x/\n',
    'ctype:',
    'ctype:text/html\r\nX-Evil: 1',
  ])('refuses %j', (mode) => {
    expect(() => parseFault(mode)).toThrow()
  })
})

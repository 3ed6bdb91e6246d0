import { describe, expect, test } from 'vitest'
import { HttpError } from './http-error.ts'
import { bodyFormat, parseBody, readBody } from './request-body.ts'

const request = (headers: Record<string, string>, body?: BodyInit) =>
  new Request('http://x.example/', { method: 'POST', headers, body, duplex: 'half' } as RequestInit)

const codeOf = async (run: () => unknown) => {
  try {
    await run()
  } catch (error) {
    if (error instanceof HttpError) return error.code
    throw error
  }
  return 'ok'
}

describe('bodyFormat', () => {
  test.each([
    ['application/json', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['Application/JSON; charset="UTF-8"', 'json'],
    ['application/x-www-form-urlencoded', 'form'],
    ['application/x-www-form-urlencoded;charset=UTF-8', 'form'],
    // WHATWG Encoding: "utf8" and "unicode-1-1-utf-8" are labels of UTF-8 too.
    ['application/json; charset=utf8', 'json'],
    ['application/x-www-form-urlencoded; charset="UTF8"', 'form'],
    ['application/json; charset=unicode-1-1-utf-8', 'json'],
  ])('reads %s as %s', (type, format) => {
    expect(bodyFormat(request({ 'Content-Type': type }))).toBe(format)
  })

  test.each([
    [{}],
    [{ 'Content-Type': 'text/plain' }],
    [{ 'Content-Type': 'multipart/form-data; boundary=x' }],
    [{ 'Content-Type': 'application/json; charset=utf-16' }],
    [{ 'Content-Type': 'application/json; charset=latin1' }],
    [{ 'Content-Type': 'application/json; charset=utf-8x' }],
    [{ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
  ])('refuses %j with 415', async (headers) => {
    expect(await codeOf(() => bodyFormat(request(headers)))).toBe('unsupported_media_type')
  })

  test('accepts an identity Content-Encoding', () => {
    const headers = { 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }
    expect(bodyFormat(request(headers))).toBe('json')
  })
})

describe('readBody', () => {
  test('reads a body up to the limit', async () => {
    const bytes = await readBody(request({}, 'x'.repeat(10)), 10)
    expect(bytes.byteLength).toBe(10)
  })

  test('refuses a declared length over the limit before reading', async () => {
    const req = request({ 'Content-Length': '11' }, 'x'.repeat(11))
    expect(await codeOf(() => readBody(req, 10))).toBe('payload_too_large')
    expect(req.bodyUsed).toBe(false)
  })

  test('refuses a streamed body as soon as it passes the limit', async () => {
    let chunks = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunks += 1
        controller.enqueue(new Uint8Array(4))
      },
    })
    expect(await codeOf(() => readBody(request({}, stream), 10))).toBe('payload_too_large')
    expect(chunks).toBeLessThan(6)
  })

  test('a body cut off by the client is a 400, not an unexplained 500', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(4))
        controller.error(new Error('aborted'))
      },
    })
    expect(await codeOf(() => readBody(request({}, stream), 10))).toBe('invalid_request')
  })

  test('reads no body as empty', async () => {
    expect((await readBody(request({}), 10)).byteLength).toBe(0)
  })
})

describe('parseBody', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text)

  test('parses a JSON object', () => {
    expect(parseBody(utf8('{"name":"Zoë"}'), 'json')).toEqual({ name: 'Zoë' })
  })

  test('keeps the first value of a repeated form field', () => {
    expect({ ...parseBody(utf8('name=A%20B&name=C&x=%F0%9F%8E%89'), 'form') }).toEqual({
      name: 'A B',
      x: '🎉',
    })
  })

  test.each(['', '{', '[]', '"x"', '1', 'null'])('refuses the JSON %j with 400', async (text) => {
    expect(await codeOf(() => parseBody(utf8(text), 'json'))).toBe('invalid_request')
  })

  test('refuses bytes that are not UTF-8', async () => {
    expect(await codeOf(() => parseBody(new Uint8Array([0xff]), 'form'))).toBe('invalid_request')
  })
})

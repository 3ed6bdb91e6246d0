/**
 * @module D5 (docs/reliability.md) as one assertion: an error answer is JSON `{ error: { code,
 * message, requestId } }` (the id also in its `X-Request-Id` header) of a stated length, never cacheable, and carries no stack, file path,
 * upstream body or upstream address.
 */
import { expect } from 'vitest'
import { ERROR_CODES, type ErrorCode } from '#core/api-errors.ts'
import { HOSTILE_MARKER } from '#tests/fake-image-host/fault-replies.ts'
import type { RawResponse } from '#tests/fake-image-host/http-client.ts'

/** Text that must never reach a client in an error. */
const LEAKS = [
  /\bat .+:\d+:\d+/, // a stack frame
  /\/work\/|node_modules|file:\/\//, // a file path
  /Error:/, // an error's own text
  /127\.0\.0\.1|169\.254|i\.ytimg\.com/, // an upstream address
  /\/vi(_webp)?\//, // an upstream path
  new RegExp(HOSTILE_MARKER),
  /<(html|svg|script)/i, // an upstream body
]

export type Reply = { status: number; headers: Headers; text: string }

/** Reads a fetch/app.request Response into something the assertion can look at twice. */
export async function readReply(response: Response): Promise<Reply> {
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** The same for a reply read with the fake host's raw client (a fresh socket per request). */
export function rawReply(raw: RawResponse): Reply {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw.headers)) headers.set(name, String(value))
  return { status: raw.status ?? 0, headers, text: raw.body.toString() }
}

/** Asserts the reply is the plain JSON error `code`, with nothing leaked. */
export function expectCleanError(reply: Reply, code: ErrorCode): void {
  expect(reply.status).toBe(ERROR_CODES[code].status)
  expect(reply.headers.get('Content-Type')).toMatch(/^application\/json\b/)
  expect(reply.headers.get('Cache-Control')).toBe('no-store')
  expect(reply.headers.get('Content-Length')).toBe(String(Buffer.byteLength(reply.text)))
  const body = JSON.parse(reply.text) as { error: Record<string, unknown> }
  expect(Object.keys(body)).toEqual(['error'])
  expect(body.error.code).toBe(code)
  expect(typeof body.error.message).toBe('string')
  expect(Object.keys(body.error).filter((key) => key !== 'fields')).toEqual([
    'code',
    'message',
    'requestId',
  ])
  expect(body.error.requestId).toBe(reply.headers.get('X-Request-Id'))
  for (const leak of LEAKS) expect(reply.text).not.toMatch(leak)
}

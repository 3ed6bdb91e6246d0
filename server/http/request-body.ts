/**
 * Reads a small request body with a hard byte cap, whether or not the client
 * declared a Content-Length (a chunked body is counted as it arrives), and
 * parses it as JSON or as an HTML form (docs/reliability.md, F5).
 */
import { HttpError } from './http-error.ts'

export type BodyFormat = 'json' | 'form'

/** The labels of UTF-8 in the WHATWG Encoding Standard (https://encoding.spec.whatwg.org/#names-and-labels). */
const UTF8_LABELS = new Set([
  'utf-8',
  'utf8',
  'unicode-1-1-utf-8',
  'unicode11utf8',
  'unicode20utf8',
  'x-unicode20utf8',
])

/**
 * The format of a request by its Content-Type; anything else (or an encoded
 * body, which we do not inflate) is a 415.
 */
export function bodyFormat(request: Request): BodyFormat {
  const encoding = request.headers.get('Content-Encoding')
  if (encoding && encoding.trim().toLowerCase() !== 'identity') {
    throw new HttpError('unsupported_media_type', {
      message: 'Send the body uncompressed (no Content-Encoding).',
    })
  }
  const [type = '', ...parameters] = (request.headers.get('Content-Type') ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('charset='))
  if (charset && !UTF8_LABELS.has(charset.replace(/^charset="?|"$/g, ''))) {
    throw new HttpError('unsupported_media_type', { message: 'Send the body as UTF-8.' })
  }
  switch (type.trim().toLowerCase()) {
    case 'application/json':
      return 'json'
    case 'application/x-www-form-urlencoded':
      return 'form'
    default:
      throw new HttpError('unsupported_media_type', {
        message: 'Send application/json or application/x-www-form-urlencoded.',
      })
  }
}

/**
 * A 413 that also ends the connection: otherwise Node would keep reading (and
 * discarding) the rest of an oversized body to reuse the socket
 * (docs/reliability.md, F5).
 */
const tooLarge = () => new HttpError('payload_too_large', { headers: { Connection: 'close' } })

/**
 * A form submitted by a browser's own navigation (no script): form-encoded, and asking for a
 * page. Our scripts and API clients send JSON or ask for JSON, and get JSON answers.
 */
export function isBrowserFormPost(request: Request): boolean {
  const type = request.headers.get('Content-Type') ?? ''
  const accept = request.headers.get('Accept') ?? ''
  return /^application\/x-www-form-urlencoded\b/i.test(type) && accept.includes('text/html')
}

/** The whole body, or a 413 as soon as it passes `maxBytes`. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = request.headers.get('Content-Length')
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge()
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The client went away mid-body (or Node cut it off at requestTimeout with a 408).
      throw new HttpError('invalid_request', { message: 'The body was cut off.', cause: error })
    })
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

/**
 * Decodes a body into a plain object of fields. JSON must be an object;
 * a form keeps the first value of each name.
 */
export function parseBody(bytes: Uint8Array, format: BodyFormat): Record<string, unknown> {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch (error) {
    throw new HttpError('invalid_request', {
      message: 'The body is not valid UTF-8.',
      cause: error,
    })
  }
  if (format === 'form') {
    const fields: Record<string, unknown> = Object.create(null)
    for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value
    return fields
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new HttpError('invalid_request', { message: 'The body is not valid JSON.', cause: error })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError('invalid_request', { message: 'The body must be a JSON object.' })
  }
  return parsed as Record<string, unknown>
}

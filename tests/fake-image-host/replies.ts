/**
 * @module The fake host's ordinary answers: an image, the grey 404 placeholder, a small
 * HTML error page, and the text 404 for paths the real host would never be asked for.
 */
import { STATUS_CODES } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What a path normally answers, before any fault bends it. */
export type Normal = { status: number; body: Buffer; contentType: string }

/** Sends a complete response with Content-Length (no body for HEAD). */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  headers: Record<string, string | number> = {},
): void {
  res.writeHead(status, { 'Content-Length': body.length, ...headers })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The usual headers of an image reply; `undefined` leaves Content-Type out. */
export function imageHeaders(contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'public, max-age=7200' }
  if (contentType !== undefined) headers['Content-Type'] = contentType
  return headers
}

/** A small HTML page, like a CDN's error page. */
export function htmlPage(status: number, text = STATUS_CODES[status] ?? ''): Buffer {
  return Buffer.from(`<!doctype html><html><body><h1>${status} ${text}</h1></body></html>\n`)
}

/** Answer for a path or method our server has no reason to use. */
export function sendUnexpected(req: IncomingMessage, res: ServerResponse): void {
  const known = req.method === 'GET' || req.method === 'HEAD'
  const text = Buffer.from(`fake image host: unexpected ${req.method} ${req.url}\n`)
  send(req, res, known ? 404 : 405, text, {
    'Content-Type': 'text/plain; charset=utf-8',
    ...(known ? {} : { Allow: 'GET, HEAD' }),
  })
}

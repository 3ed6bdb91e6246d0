/**
 * @module How each fault answers. Delivery faults (latency, trickle, reset_mid, truncate,
 * ctype) bend the normal answer, a 404 placeholder included; the others replace it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { gzipSync } from 'node:zlib'
import type { Fault } from './faults.ts'
import { renderPlaceholder } from './images.ts'
import { htmlPage, imageHeaders, send } from './replies.ts'
import type { Normal } from './replies.ts'
import { write } from './timers.ts'
import type { Timers } from './timers.ts'

/** Content-Length declared by `huge_declared`: 50 MiB. */
export const HUGE_DECLARED_BYTES = 50 * 1024 * 1024
/** Oversized bodies are paced: this many bytes every `PACE_MS`, about 32 MB/s, so a
 * client that stops on time is seen to have received little (B7, B8). */
export const PACE_CHUNK_BYTES = 64 * 1024
export const PACE_MS = 2
/** Marker inside the HTML/SVG bodies of `ctype`, to assert a body is never echoed. */
export const HOSTILE_MARKER = 'fake-host-hostile-body'

const HTML_BODY = `<!doctype html><html><body><script>alert('${HOSTILE_MARKER}')</script></body></html>\n`
const SVG_BODY = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert('${HOSTILE_MARKER}')</script></svg>\n`
let gzipBomb: Buffer | undefined

/** Everything a fault needs to answer one request. */
export type FaultContext = {
  req: IncomingMessage
  res: ServerResponse
  normal: Normal
  origin: string
  timers: Timers
}

/** Answers one request according to `fault`. */
export async function replyWithFault(fault: Fault, ctx: FaultContext): Promise<void> {
  const { req, res, normal, timers } = ctx
  const socket = req.socket
  const head = req.method === 'HEAD'
  switch (fault.kind) {
    case 'ok':
      return send(req, res, normal.status, normal.body, imageHeaders(normal.contentType))
    case 'latency':
      if (await timers.wait(fault.ms, res)) return replyWithFault({ kind: 'ok' }, ctx)
      return
    case 'trickle':
      res.writeHead(normal.status, {
        ...imageHeaders(normal.contentType),
        'Content-Length': normal.body.length,
      })
      for (let at = 0; !head && at < normal.body.length; at += fault.bytes) {
        if (!(await write(res, normal.body.subarray(at, at + fault.bytes)))) return
        if (!(await timers.wait(fault.ms, res))) return
      }
      return void res.end()
    case 'silent':
      return
    case 'status':
      return send(req, res, fault.code, htmlPage(fault.code), {
        'Content-Type': 'text/html; charset=utf-8',
      })
    case 'reset_headers':
      return void socket.resetAndDestroy()
    case 'reset_mid':
      res.writeHead(normal.status, {
        ...imageHeaders(normal.contentType),
        'Content-Length': normal.body.length,
      })
      await write(res, normal.body.subarray(0, Math.floor(normal.body.length / 2)))
      // Let the client read the partial body before the RST discards it.
      if (await timers.wait(20, res)) socket.resetAndDestroy()
      return
    case 'truncate':
      res.writeHead(normal.status, {
        ...imageHeaders(normal.contentType),
        'Content-Length': fault.declared,
      })
      if (!head) await write(res, padded(normal.body, fault.sent))
      return void socket.end()
    case 'huge_declared':
      res.writeHead(200, { ...imageHeaders('image/jpeg'), 'Content-Length': HUGE_DECLARED_BYTES })
      return pump(ctx, head ? 0 : HUGE_DECLARED_BYTES)
    case 'huge_chunked':
      res.writeHead(200, imageHeaders('image/jpeg'))
      return pump(ctx, head ? 0 : fault.bytes)
    case 'ctype':
      return send(
        req,
        res,
        normal.status,
        ctypeBody(fault.body, normal),
        imageHeaders(fault.contentType),
      )
    case 'redirect':
      return redirect(ctx, fault.code, fault.location)
    case 'loop':
      return redirect(ctx, 302, `${ctx.origin}${req.url ?? '/'}`)
    case 'gzip_bomb':
      gzipBomb ??= gzipSync(Buffer.alloc(10 * 1024 * 1024), { level: 9 })
      return send(req, res, 200, gzipBomb, {
        ...imageHeaders('image/jpeg'),
        'Content-Encoding': 'gzip',
      })
    case 'placeholder404':
      return send(req, res, 404, await renderPlaceholder(), imageHeaders('image/jpeg'))
  }
  // A new Fault variant without a case above fails the typecheck here.
  fault satisfies never
}

function redirect({ req, res }: FaultContext, code: number, location: string): void {
  send(req, res, code, htmlPage(code, `<a href="${location}">moved</a>`), {
    'Content-Type': 'text/html; charset=utf-8',
    Location: location,
  })
}

/** Streams `total` bytes (the image first, so sniffing sees JPEG, then zeros), paced. */
async function pump({ res, normal, timers }: FaultContext, total: number): Promise<void> {
  const zeros = Buffer.alloc(PACE_CHUNK_BYTES)
  for (let at = 0; at < total; at += PACE_CHUNK_BYTES) {
    const size = Math.min(PACE_CHUNK_BYTES, total - at)
    const image = normal.body.subarray(at, at + size)
    const chunk = image.length === size ? image : Buffer.concat([image, zeros], size)
    if (!(await write(res, chunk))) return
    if (!(await timers.wait(PACE_MS, res))) return
  }
  res.end()
}

function padded(body: Buffer, size: number): Buffer {
  if (body.length >= size) return body.subarray(0, size)
  return Buffer.concat([body, Buffer.alloc(size - body.length)])
}

function ctypeBody(body: 'image' | 'html' | 'svg', normal: Normal): Buffer {
  if (body === 'html') return Buffer.from(HTML_BODY)
  if (body === 'svg') return Buffer.from(SVG_BODY)
  return normal.body
}

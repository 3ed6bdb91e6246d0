/**
 * @module A bare `node:http` client for testing the fake host itself: no redirects followed,
 * no decompression, a fresh socket per request, and failures (resets, truncation,
 * timeouts) returned as data with whatever bytes arrived, never thrown.
 */
import { request as httpRequest } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'

export type RawResponse = {
  /** Undefined when no response head arrived. */
  status: number | undefined
  headers: IncomingHttpHeaders
  body: Buffer
  /** Why the exchange ended early: an error code, `timeout`, `stopped` or `aborted`. */
  error: string | undefined
  ms: number
}

export type RawOptions = {
  method?: string
  headers?: Record<string, string>
  /** Give up (destroying the socket) after this long. Default 2000. */
  timeoutMs?: number
  /** Destroy the socket once the head arrives (0) or once this many body bytes arrived. */
  stopAfter?: number
}

/** One request; resolves whatever happens. */
export function rawRequest(url: string, options: RawOptions = {}): Promise<RawResponse> {
  const started = performance.now()
  const { method = 'GET', headers = {}, timeoutMs = 2000, stopAfter } = options
  return new Promise((resolve) => {
    const result: RawResponse = {
      status: undefined,
      headers: {},
      body: Buffer.alloc(0),
      error: undefined,
      ms: 0,
    }
    const chunks: Buffer[] = []
    let done = false
    const finish = (error?: string) => {
      if (done) return
      done = true
      clearTimeout(timer)
      req.destroy()
      resolve({ ...result, body: Buffer.concat(chunks), error, ms: performance.now() - started })
    }
    const timer = setTimeout(() => finish('timeout'), timeoutMs)
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      result.status = res.statusCode
      result.headers = res.headers
      let received = 0
      if (stopAfter === 0) return finish('stopped')
      res.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        received += chunk.length
        if (stopAfter !== undefined && received >= stopAfter) finish('stopped')
      })
      res.on('end', () => finish())
      res.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'aborted'))
      res.on('close', () => finish(res.complete ? undefined : 'aborted'))
    })
    req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message))
    req.end()
  })
}

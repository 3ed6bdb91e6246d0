/**
 * RFC 9112 §3.2: a server MUST answer 400 to a request with more than one `Host` field
 * line. Node's parser accepts one and keeps the first, while a proxy in front of us may
 * have routed on the second, so the two would disagree about which site was asked for.
 * The 400 closes the connection: what follows on it was framed by the same confused hop.
 */
import type { IncomingMessage } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { errorResponse } from './http-error.ts'

/** How many `Host` field lines the request carried (raw, before Node folds duplicates). */
export function hostFieldLines(rawHeaders: readonly string[]): number {
  let count = 0
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]?.toLowerCase() === 'host') count++
  }
  return count
}

export function singleHost(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
    const rawHeaders = incoming?.rawHeaders
    if (!rawHeaders || hostFieldLines(rawHeaders) <= 1) return next()
    return errorResponse('invalid_request', {
      requestId: c.get('requestId'),
      message: 'A request must carry one Host header.',
      headers: { Connection: 'close' },
    })
  }
}

import type { MiddlewareHandler } from 'hono'
import { NO_INLINE_POLICY, NON_HTML_POLICY } from './csp.ts'

/** Sent with every response (docs/reliability.md, D1). */
const COMMON: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** Two years, subdomains included: only sent when the site is served over HTTPS. */
const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Security headers on every response. A response that set its own CSP keeps
 * it (static pages carry a precomputed one with their hashes, rendered pages one with their
 * nonce: server/http/csp.ts; downloads a locked-down one). Other HTML gets a policy that
 * allows nothing inline: hashing whatever inline script it happens to contain would
 * allow an injected one too.
 */
export function securityHeaders({ https }: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    for (const [name, value] of Object.entries(COMMON)) {
      if (!headers.has(name)) headers.set(name, value)
    }
    if (https) headers.set('Strict-Transport-Security', HSTS)
    if (headers.has('Content-Security-Policy')) return
    const isHtml = headers.get('Content-Type')?.startsWith('text/html')
    headers.set('Content-Security-Policy', isHtml ? NO_INLINE_POLICY : NON_HTML_POLICY)
  }
}

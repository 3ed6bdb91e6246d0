import type { MiddlewareHandler } from 'hono'
import { NO_INLINE_POLICY, NON_HTML_POLICY } from './csp.ts'

/** Sent with every response (docs/reliability.md, D1): they guard a script as much as a page. */
const EVERY: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * Read only from a document (its referrer, features, opener and framing), so sent with every
 * response but scripts, stylesheets and fonts: on those they would be bytes of every request
 * for nothing (a first visit loads many scripts: docs/performance.md, Lighthouse).
 */
const DOCUMENT: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** Types a browser never renders as a document: with nosniff, they stay what they are. */
const SUBRESOURCE = /^(text\/javascript|text\/css|font\/)/

/** Two years, subdomains included: only sent when the site is served over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Security headers on every response, the document-only ones and a CSP but on scripts,
 * stylesheets and fonts. A response that set its own CSP keeps
 * it (static pages carry a precomputed one with their hashes, rendered pages one with their
 * nonce: server/http/csp.ts; downloads a locked-down one). Other HTML gets a policy that
 * allows nothing inline: hashing whatever inline script it happens to contain would
 * allow an injected one too.
 */
export function securityHeaders({ https }: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const type = headers.get('Content-Type') ?? ''
    const subresource = SUBRESOURCE.test(type)
    for (const [name, value] of Object.entries(subresource ? EVERY : { ...EVERY, ...DOCUMENT })) {
      if (!headers.has(name)) headers.set(name, value)
    }
    if (https) headers.set('Strict-Transport-Security', HSTS)
    if (subresource || headers.has('Content-Security-Policy')) return
    const isHtml = type.startsWith('text/html')
    headers.set('Content-Security-Policy', isHtml ? NO_INLINE_POLICY : NON_HTML_POLICY)
  }
}

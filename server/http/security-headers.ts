import type { MiddlewareHandler } from 'hono'
import { htmlPolicy, NON_HTML_POLICY } from './csp.ts'

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
 * it (static pages carry a precomputed one; downloads a locked-down one);
 * rendered HTML gets a policy hashing its inline scripts.
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
    if (!isHtml || !c.res.body) {
      headers.set('Content-Security-Policy', NON_HTML_POLICY)
      return
    }
    const html = await c.res.text()
    const rebuilt = new Response(html, c.res)
    rebuilt.headers.set('Content-Security-Policy', htmlPolicy(html))
    c.res = rebuilt
  }
}

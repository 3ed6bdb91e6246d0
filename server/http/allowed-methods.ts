import type { MiddlewareHandler } from 'hono'
import { errorResponse } from './http-error.ts'

/** The paths that take a POST (a message, a batch); every other resource is read-only. */
const POST_ONLY = new Set(['/api/contact', '/api/batch'])

/**
 * The methods a path answers. Pages, files and the thumbnail API are GET and
 * HEAD; the contact and batch endpoints are POST.
 * @example allowedMethods('/api/thumbnails') // ['GET', 'HEAD']
 */
export function allowedMethods(path: string): readonly string[] {
  return POST_ONLY.has(path) ? ['POST'] : ['GET', 'HEAD']
}

/**
 * Answers any other method with 405 and the `Allow` list of that path
 * (RFC 9110 §15.5.6), before routing: TRACE, PUT, DELETE, PATCH and OPTIONS
 * never reach a handler, and a POST never reaches the page renderer.
 */
export function methodGuard(): MiddlewareHandler {
  return async (c, next) => {
    const allowed = allowedMethods(c.req.path)
    if (allowed.includes(c.req.method)) return next()
    return errorResponse('method_not_allowed', {
      requestId: c.get('requestId'),
      headers: { Allow: allowed.join(', ') },
    })
  }
}

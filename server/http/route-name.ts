/**
 * The route an answer came from, never its path (a path can hold a submitted link or a video
 * id): the request log's `route` field and the metrics' `route` label (docs/operations.md).
 */
import type { Context, Handler, MiddlewareHandler } from 'hono'
import { matchedRoutes, routePath } from 'hono/route'

/** The route of an answer that no route pattern of its own names (docs/operations.md). */
export const UNMATCHED_ROUTE = 'unmatched'

/** What a wildcard route answers: a page (rendered or prerendered) or a file of the client build. */
export type WildcardRoute = 'page' | 'static'

const wildcardRoutes = new WeakMap<object, WildcardRoute>()

/**
 * Names the answers of a wildcard route's handler, whose pattern (`*`) says nothing of its own.
 * @example routes.all('*', namedRoute('page', (c) => render(c.req.raw)))
 */
export function namedRoute<H extends Handler | MiddlewareHandler>(
  name: WildcardRoute,
  handler: H,
): H {
  wildcardRoutes.set(handler, name)
  return handler
}

/**
 * The pattern Hono matched for the handler that answered (e.g. `/api/thumbnails/:videoId/:file`);
 * for a wildcard pattern, the name its handler was given (`namedRoute`), else `unmatched` (the
 * JSON 404 of unknown `/api` paths, a middleware that answered before routing). Every value
 * comes from the route table or a fixed list: a request for a new path adds no value.
 * @example app.use(async (c, next) => { await next(); console.log(routeName(c)) })
 */
export function routeName(c: Context): string {
  const pattern = routePath(c)
  if (pattern !== '' && !pattern.includes('*')) return pattern
  const handler = matchedRoutes(c)[c.req.routeIndex]?.handler
  return (handler && wildcardRoutes.get(handler)) || UNMATCHED_ROUTE
}

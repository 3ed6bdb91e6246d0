import { Hono, type Context } from 'hono'
import { expect, test } from 'vitest'
import { namedRoute, routeName, UNMATCHED_ROUTE } from './route-name.ts'

/** An app whose outer middleware reads the route name after the answer, as the request log does. */
function appNaming() {
  const names: string[] = []
  const app = new Hono()
  app.use(async (c: Context, next) => {
    await next()
    names.push(routeName(c))
  })
  // A guard before routing, as server/http/allowed-methods.ts is.
  app.use(async (c, next) => (c.req.path === '/refused' ? c.text('refused', 405) : next()))
  app.route(
    '/api',
    new Hono().get('/items/:id', (c) => c.text('item')),
  )
  app.all('/api/*', (c) => c.text('no such api path', 404))
  app.all(
    '*',
    namedRoute('page', (c) => c.text('page')),
  )
  return { app, names }
}

test('names an answer by the pattern Hono matched, never the path', async () => {
  const { app, names } = appNaming()
  await app.request('/api/items/42')
  expect(names).toEqual(['/api/items/:id'])
})

test('names a wildcard answer by its handler, else unmatched', async () => {
  const { app, names } = appNaming()
  await app.request('/any/page')
  await app.request('/api/nothing')
  await app.request('/refused')
  expect(names).toEqual(['page', UNMATCHED_ROUTE, UNMATCHED_ROUTE])
})

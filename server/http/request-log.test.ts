import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { memoryLogger } from '#tests/support/memory-logger.ts'
import { HttpError, toResponse } from './http-error.ts'
import { requestIdFrom, requestLog } from './request-log.ts'

const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[\da-f]{4}-[\da-f]{12}$/

test.each(['a', 'lb-7f3a:42', '1-67891233-abcdef0123', 'x'.repeat(128), 'a_b.c'])(
  'keeps the safe incoming id %j',
  (id) => {
    expect(requestIdFrom(id)).toBe(id)
  },
)

test.each([undefined, '', 'x'.repeat(129), 'a b', 'a\r\nb', 'é', '<script>', 'a/b', '"q"'])(
  'replaces the unsafe or missing id %j with a new UUID',
  (id) => {
    expect(requestIdFrom(id)).toMatch(UUID)
  },
)

function appWith(handler: () => Response | Promise<Response>, trusted = true) {
  const log = memoryLogger()
  const app = new Hono()
  app.use(requestLog(log, { trusted: () => trusted }))
  app.get('/', handler)
  app.onError((error, c) => toResponse(error, log, c.get('requestId')))
  return { app, log }
}

test('sets the id on a response whose headers are immutable', async () => {
  const { app, log } = appWith(() => fetch('data:text/plain,hello'))
  const res = await app.request('/', { headers: { 'X-Request-Id': 'imm-1' } })
  expect(res.headers.get('X-Request-Id')).toBe('imm-1')
  expect(await res.text()).toBe('hello')
  expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: 'imm-1' }))
})

test('sets the id on an error and names it in the body and the log line', async () => {
  const { app, log } = appWith(() => {
    throw new HttpError('not_found')
  })
  const res = await app.request('/', { headers: { 'X-Request-Id': 'err-1' } })
  expect(res.status).toBe(404)
  expect(res.headers.get('X-Request-Id')).toBe('err-1')
  expect(((await res.json()) as { error: { requestId: string } }).error.requestId).toBe('err-1')
  expect(log.lines).toContainEqual(
    expect.objectContaining({ msg: 'request', requestId: 'err-1', status: 404 }),
  )
})

test('takes no id from a peer that is not a trusted proxy: a new one, logged and sent back', async () => {
  const { app, log } = appWith(() => new Response('ok'), false)
  const res = await app.request('/', { headers: { 'X-Request-Id': 'forged-1' } })
  const id = res.headers.get('X-Request-Id') ?? ''
  expect(id).toMatch(UUID)
  expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'request', requestId: id }))
})

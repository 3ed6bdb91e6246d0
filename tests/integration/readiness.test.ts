/**
 * @module `GET /readyz` on the whole app (server/http/readiness.ts): ready normally, 503 once
 * stopping began or when the contact store cannot take writes; /healthz stays the liveness check.
 */
import { expect, test } from 'vitest'
import { createReadiness } from '#server/http/readiness.ts'
import { contactStore, testApp } from '#tests/support/test-app.ts'
import { settledStatus } from '#tests/support/readyz.ts'

test('is 200 ready, never cached, for GET and HEAD; other methods get 405', async () => {
  const { app } = await testApp()
  const res = await app.request('/readyz')
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  expect(await res.json()).toEqual({ status: 'ready' })
  expect((await app.request('/readyz', { method: 'HEAD' })).status).toBe(200)
  const post = await app.request('/readyz', { method: 'POST' })
  expect(post.status).toBe(405)
  expect(post.headers.get('Allow')).toBe('GET, HEAD')
})

test('is 503 starting until start-up is over', async () => {
  const { app, readiness } = await testApp({ readiness: createReadiness() })
  expect(await (await app.request('/readyz')).json()).toEqual({ status: 'starting' })
  readiness.ready()
  expect((await app.request('/readyz')).status).toBe(200)
})

test('is 503 draining once stopping began, while /healthz stays 200', async () => {
  const { app, readiness, log } = await testApp()
  readiness.drain()
  const res = await app.request('/readyz')
  expect(res.status).toBe(503)
  expect(await res.json()).toEqual({ status: 'draining' })
  expect((await app.request('/healthz')).status).toBe(200)
  expect(log.lines).toContainEqual(
    expect.objectContaining({ msg: 'request', route: '/readyz', status: 503 }),
  )
})

test('is 503 when the contact store cannot take writes', async () => {
  const contact = contactStore()
  const { app } = await testApp({ contact })
  expect((await app.request('/readyz')).status).toBe(200)
  contact.db.close()
  const ask = async () => {
    const res = await app.request('/readyz')
    return `${res.status} ${((await res.json()) as { status: string }).status}`
  }
  expect(await settledStatus(ask, '503 contact store unavailable')).toBe(
    '503 contact store unavailable',
  )
  expect((await app.request('/healthz')).status).toBe(200)
})

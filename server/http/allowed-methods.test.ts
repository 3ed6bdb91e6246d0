import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { allowedMethods, methodGuard } from './allowed-methods.ts'

test('the contact and batch endpoints take POST only; everything else GET and HEAD', () => {
  expect(allowedMethods('/api/contact')).toEqual(['POST'])
  expect(allowedMethods('/api/batch')).toEqual(['POST'])
  for (const path of ['/', '/contact', '/api/thumbnails', '/healthz', '/nope']) {
    expect(allowedMethods(path)).toEqual(['GET', 'HEAD'])
  }
})

test('another method is a 405 listing the allowed ones, before any handler runs', async () => {
  let reached = false
  const app = new Hono().use(methodGuard()).all('*', (c) => {
    reached = true
    return c.text('ok')
  })
  const put = await app.request('/contact', { method: 'PUT' })
  expect(put.status).toBe(405)
  expect(put.headers.get('Allow')).toBe('GET, HEAD')
  expect(put.headers.get('Cache-Control')).toBe('no-store')
  const get = await app.request('/api/contact')
  expect(get.headers.get('Allow')).toBe('POST')
  expect(reached).toBe(false)
  expect((await app.request('/contact')).status).toBe(200)
})

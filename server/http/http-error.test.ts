import { expect, test } from 'vitest'
import { errorResponse } from './http-error.ts'

test('states the exact length in bytes, so compress() need not read the body', async () => {
  const message = 'Café: «ünknown» quality.'
  const response = errorResponse('invalid_request', { requestId: 'ré-1', message })
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
  expect(bytes.length).toBeGreaterThan(message.length)
})

test('keeps the extra headers it is given, such as Retry-After', () => {
  const response = errorResponse('overloaded', { requestId: 'r', headers: { 'Retry-After': '2' } })
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('2')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})

test('names the request id in the body', async () => {
  const response = errorResponse('not_found', { requestId: 'req-42' })
  expect(await response.json()).toEqual({
    error: {
      code: 'not_found',
      message: 'Nothing was found at this address.',
      requestId: 'req-42',
    },
  })
})

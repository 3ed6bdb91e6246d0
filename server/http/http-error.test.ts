import { expect, test } from 'vitest'
import { errorResponse } from './http-error.ts'

test('states the exact length in bytes, so compress() need not read the body', async () => {
  const response = errorResponse('invalid_request', 'Café: «ünknown» quality.')
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(response.headers.get('Content-Length')).toBe(String(bytes.length))
  expect(bytes.length).toBeGreaterThan('Café: «ünknown» quality.'.length)
})

test('keeps the extra headers it is given, such as Retry-After', () => {
  const response = errorResponse('overloaded', undefined, { 'Retry-After': '2' })
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('2')
  expect(response.headers.get('Cache-Control')).toBe('no-store')
})

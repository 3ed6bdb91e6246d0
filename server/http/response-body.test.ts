import { expect, test } from 'vitest'
import { responseBody } from './response-body.ts'

test('is a view of the same memory, not a copy', () => {
  const bytes = Buffer.from('abcdef')
  const body = responseBody(bytes)
  bytes[0] = 0x7a
  expect(body.buffer).toBe(bytes.buffer)
  expect(Buffer.from(body).toString()).toBe('zbcdef')
})

test('covers exactly the Buffer when it sits inside a larger pool', () => {
  const bytes = Buffer.from('..hello..').subarray(2, 7)
  const body = responseBody(bytes)
  expect(body.byteOffset).toBe(bytes.byteOffset)
  expect(body.byteLength).toBe(5)
  expect(new TextDecoder().decode(body)).toBe('hello')
})

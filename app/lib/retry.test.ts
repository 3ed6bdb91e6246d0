import { describe, expect, test } from 'vitest'
import { RETRY, retryAfterMs, retryWait } from './retry.ts'

const answer = (status: number, retryAfter?: string) =>
  new Response(null, { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} })

describe('retryWait', () => {
  test('asks again shortly when no answer arrived', () => {
    expect(retryWait(undefined)).toBe(RETRY.networkDelayMs)
  })

  test('waits out a 503 Retry-After up to the cap', () => {
    expect(retryWait(answer(503, '1'))).toBe(1000)
    expect(retryWait(answer(503, '0'))).toBe(0)
    expect(retryWait(answer(503, String(RETRY.maxRetryAfterMs / 1000)))).toBe(RETRY.maxRetryAfterMs)
  })

  test('gives up on a 503 that asks for longer than the cap, or says nothing', () => {
    expect(retryWait(answer(503, '3'))).toBeNull()
    expect(retryWait(answer(503))).toBeNull()
    expect(retryWait(answer(503, 'soon'))).toBeNull()
  })

  test.each([500, 502, 504, 429, 404, 400])('never retries a %d answer', (status) => {
    expect(retryWait(answer(status, '1'))).toBeNull()
  })
})

describe('retryAfterMs', () => {
  test('reads delay-seconds and an HTTP-date', () => {
    const now = Date.parse('Wed, 21 Oct 2026 07:28:00 GMT')
    expect(retryAfterMs(' 2 ', now)).toBe(2000)
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:01 GMT', now)).toBe(1000)
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', now)).toBe(0)
    expect(retryAfterMs(null, now)).toBeNull()
    expect(retryAfterMs('-1', now)).toBeNull()
  })
})

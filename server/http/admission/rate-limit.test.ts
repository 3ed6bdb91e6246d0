import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './rate-limit.ts'

const MINUTE = 60_000

function makeLimiter(options: { maxKeys?: number } = {}) {
  let clock = 0
  const limiter = createRateLimiter({
    capacity: 5,
    refillMs: 2 * MINUTE,
    now: () => clock,
    ...options,
  })
  return { limiter, advance: (ms: number) => (clock += ms) }
}

describe('createRateLimiter', () => {
  test('allows a burst of `capacity`, then refuses with the wait until the next token', () => {
    const { limiter } = makeLimiter()
    for (let i = 0; i < 5; i++) expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 120 })
  })

  test('refills one token per interval', () => {
    const { limiter, advance } = makeLimiter()
    for (let i = 0; i < 5; i++) limiter.take('a')
    advance(MINUTE)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    advance(MINUTE)
    expect(limiter.take('a')).toEqual({ allowed: true })
    expect(limiter.take('a').allowed).toBe(false)
  })

  test('never refills beyond capacity', () => {
    const { limiter, advance } = makeLimiter()
    advance(24 * 60 * MINUTE)
    for (let i = 0; i < 5; i++) expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.take('a').allowed).toBe(false)
  })

  test('keeps one bucket per key', () => {
    const { limiter } = makeLimiter()
    for (let i = 0; i < 5; i++) limiter.take('a')
    expect(limiter.take('a').allowed).toBe(false)
    expect(limiter.take('b').allowed).toBe(true)
  })

  test('rounds the wait up to a whole second, at least 1', () => {
    const { limiter, advance } = makeLimiter()
    for (let i = 0; i < 5; i++) limiter.take('a')
    advance(2 * MINUTE - 1)
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
  })

  test('drops refilled buckets when the table is full, and bounds it under a flood', () => {
    const { limiter, advance } = makeLimiter({ maxKeys: 3 })
    limiter.take('a')
    limiter.take('b')
    limiter.take('c')
    advance(10 * MINUTE)
    limiter.take('d')
    expect(limiter.size).toBe(1)
    for (let i = 0; i < 100; i++) limiter.take(`flood-${i}`)
    expect(limiter.size).toBeLessThanOrEqual(3)
  })

  test('a pruned key still gets its limit', () => {
    const { limiter } = makeLimiter({ maxKeys: 2 })
    for (let i = 0; i < 5; i++) limiter.take('a')
    limiter.take('b')
    expect(limiter.take('a').allowed).toBe(false)
  })
})

import { expect, test } from 'vitest'
import { createTokenBucket } from './token-bucket.ts'

function setup() {
  let clock = 0
  const bucket = createTokenBucket({ capacity: 10, refillMs: 100, now: () => clock })
  return { bucket, advance: (ms: number) => (clock += ms) }
}

test('takes n tokens, or nothing when they would take longer than maxWaitMs', () => {
  const { bucket } = setup()
  expect(bucket.take('a', 8)).toEqual({ granted: true, waitMs: -200, tokens: 2 })
  expect(bucket.take('a', 5)).toEqual({ granted: false, waitMs: 300, tokens: 2 })
  expect(bucket.level('a')).toBe(2)
  // Within the wait: taken now, below zero, so the next taker waits behind.
  expect(bucket.take('a', 5, 300)).toEqual({ granted: true, waitMs: 300, tokens: -3 })
  expect(bucket.take('a', 1, 300).waitMs).toBe(400)
})

test('an unbounded wait always takes, into debt that the refill pays back', () => {
  const { bucket, advance } = setup()
  for (let i = 0; i < 15; i++) bucket.take('a', 1, Number.POSITIVE_INFINITY)
  expect(bucket.level('a')).toBe(-5)
  advance(500)
  expect(bucket.level('a')).toBe(0)
  advance(10_000)
  expect(bucket.level('a')).toBe(10)
})

test('gives back what was not used, never beyond capacity', () => {
  const { bucket } = setup()
  bucket.take('a', 6)
  bucket.give('a', 4)
  expect(bucket.level('a')).toBe(8)
  bucket.give('a', 4)
  expect(bucket.level('a')).toBe(10)
  // A key never taken from is full.
  expect(bucket.level('b')).toBe(10)
  expect(bucket.size).toBe(1)
})

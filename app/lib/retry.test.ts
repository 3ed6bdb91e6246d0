import { describe, expect, test } from 'vitest'
import { retryDelay } from './retry.ts'

describe('retryDelay', () => {
  test('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })
})

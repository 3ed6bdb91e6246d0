import { expect, test } from 'vitest'
import { mapLimited } from './map-limited.ts'

test('runs at most `limit` at once, in input order, and answers in input order', async () => {
  let running = 0
  let most = 0
  const started: number[] = []
  const results = await mapLimited([30, 10, 20, 0, 5], 2, async (ms) => {
    started.push(ms)
    most = Math.max(most, ++running)
    await new Promise((resolve) => setTimeout(resolve, ms))
    running--
    return ms * 2
  })
  expect(results).toEqual([60, 20, 40, 0, 10])
  expect(started).toEqual([30, 10, 20, 0, 5])
  expect(most).toBe(2)
})

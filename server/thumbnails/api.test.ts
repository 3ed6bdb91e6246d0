import { expect, test } from 'vitest'
import { createRateLimiter } from '../http/admission/rate-limit.ts'
import { conversionQueue } from './api.ts'

/** A task that runs until it is told to finish. */
function held() {
  let finish!: () => void
  const done = new Promise<void>((resolve) => (finish = resolve))
  return { task: () => done, finish }
}

test('runs two conversions per core and offers 10 waiting places per core besides', async () => {
  const queue = conversionQueue(2, createRateLimiter({ capacity: 1_000, refillMs: 1 }))
  expect(queue.places).toBe(24)
  const tasks = Array.from({ length: 24 }, () => held())
  // Each from a client of its own, so that no client's share refuses it.
  const running = tasks.map(({ task }, i) => queue.run(task, `client ${i}`))
  expect([queue.active, queue.queued]).toEqual([4, 20])
  await expect(queue.run(async () => 'late', 'one more')).rejects.toThrow('the work queue is full')
  for (const { finish } of tasks) finish()
  await Promise.all(running)
})

test('one client holds at most 8 of those places, however many it asks for', async () => {
  const queue = conversionQueue(2, createRateLimiter({ capacity: 1_000, refillMs: 1 }))
  const tasks = Array.from({ length: 8 }, () => held())
  const running = tasks.map(({ task }) => queue.run(task, 'greedy'))
  expect(await queue.reserve('greedy')).toEqual({ refused: 'busy' })
  const other = await queue.reserve('someone else')
  expect(other).not.toHaveProperty('refused')
  if ('release' in other) other.release()
  for (const { finish } of tasks) finish()
  await Promise.all(running)
})

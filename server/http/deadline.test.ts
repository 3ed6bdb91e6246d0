import { afterEach, expect, test, vi } from 'vitest'
import { withDeadline } from './deadline.ts'
import { HttpError } from './http-error.ts'

afterEach(() => vi.useRealTimers())

test('passes the result through when the work is on time', async () => {
  await expect(withDeadline(Promise.resolve('done'), 1_000)).resolves.toBe('done')
})

test('passes an early failure through unchanged', async () => {
  const failure = new Error('upstream said no')
  await expect(withDeadline(Promise.reject(failure), 1_000)).rejects.toBe(failure)
})

test('is a 504 once the time is up, and leaves the work running', async () => {
  vi.useFakeTimers()
  let finished = false
  const work = new Promise<string>((resolve) =>
    setTimeout(() => {
      finished = true
      resolve('late')
    }, 5_000),
  )
  const answer = withDeadline(work, 1_000)
  vi.advanceTimersByTime(1_000)
  const error = await answer.catch((e: unknown) => e)
  expect(error).toBeInstanceOf(HttpError)
  expect(error).toMatchObject({ status: 504, code: 'upstream_timeout' })
  expect(finished).toBe(false)
  vi.advanceTimersByTime(4_000)
  await expect(work).resolves.toBe('late')
})

test('a failure after the deadline is not an unhandled rejection', async () => {
  vi.useFakeTimers()
  const work = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('late')), 50))
  const answer = withDeadline(work, 10).catch((e: unknown) => e)
  vi.advanceTimersByTime(100)
  expect(await answer).toBeInstanceOf(HttpError)
})

import { describe, expect, test, vi } from 'vitest'
import { fetchWithRetry, retryDelay, TransientError } from './retry.ts'

describe('retryDelay', () => {
  test('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })
})

function answers(...replies: Array<number | Error>) {
  const fetchFn = vi.fn(async () => {
    const reply = replies.shift() ?? 200
    if (reply instanceof Error) throw reply
    return new Response(`status ${reply}`, { status: reply })
  })
  return fetchFn as unknown as typeof fetch & typeof fetchFn
}

describe('fetchWithRetry', () => {
  test('returns the first answer below 500 without waiting', async () => {
    const fetchFn = answers(200)
    const wait = vi.fn(async () => {})
    const response = await fetchWithRetry(fetchFn, '/x', {}, { wait })
    expect(response.status).toBe(200)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })

  test('retries 5xx answers and network errors with 1 s, 2 s, then 4 s waits', async () => {
    const fetchFn = answers(503, new TypeError('Failed to fetch'), 502, 200)
    const wait = vi.fn(async () => {})
    const response = await fetchWithRetry(fetchFn, '/x', { method: 'HEAD' }, { wait })
    expect(response.status).toBe(200)
    expect(fetchFn).toHaveBeenCalledTimes(4)
    expect(fetchFn).toHaveBeenCalledWith('/x', { method: 'HEAD' })
    expect(wait.mock.calls).toEqual([[1000], [2000], [4000]])
  })

  test('gives up after 3 retries (4 requests) with a TransientError', async () => {
    const fetchFn = answers(500, 500, 500, 500, 200)
    const wait = vi.fn(async () => {})
    await expect(fetchWithRetry(fetchFn, '/x', {}, { wait })).rejects.toBeInstanceOf(TransientError)
    expect(fetchFn).toHaveBeenCalledTimes(4)
  })

  test.each([400, 404, 422, 429])('never retries a %d answer', async (status) => {
    const fetchFn = answers(status)
    const response = await fetchWithRetry(fetchFn, '/x', {}, { wait: async () => {} })
    expect(response.status).toBe(status)
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  test('stops at once when the signal is aborted: no request, or no retry after a 5xx', async () => {
    const aborted = AbortSignal.abort()
    const fetchFn = answers(200)
    await expect(fetchWithRetry(fetchFn, '/x', { signal: aborted })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(fetchFn).not.toHaveBeenCalled()

    const controller = new AbortController()
    const failing = answers(503, 200)
    const wait = vi.fn(async () => {})
    const request = fetchWithRetry(failing, '/x', { signal: controller.signal }, { wait })
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
    expect(failing).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })
})

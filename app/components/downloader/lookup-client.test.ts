import { describe, expect, test, vi } from 'vitest'
import type { Lookup } from '#core/lookup.ts'
import { createApiClient } from '#app/lib/api-client.ts'
import { createLookupClient, LOOKUP_CACHE_MS } from './lookup-client.ts'

const ID = 'dQw4w9WgXcQ'
const JSON_ONLY = { Accept: 'application/json' }
const LOOKUP: Lookup = { videoId: ID, title: null, channel: null, thumbnails: [] }

function server(...statuses: number[]) {
  const fetchFn = vi.fn(async (url: string) => {
    const status = statuses.shift() ?? 200
    const body = status === 200 ? LOOKUP : { error: { code: 'x', message: String(url) } }
    // A 503 says when to come back, as the API's does (server/thumbnails/routes.ts).
    const headers: Record<string, string> = status === 503 ? { 'Retry-After': '1' } : {}
    return Response.json(body, { status, headers })
  })
  return fetchFn as unknown as typeof fetch & typeof fetchFn
}

function setup(...statuses: number[]) {
  const fetchFn = server(...statuses)
  const clock = { now: 0 }
  const wait = vi.fn(async (ms: number) => {
    clock.now += ms
  })
  const client = createLookupClient({
    client: createApiClient({ fetchFn, wait }),
    now: () => clock.now,
  })
  return { client, fetchFn, wait, clock }
}

describe('createLookupClient', () => {
  test('asks our API for the video id and returns the lookup', async () => {
    const { client, fetchFn } = setup(200)
    expect(await client.lookup(ID)).toEqual({ ok: true, lookup: LOOKUP })
    expect(fetchFn).toHaveBeenCalledWith(`/api/thumbnails?url=${ID}`, { headers: JSON_ONLY })
  })

  test('answers a repeated lookup from memory for 5 minutes after its last use', async () => {
    const { client, fetchFn, clock } = setup(200, 200)
    await client.lookup(ID)
    clock.now += LOOKUP_CACHE_MS - 1
    expect(await client.lookup(ID)).toMatchObject({ ok: true })
    clock.now += LOOKUP_CACHE_MS - 1
    await client.lookup(ID)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    clock.now += LOOKUP_CACHE_MS
    await client.lookup(ID)
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })

  test('shares one request between concurrent lookups of the same id', async () => {
    const { client, fetchFn } = setup(200)
    await Promise.all([client.lookup(ID), client.lookup(ID), client.lookup(ID)])
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  test('retries a 503 once after its Retry-After, then succeeds', async () => {
    const { client, fetchFn, wait } = setup(503, 200)
    expect(await client.lookup(ID)).toMatchObject({ ok: true })
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(wait.mock.calls).toEqual([[1000]])
  })

  test('reports a failure once its one retry is spent, and caches nothing', async () => {
    const { client, fetchFn } = setup(503, 503, 200)
    expect(await client.lookup(ID)).toEqual({ ok: false, failure: 'fetch_failed' })
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(await client.lookup(ID)).toMatchObject({ ok: true })
  })

  test.each([
    [404, 'no_thumbnails'],
    [400, 'invalid_url'],
    [429, 'rate_limited'],
    [500, 'fetch_failed'],
  ] as const)('a %d is %s at once, never retried', async (status, failure) => {
    const { client, fetchFn, wait } = setup(status)
    expect(await client.lookup(ID)).toEqual({ ok: false, failure })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })

  test.each(['upstream_error', 'upstream_timeout', 'overloaded'] as const)(
    "the API's %s is said as it is, at once",
    async (code) => {
      const fetchFn = vi.fn<typeof fetch>(async () =>
        Response.json({ error: { code, message: 'm', requestId: 'r' } }, { status: 502 }),
      )
      const client = createLookupClient({ client: createApiClient({ fetchFn }) })
      expect(await client.lookup(ID)).toEqual({ ok: false, failure: code })
      expect(fetchFn).toHaveBeenCalledTimes(1)
    },
  )

  test('no answer even after the retry is unreachable', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'))
    const client = createLookupClient({
      client: createApiClient({ fetchFn, wait: async () => {} }),
    })
    expect(await client.lookup(ID)).toEqual({ ok: false, failure: 'unreachable' })
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })

  test('a network error is retried once', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json(LOOKUP))
    const client = createLookupClient({
      client: createApiClient({ fetchFn, wait: async () => {} }),
    })
    expect(await client.lookup(ID)).toMatchObject({ ok: true })
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })

  test('a 200 that is not a lookup is fetch_failed', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>'))
    const client = createLookupClient({
      client: createApiClient({ fetchFn, wait: async () => {} }),
    })
    expect(await client.lookup(ID)).toEqual({ ok: false, failure: 'fetch_failed' })
  })

  test('an aborted lookup rejects with the AbortError and is not retried, nor cached', async () => {
    const { client, fetchFn, wait } = setup(503, 200)
    const controller = new AbortController()
    wait.mockImplementationOnce(async () => controller.abort())
    await expect(client.lookup(ID, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(fetchFn).toHaveBeenCalledWith(`/api/thumbnails?url=${ID}`, {
      headers: JSON_ONLY,
      signal: controller.signal,
    })
    // The next lookup of the same id asks again.
    expect(await client.lookup(ID)).toMatchObject({ ok: true })
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })
})

import { describe, expect, test, vi } from 'vitest'
import { codeForStatus, createApiClient } from './api-client.ts'
import { RETRY } from './retry.ts'

/** A fetch that answers each call with the next reply: a status, a Response, or an Error to throw. */
function answers(...replies: Array<number | Response | Error>) {
  const fetchFn = vi.fn(async () => {
    const reply = replies.shift() ?? 200
    if (reply instanceof Error) throw reply
    if (reply instanceof Response) return reply
    return Response.json({ status: reply }, { status: reply })
  })
  return fetchFn as unknown as typeof fetch & typeof fetchFn
}

function setup(...replies: Array<number | Response | Error>) {
  const fetchFn = answers(...replies)
  const wait = vi.fn(async () => {})
  return { client: createApiClient({ fetchFn, wait }), fetchFn, wait }
}

const apiError = (status: number, code: string, fields?: Record<string, string>) =>
  Response.json({ error: { code, message: `said ${code}`, requestId: 'r', fields } }, { status })

describe('createApiClient', () => {
  test('asks for JSON and sends a JSON body', async () => {
    const { client, fetchFn } = setup(201)
    const result = await client.json('/api/x', { method: 'POST', json: { a: 1 } })
    expect(result).toEqual({ ok: true, data: { status: 201 } })
    expect(fetchFn).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"a":1}',
    })
  })

  test('hands a raw answer over unread, with the headers asked for', async () => {
    const { client, fetchFn } = setup(new Response('zip bytes'))
    const result = await client.raw('/api/z', { headers: { Accept: 'application/zip' } })
    expect(result.ok && (await result.data.text())).toBe('zip bytes')
    expect(fetchFn).toHaveBeenCalledWith('/api/z', { headers: { Accept: 'application/zip' } })
  })

  test('maps a failure by the code of its body, with its message and fields', async () => {
    const { client } = setup(apiError(400, 'invalid_request', { email: 'bad' }))
    expect(await client.json('/api/x')).toEqual({
      ok: false,
      error: {
        status: 400,
        code: 'invalid_request',
        message: 'said invalid_request',
        fields: { email: 'bad' },
      },
    })
  })

  test('falls back on the status when the body is not the API error JSON, or names no code of ours', async () => {
    const { client } = setup(
      new Response(null, { status: 422 }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
      apiError(404, 'made_up'),
    )
    expect(await client.raw('/p', { method: 'HEAD' })).toMatchObject({
      error: { status: 422, code: 'conversion_failed' },
    })
    expect(await client.raw('/p')).toMatchObject({ error: { status: 502, code: 'internal_error' } })
    expect(await client.raw('/p')).toMatchObject({ error: { status: 404, code: 'no_thumbnails' } })
  })

  test('a 2xx whose body is not JSON is a failure of the JSON request', async () => {
    const { client } = setup(new Response('<html>'))
    expect(await client.json('/p')).toMatchObject({
      ok: false,
      error: { status: 200, code: 'internal_error' },
    })
  })

  test('a request that got no answer is unreachable, and not retried unless asked', async () => {
    const { client, fetchFn } = setup(new TypeError('Failed to fetch'))
    expect(await client.json('/p')).toMatchObject({ error: { status: 0, code: 'unreachable' } })
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  test('retries a request that got no answer once, after a short wait', async () => {
    const { client, fetchFn, wait } = setup(new TypeError('Failed to fetch'), 200)
    expect(await client.json('/p', { retry: true })).toMatchObject({ ok: true })
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(wait.mock.calls).toEqual([[RETRY.networkDelayMs]])
  })

  test('retries a 503 once, after its Retry-After', async () => {
    const busy = new Response(null, { status: 503, headers: { 'Retry-After': '1' } })
    const { client, fetchFn, wait } = setup(busy, 200)
    expect(await client.json('/p', { retry: true })).toMatchObject({ ok: true })
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(wait.mock.calls).toEqual([[1000]])
  })

  test('gives up after one retry (2 requests) with the last answer', async () => {
    const { client, fetchFn } = setup(
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
      200,
    )
    expect(await client.json('/p', { retry: true })).toMatchObject({
      error: { status: 0, code: 'unreachable' },
    })
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })

  test('reports a 503 without a short Retry-After at once', async () => {
    const late = new Response(null, { status: 503, headers: { 'Retry-After': '30' } })
    for (const reply of [apiError(503, 'overloaded'), late]) {
      const { client, fetchFn } = setup(reply, 200)
      expect(await client.json('/p', { retry: true })).toMatchObject({ error: { status: 503 } })
      expect(fetchFn).toHaveBeenCalledTimes(1)
    }
  })

  test.each([400, 404, 422, 429, 500, 502, 504])('never retries a %d answer', async (status) => {
    const { client, fetchFn } = setup(status)
    expect(await client.json('/p', { retry: true })).toMatchObject({ error: { status } })
    expect(fetchFn).toHaveBeenCalledTimes(1)
  })

  test('stops at once when the signal is aborted: no request, or no retry after a 503', async () => {
    const idle = setup(200)
    const aborted = { signal: AbortSignal.abort(), retry: true }
    await expect(idle.client.json('/p', aborted)).rejects.toMatchObject({ name: 'AbortError' })
    expect(idle.fetchFn).not.toHaveBeenCalled()

    const busy = new Response(null, { status: 503, headers: { 'Retry-After': '1' } })
    const { client, fetchFn, wait } = setup(busy, 200)
    const controller = new AbortController()
    const request = client.json('/p', { signal: controller.signal, retry: true })
    controller.abort()
    await expect(request).rejects.toMatchObject({ name: 'AbortError' })
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(wait).not.toHaveBeenCalled()
  })
})

describe('codeForStatus', () => {
  test('a 4xx is the first code with its status; anything else is internal_error', () => {
    expect([400, 404, 413, 422, 429, 403, 502, 503].map(codeForStatus)).toEqual([
      'invalid_url',
      'no_thumbnails',
      'payload_too_large',
      'conversion_failed',
      'rate_limited',
      'internal_error',
      'internal_error',
      'internal_error',
    ])
  })
})

import { describe, expect, test, vi } from 'vitest'
import { createApiClient } from '#app/lib/api-client.ts'
import { fetchBatch, type BatchFields } from './batch-client.ts'

const FIELDS: BatchFields = {
  links: ['https://youtu.be/dQw4w9WgXcQ'],
  quality: 'best',
  format: 'jpg',
  name: 'id',
  wholePlaylist: false,
}

const clientAnswering = (answer: () => Promise<Response>) => {
  const fetchFn = vi.fn(answer) as unknown as typeof fetch & ReturnType<typeof vi.fn>
  return { client: createApiClient({ fetchFn }), fetchFn }
}

describe('fetchBatch', () => {
  test('posts the fields as JSON asking for a ZIP, once', async () => {
    const { client, fetchFn } = clientAnswering(async () => new Response(null, { status: 503 }))
    await fetchBatch(FIELDS, () => {}, undefined, client)
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(fetchFn).toHaveBeenCalledWith('/api/batch', {
      method: 'POST',
      headers: { Accept: 'application/zip', 'Content-Type': 'application/json' },
      body: JSON.stringify(FIELDS),
    })
  })

  test('a refusal of the links says so at the field, in the API’s words', async () => {
    const body = { error: { code: 'too_many_links', message: 'A batch takes at most 200 links.' } }
    const { client } = clientAnswering(async () => Response.json(body, { status: 413 }))
    expect(await fetchBatch(FIELDS, () => {}, undefined, client)).toEqual({
      ok: false,
      failure: { message: 'A batch takes at most 200 links.' },
      links: true,
    })
  })

  test('a proxy’s page is a generic failure, and no answer says the server was unreachable', async () => {
    const proxy = clientAnswering(async () => new Response('<html>', { status: 502 }))
    expect(await fetchBatch(FIELDS, () => {}, undefined, proxy.client)).toEqual({
      ok: false,
      failure: { problem: 'failed' },
      links: false,
    })
    const offline = clientAnswering(async () => Promise.reject(new TypeError('Failed to fetch')))
    expect(await fetchBatch(FIELDS, () => {}, undefined, offline.client)).toMatchObject({
      failure: { problem: 'unreachable' },
    })
  })

  test('stopped before an answer came, it ends as when the network failed', async () => {
    const controller = new AbortController()
    const { client } = clientAnswering(async () => {
      controller.abort()
      throw new DOMException('aborted', 'AbortError')
    })
    expect(await fetchBatch(FIELDS, () => {}, controller.signal, client)).toMatchObject({
      ok: false,
      links: false,
      failure: { problem: 'unreachable' },
    })
  })
})

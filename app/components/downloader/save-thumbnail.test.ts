import { describe, expect, test, vi } from 'vitest'
import { createApiClient } from '#app/lib/api-client.ts'
import { RETRY } from '#app/lib/retry.ts'
import { saveThumbnail } from './save-thumbnail.ts'

const ID = 'dQw4w9WgXcQ'

function setup(...statuses: Array<number | Error>) {
  const fetchFn = vi.fn<typeof fetch>(async () => {
    const reply = statuses.shift() ?? 200
    if (reply instanceof Error) throw reply
    return new Response(null, { status: reply })
  })
  const startDownload = vi.fn()
  const wait = vi.fn(async () => {})
  return { client: createApiClient({ fetchFn, wait }), fetchFn, startDownload, wait }
}

describe('saveThumbnail', () => {
  test('prepares the file with HEAD, then downloads it from our API under its real name', async () => {
    const deps = setup(200)
    expect(await saveThumbnail(ID, 'sddefault', 'png', {}, deps)).toBe('started')
    expect(deps.fetchFn).toHaveBeenCalledWith(`/api/thumbnails/${ID}/sddefault.png`, {
      method: 'HEAD',
    })
    expect(deps.startDownload).toHaveBeenCalledWith(
      `/api/thumbnails/${ID}/sddefault.png`,
      `youtube-thumbnail-${ID}-sddefault.png`,
    )
  })

  test('a picture without its bars is saved under a name that says so', async () => {
    const deps = setup(200)
    expect(await saveThumbnail(ID, 'hqdefault', 'jpg', { crop: 'letterbox' }, deps)).toBe('started')
    expect(deps.startDownload).toHaveBeenCalledWith(
      `/api/thumbnails/${ID}/hqdefault.jpg?crop=letterbox`,
      `youtube-thumbnail-${ID}-hqdefault-no-bars.jpg`,
    )
  })

  test('asks for the picture without bars and named after the title, which the server names', async () => {
    const deps = setup(200)
    const choice = { crop: 'letterbox', fileName: 'title' } as const
    expect(await saveThumbnail(ID, 'sd2', 'jpg', choice, deps)).toBe('started')
    const url = `/api/thumbnails/${ID}/sd2.jpg?crop=letterbox&name=title`
    expect(deps.fetchFn).toHaveBeenCalledWith(url, { method: 'HEAD' })
    expect(deps.startDownload).toHaveBeenCalledWith(url, '')
  })

  test('a 422 is a failed conversion, and nothing is downloaded', async () => {
    const deps = setup(422)
    expect(await saveThumbnail(ID, 'fullhd', 'webp', {}, deps)).toBe('conversion_failed')
    expect(deps.startDownload).not.toHaveBeenCalled()
  })

  test('retries a network error once before downloading', async () => {
    const deps = setup(new TypeError('Failed to fetch'), 200)
    expect(await saveThumbnail(ID, 'hqdefault', 'jpg', {}, deps)).toBe('started')
    expect(deps.fetchFn).toHaveBeenCalledTimes(2)
    expect(deps.wait.mock.calls).toEqual([[RETRY.networkDelayMs]])
  })

  test.each([[[404]], [[502]], [[503]]])('answers %j end as failed', async (statuses) => {
    const deps = setup(...statuses)
    expect(await saveThumbnail(ID, 'hqdefault', 'png', {}, deps)).toBe('failed')
    expect(deps.fetchFn).toHaveBeenCalledTimes(1)
    expect(deps.startDownload).not.toHaveBeenCalled()
  })
})

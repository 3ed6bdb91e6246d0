import { expect, test } from 'vitest'
import { createLimiter } from './limiter.ts'
import { CACHE_TTL, createThumbnailService } from './service.ts'
import type { Upstream } from './upstream.ts'

// A tiny real JPEG (1×1), so the service can read its size.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
)

function setup(found: boolean) {
  let clock = 0
  const paths: string[] = []
  const upstream: Upstream = {
    fetchImage: async (path) => {
      paths.push(path)
      return found ? { found: true, bytes: JPEG } : { found: false }
    },
    close: async () => {},
  }
  const service = createThumbnailService({
    upstream,
    converter: createLimiter({ concurrency: 1, maxQueue: 1 }),
    now: () => clock,
  })
  return { service, paths, advance: (ms: number) => (clock += ms) }
}

test('a found video is probed once per 10 minutes (docs/reliability.md, A7)', async () => {
  expect(CACHE_TTL.positiveMs).toBe(10 * 60_000)
  const { service, paths, advance } = setup(true)
  await service.lookup('dQw4w9WgXcQ')
  expect(paths).toHaveLength(5)
  advance(CACHE_TTL.positiveMs - 1)
  await service.lookup('dQw4w9WgXcQ')
  expect(paths).toHaveLength(5)
  advance(1)
  await service.lookup('dQw4w9WgXcQ')
  expect(paths).toHaveLength(10)
})

test('a video with no thumbnails is remembered for 1 minute', async () => {
  expect(CACHE_TTL.negativeMs).toBe(60_000)
  const { service, paths, advance } = setup(false)
  await expect(service.lookup('dQw4w9WgXcQ')).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  advance(CACHE_TTL.negativeMs - 1)
  await expect(service.lookup('dQw4w9WgXcQ')).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(5)
  advance(1)
  await expect(service.lookup('dQw4w9WgXcQ')).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(10)
})

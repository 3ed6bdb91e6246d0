import { expect, test } from 'vitest'
import { stubUpstream, type StubAnswer } from '#tests/support/stub-upstream.ts'
import { createLimiter } from './limiter.ts'
import { CACHE_TTL, createThumbnailService } from './service.ts'
import { UpstreamError } from './upstream.ts'

const ID = 'dQw4w9WgXcQ'

// A tiny real JPEG (1×1), so the service can read its size.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
)

function setup(answer: (path: string) => StubAnswer) {
  let clock = 0
  const upstream = stubUpstream(answer)
  const service = createThumbnailService({
    upstream,
    converter: createLimiter({ concurrency: 1, maxQueue: 1 }),
    now: () => clock,
  })
  return { service, paths: upstream.paths, advance: (ms: number) => (clock += ms) }
}

test('a found video is probed once per 10 minutes (docs/reliability.md, A7)', async () => {
  expect(CACHE_TTL.positiveMs).toBe(10 * 60_000)
  const { service, paths, advance } = setup(() => JPEG)
  await service.lookup(ID)
  expect(paths).toHaveLength(5)
  advance(CACHE_TTL.positiveMs - 1)
  await service.lookup(ID)
  expect(paths).toHaveLength(5)
  advance(1)
  await service.lookup(ID)
  expect(paths).toHaveLength(10)
})

test('a video with no thumbnails is remembered for 1 minute', async () => {
  expect(CACHE_TTL.negativeMs).toBe(60_000)
  const { service, paths, advance } = setup(() => undefined)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  advance(CACHE_TTL.negativeMs - 1)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(5)
  advance(1)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(10)
})

test('concurrent lookups of one video ask the host once per path', async () => {
  const { service, paths } = setup(() => JPEG)
  const [first, second] = await Promise.all([service.lookup(ID), service.lookup(ID)])
  expect(second).toBe(first)
  expect(paths).toHaveLength(5)
})

test('a failing host is not remembered: the next lookup asks again', async () => {
  const { service, paths } = setup(() => new UpstreamError('bad_status', 'status 500'))
  expect(await service.lookup(ID)).toMatchObject({ ok: false, code: 'upstream_error' })
  expect(await service.lookup(ID)).toMatchObject({ ok: false, code: 'upstream_error' })
  expect(paths).toHaveLength(10)
})

test('a partial answer is kept only for 1 minute', async () => {
  const failing = (path: string) => path.includes('sddefault')
  const { service, paths, advance } = setup((path) =>
    failing(path) ? new UpstreamError('network', 'reset') : JPEG,
  )
  expect(await service.lookup(ID)).toMatchObject({ ok: true })
  advance(CACHE_TTL.negativeMs - 1)
  await service.lookup(ID)
  expect(paths.filter(failing)).toHaveLength(1)
  advance(1)
  await service.lookup(ID)
  // Only the failed path is asked again: the found images are still kept.
  expect(paths.filter(failing)).toHaveLength(2)
})

test('a converted download is kept, and the next one asks nothing', async () => {
  const { service, paths } = setup(() => JPEG)
  const first = await service.download(ID, 'hqdefault', 'png')
  expect(first).toMatchObject({ ok: true, value: { format: 'png', width: 1, height: 1 } })
  expect(await service.download(ID, 'hqdefault', 'png')).toEqual(first)
  expect(paths).toEqual([`/vi/${ID}/hqdefault.jpg`])
})

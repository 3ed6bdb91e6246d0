import { beforeAll, expect, test } from 'vitest'
import { MAIN_QUALITIES } from '#core/qualities.ts'
import { pictureImage, stubUpstream, type StubAnswer } from '#tests/support/stub-upstream.ts'
import { createSemaphore, type Semaphore } from '../http/admission/semaphore.ts'
import type { InfoResult, VideoInfoSource } from './oembed.ts'
import { PROBES_PER_LOOKUP } from './probe.ts'
import type { Rendered } from './render.ts'
import { CACHE_TTL, createThumbnailService, LOOKUP_SHARE } from './service.ts'
import { CacheBudget } from '../shared/ttl-cache.ts'
import { UpstreamError } from './upstream.ts'

const ID = 'dQw4w9WgXcQ'
const PROBES = PROBES_PER_LOOKUP
const mainImages = new Map<string, Buffer>()

// A real picture of each main JPEG's size, so the service can decode and measure it.
beforeAll(async () => {
  for (const quality of MAIN_QUALITIES.filter((q) => q.source.format === 'jpg')) {
    mainImages.set(
      quality.source.path(ID),
      await pictureImage('jpg', quality.width, quality.height, { hue: quality.width % 360 }),
    )
  }
})

/** The main JPEGs, and nothing under any other name. */
const JPEGS = (path: string): StubAnswer => mainImages.get(path)

function setup(answer: (path: string) => StubAnswer, info?: (id: string) => InfoResult) {
  let clock = 0
  const upstream = stubUpstream(answer)
  const asked: string[] = []
  const source: VideoInfoSource | undefined = info && {
    info: async (id) => (asked.push(id), info(id)),
    close: async () => {},
  }
  const service = createThumbnailService({
    upstream,
    converter: createSemaphore({ concurrency: 1, maxQueue: 1 }),
    ...(source && { info: source }),
    now: () => clock,
  })
  return { service, paths: upstream.paths, asked, advance: (ms: number) => (clock += ms) }
}

test('a found video is probed once per 10 minutes (docs/reliability.md, A7)', async () => {
  const { service, paths, advance } = setup(JPEGS)
  await service.lookup(ID)
  expect(paths).toHaveLength(PROBES)
  advance(CACHE_TTL.positiveMs - 1)
  await service.lookup(ID)
  expect(paths).toHaveLength(PROBES)
  advance(1)
  await service.lookup(ID)
  expect(paths).toHaveLength(2 * PROBES)
})

test('a video with no thumbnails is remembered for 1 minute', async () => {
  const { service, paths, advance } = setup(() => undefined)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  advance(CACHE_TTL.negativeMs - 1)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(PROBES)
  advance(1)
  await expect(service.lookup(ID)).resolves.toEqual({ ok: false, code: 'no_thumbnails' })
  expect(paths).toHaveLength(2 * PROBES)
})

test('concurrent lookups of one video ask the host once per path', async () => {
  const { service, paths } = setup(JPEGS)
  const [first, second] = await Promise.all([service.lookup(ID), service.lookup(ID)])
  expect(second).toBe(first)
  expect(paths).toHaveLength(PROBES)
  expect(new Set(paths).size).toBe(PROBES)
})

test('a failing host is not remembered: the next lookup asks again', async () => {
  const { service, paths } = setup(() => new UpstreamError('bad_status', 'status 500'))
  expect(await service.lookup(ID)).toMatchObject({ ok: false, code: 'upstream_error' })
  expect(await service.lookup(ID)).toMatchObject({ ok: false, code: 'upstream_error' })
  expect(paths).toHaveLength(2 * PROBES)
})

test('a partial answer is kept only for 1 minute', async () => {
  const failing = (path: string) => path.endsWith('/sddefault.jpg')
  const { service, paths, advance } = setup((path) =>
    failing(path) ? new UpstreamError('network', 'reset') : JPEGS(path),
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
  const { service, paths } = setup(JPEGS)
  const first = await service.download(ID, 'hqdefault', 'png')
  expect(first).toMatchObject({ ok: true, value: { format: 'png', width: 480, height: 360 } })
  expect(await service.download(ID, 'hqdefault', 'png')).toEqual(first)
  expect(paths).toEqual([`/vi/${ID}/hqdefault.jpg`])
})

test('a download with keep: false is converted but not kept; a kept one still answers it', async () => {
  const { converter, counted } = countingQueue()
  const service = createThumbnailService({ upstream: stubUpstream(JPEGS), converter })
  const first = await service.download(ID, 'hqdefault', 'png', { keep: false })
  expect(first.ok).toBe(true)
  await service.download(ID, 'hqdefault', 'png', { keep: false })
  expect(counted.conversions).toBe(2)
  await service.download(ID, 'hqdefault', 'png')
  expect(await service.download(ID, 'hqdefault', 'png', { keep: false })).toEqual(first)
  expect(counted.conversions).toBe(3)
})

/** A conversion queue that counts the conversions it runs. */
function countingQueue() {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 1 })
  const counted = { conversions: 0 }
  const converter: Semaphore = Object.create(limiter, {
    run: {
      value: <T>(task: () => Promise<T>, client?: string) => {
        counted.conversions++
        return limiter.run(task, client)
      },
    },
  })
  return { converter, counted }
}

test('identical concurrent downloads fetch once and convert once', async () => {
  const upstream = stubUpstream(JPEGS)
  const { converter, counted } = countingQueue()
  const service = createThumbnailService({ upstream, converter })
  const downloads = await Promise.all([1, 2, 3].map(() => service.download(ID, 'hqdefault', 'png')))
  expect(downloads.map((download) => download.ok)).toEqual([true, true, true])
  expect(counted.conversions).toBe(1)
  expect(upstream.paths).toEqual([`/vi/${ID}/hqdefault.jpg`])
})

test('the caches share one byte budget: past it the least recently used entry goes', async () => {
  const bytesOf = (rendered: Rendered) => (rendered.ok ? rendered.value.bytes.length : 0)
  const sizes = setup(JPEGS).service
  const png = bytesOf(await sizes.download(ID, 'hqdefault', 'png'))
  const source = (mainImages.get(`/vi/${ID}/hqdefault.jpg`) as Buffer).length + 256
  const { converter, counted } = countingQueue()
  const service = createThumbnailService({
    upstream: stubUpstream(JPEGS),
    converter,
    // The source and its PNG fit beside the lookups' share; the WebP of it too does not.
    budget: new CacheBudget(Math.ceil((source + png + 64) / (1 - LOOKUP_SHARE))),
  })
  await service.download(ID, 'hqdefault', 'png')
  await service.download(ID, 'hqdefault', 'png')
  expect(counted.conversions).toBe(1)
  // The WebP's source is a hit, so the PNG is now the least recently used entry, and goes.
  await service.download(ID, 'hqdefault', 'webp')
  await service.download(ID, 'hqdefault', 'webp')
  expect(counted.conversions).toBe(2)
  await service.download(ID, 'hqdefault', 'png')
  expect(counted.conversions).toBe(3)
})

test('a lookup carries the title and channel, asked alongside the pictures', async () => {
  const { service, asked } = setup(JPEGS, () => ({
    title: 'A title',
    channel: 'A channel',
    settled: true,
  }))
  const result = await service.lookup(ID)
  expect(result).toMatchObject({
    ok: true,
    value: { videoId: ID, title: 'A title', channel: 'A channel' },
  })
  expect(asked).toEqual([ID])
})

test('no title is not a failure: the pictures are listed with title and channel null', async () => {
  const { service } = setup(JPEGS, () => ({ title: null, channel: null, settled: false }))
  expect(await service.lookup(ID)).toMatchObject({
    ok: true,
    value: { title: null, channel: null },
  })
})

test('a lookup whose title could not be asked is kept only for 1 minute', async () => {
  const { service, asked, advance } = setup(JPEGS, () => ({
    title: null,
    channel: null,
    settled: false,
  }))
  await service.lookup(ID)
  advance(CACHE_TTL.negativeMs - 1)
  await service.lookup(ID)
  expect(asked).toHaveLength(1)
  advance(1)
  await service.lookup(ID)
  expect(asked).toHaveLength(2)
})

test('a lookup without a title source says null for both', async () => {
  const { service } = setup(JPEGS)
  expect(await service.lookup(ID)).toMatchObject({
    ok: true,
    value: { title: null, channel: null },
  })
  expect(await service.videoInfo(ID)).toEqual({ title: null, channel: null })
})

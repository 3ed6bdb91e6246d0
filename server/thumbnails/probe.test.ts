import { beforeAll, expect, test } from 'vitest'
import { greyImage, stubUpstream, type StubAnswer } from '#tests/support/stub-upstream.ts'
import { probe } from './probe.ts'
import { createSources } from './sources.ts'
import { UpstreamError } from './upstream.ts'

const ID = 'dQw4w9WgXcQ'
const images: Record<string, Buffer> = {}

beforeAll(async () => {
  images[`/vi/${ID}/hqdefault.jpg`] = await greyImage('jpg', 480, 360)
  // A real maxres is 1280×720; a smaller one shows the size is read, not assumed.
  images[`/vi/${ID}/maxresdefault.jpg`] = await greyImage('jpg', 1200, 675)
})

function probeWith(answer: (path: string) => StubAnswer) {
  const upstream = stubUpstream(answer)
  const sources = createSources({ upstream, ttl: { positiveMs: 1, negativeMs: 1 }, now: () => 0 })
  return { probed: probe(sources, ID), paths: upstream.paths }
}

test('asks for every quality with its own file at once, but not the upscaled one', async () => {
  const { probed, paths } = probeWith((path) => images[path])
  expect(paths).toHaveLength(5)
  expect(paths.some((path) => path.includes('vi_webp'))).toBe(false)
  await probed
})

test('lists every quality in order, with the real size and URLs of those found', async () => {
  const result = await probeWith((path) => images[path]).probed
  if (!result.ok) throw new Error(`probe failed: ${result.code}`)
  const { lookup, partial } = result.value
  expect(partial).toBe(false)
  expect(lookup.videoId).toBe(ID)
  expect(lookup.thumbnails.map((t) => [t.quality, t.available, t.width, t.height])).toEqual([
    ['default', false, null, null],
    ['mqdefault', false, null, null],
    ['hqdefault', true, 480, 360],
    ['sddefault', false, null, null],
    ['maxresdefault', true, 1200, 675],
    ['fullhd', true, 1920, 1080],
  ])
  expect(lookup.thumbnails[2]).toMatchObject({
    downloadUrl: `/api/thumbnails/${ID}/hqdefault.jpg`,
    previewUrl: `/api/thumbnails/${ID}/preview/hqdefault.webp`,
    upscaled: false,
  })
  expect(lookup.thumbnails[5]).toMatchObject({
    upscaled: true,
    downloadUrl: `/api/thumbnails/${ID}/fullhd.jpg`,
  })
})

test('offers Full HD only when the video has the maxres JPEG', async () => {
  const result = await probeWith((path) => (path.includes('hqdefault') ? images[path] : undefined))
    .probed
  expect(result.ok && result.value.lookup.thumbnails.at(-1)).toMatchObject({
    quality: 'fullhd',
    available: false,
    downloadUrl: null,
  })
})

test('is partial when some qualities failed and others were found', async () => {
  const result = await probeWith((path) =>
    path.includes('default.jpg') && !path.includes('hq')
      ? new UpstreamError('network', 'reset')
      : images[path],
  ).probed
  expect(result.ok && result.value.partial).toBe(true)
})

test('is no_thumbnails when the host has none of them', async () => {
  expect(await probeWith(() => undefined).probed).toEqual({ ok: false, code: 'no_thumbnails' })
})

test('is the host failure when nothing was found and some paths failed', async () => {
  const timeout = new UpstreamError('timeout', 'no answer in time')
  const result = await probeWith((path) => (path.includes('maxres') ? timeout : undefined)).probed
  expect(result).toEqual({ ok: false, code: 'upstream_timeout', cause: timeout })
})

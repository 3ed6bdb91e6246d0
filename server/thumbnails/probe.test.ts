import { beforeAll, expect, test } from 'vitest'
import {
  greyImage,
  pictureImage,
  stubUpstream,
  type StubAnswer,
} from '#tests/support/stub-upstream.ts'
import { PROBED_QUALITIES, PROBES_PER_LOOKUP, probe } from './probe.ts'
import { createSources } from './sources.ts'
import { UpstreamError } from './upstream.ts'

const ID = 'dQw4w9WgXcQ'
const at = (name: string) => `/vi/${ID}/${name}.jpg`
const images: Record<string, Buffer> = {}

beforeAll(async () => {
  images[at('hqdefault')] = await greyImage('jpg', 480, 360)
  images[at('maxresdefault')] = await pictureImage('jpg', 1280, 720, { hue: 10 })
  // hq720 is the maxres byte for byte; 0 is the hq; oar2 and maxres2 are pictures of their own.
  images[at('hq720')] = images[at('maxresdefault')] as Buffer
  images[at('0')] = images[at('hqdefault')] as Buffer
  images[at('oar2')] = await pictureImage('jpg', 1080, 1920, { hue: 90 })
  images[at('maxres2')] = await pictureImage('jpg', 1280, 720, { hue: 250 })
})

function probeWith(answer: (path: string) => StubAnswer) {
  const upstream = stubUpstream(answer)
  const sources = createSources({ upstream, ttl: { positiveMs: 1, negativeMs: 1 }, now: () => 0 })
  return { probed: probe(sources, ID), paths: upstream.paths }
}

async function probed(answer: (path: string) => StubAnswer) {
  const result = await probeWith(answer).probed
  if (!result.ok) throw new Error(`probe failed: ${result.code}`)
  return result.value
}

test('asks for every name with its own file at once, each once, and nothing else', async () => {
  const { probed: done, paths } = probeWith((path) => images[path])
  expect(paths).toHaveLength(PROBES_PER_LOOKUP)
  expect(new Set(paths).size).toBe(paths.length)
  expect(paths.every((path) => path.startsWith(`/vi/${ID}/`))).toBe(true)
  expect(PROBED_QUALITIES.some((q) => q.id === 'fullhd')).toBe(false)
  await done
})

test('lists the six main qualities first, available or not, then the extra pictures found', async () => {
  const { thumbnails, partial } = await probed((path) => images[path])
  expect(partial).toBe(false)
  expect(thumbnails.map((t) => [t.quality, t.available, t.width, t.height])).toEqual([
    ['default', false, null, null],
    ['mqdefault', false, null, null],
    ['hqdefault', true, 480, 360],
    ['sddefault', false, null, null],
    ['maxresdefault', true, 1280, 720],
    ['fullhd', true, 1920, 1080],
    ['oar2', true, 1080, 1920],
    ['maxres2', true, 1280, 720],
  ])
  expect(thumbnails[2]).toMatchObject({
    downloadUrl: `/api/thumbnails/${ID}/hqdefault.jpg`,
    previewUrl: `/api/thumbnails/${ID}/preview/hqdefault.webp`,
    upscaled: false,
    group: 'main',
  })
  expect(thumbnails[5]).toMatchObject({
    upscaled: true,
    downloadUrl: `/api/thumbnails/${ID}/fullhd.jpg`,
  })
  expect(thumbnails[6]).toMatchObject({
    name: 'Shorts cover (vertical, alternate)',
    group: 'original',
    resolution: '1080x1920',
    downloadUrl: `/api/thumbnails/${ID}/oar2.jpg`,
    previewUrl: `/api/thumbnails/${ID}/preview/oar2.webp`,
  })
  expect(thumbnails[7]).toMatchObject({ name: 'Frame 2 (Maximum Resolution)', group: 'frames' })
})

test('lists identical bytes once: hq720 equal to the maxres and 0 equal to the hq are left out', async () => {
  const { thumbnails } = await probed((path) => images[path])
  const names = thumbnails.map((t) => t.quality)
  expect(names).not.toContain('hq720')
  expect(names).not.toContain('0')
})

test('lists an extra that differs from every other picture', async () => {
  const hq720 = await pictureImage('jpg', 1280, 720, { hue: 300 })
  const { thumbnails } = await probed((path) => (path === at('hq720') ? hq720 : images[path]))
  expect(thumbnails.map((t) => t.quality)).toContain('hq720')
})

test('never lists the grey placeholder, even answered with a 200', async () => {
  const placeholder = await greyImage('jpg', 120, 90, '#cfcfcf')
  const { thumbnails, partial } = await probed((path) =>
    path === at('default') || path === at('1') ? placeholder : images[path],
  )
  expect(thumbnails[0]).toMatchObject({ quality: 'default', available: false })
  expect(thumbnails.map((t) => t.quality)).not.toContain('1')
  expect(partial).toBe(false)
})

test('lists a real 120×90 picture', async () => {
  const small = await pictureImage('jpg', 120, 90)
  const { thumbnails } = await probed((path) => (path === at('default') ? small : images[path]))
  expect(thumbnails[0]).toMatchObject({ quality: 'default', available: true, width: 120 })
})

test('does not list a picture whose size is not its name’s: the answer is then partial', async () => {
  const wrong = await pictureImage('jpg', 1200, 675)
  const { thumbnails, partial } = await probed((path) =>
    path === at('maxresdefault') ? wrong : images[path],
  )
  expect(thumbnails[4]).toMatchObject({ quality: 'maxresdefault', available: false })
  expect(partial).toBe(true)
})

test('says which pictures hold a letterbox, from their pixels', async () => {
  const boxed = await pictureImage('jpg', 480, 360, { bar: 45 })
  const { thumbnails } = await probed((path) => (path === at('hqdefault') ? boxed : images[path]))
  expect(thumbnails[2]).toMatchObject({
    quality: 'hqdefault',
    letterboxed: true,
    croppedHeight: 270,
  })
  expect(thumbnails[4]).toMatchObject({
    quality: 'maxresdefault',
    letterboxed: false,
    croppedHeight: null,
  })
})

test('offers Full HD only when the video has the maxres JPEG', async () => {
  const { thumbnails } = await probed((path) =>
    path.includes('hqdefault') ? images[path] : undefined,
  )
  expect(thumbnails[5]).toMatchObject({ quality: 'fullhd', available: false, downloadUrl: null })
})

test('is partial when some names failed and others were found', async () => {
  const { partial } = await probed((path) =>
    path.includes('mq1') ? new UpstreamError('network', 'reset') : images[path],
  )
  expect(partial).toBe(true)
})

test('is no_thumbnails when the host has none of them', async () => {
  expect(await probeWith(() => undefined).probed).toEqual({ ok: false, code: 'no_thumbnails' })
})

test('is the host failure when nothing was found and some paths failed', async () => {
  const timeout = new UpstreamError('timeout', 'no answer in time')
  const result = await probeWith((path) => (path.includes('maxres') ? timeout : undefined)).probed
  expect(result).toEqual({ ok: false, code: 'upstream_timeout', cause: timeout })
})

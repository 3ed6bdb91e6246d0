import sharp from 'sharp'
import { afterEach, beforeAll, expect, test, vi } from 'vitest'
import { PREVIEW_WIDTH } from '#core/filename.ts'
import {
  greyImage,
  pictureImage,
  stubUpstream,
  type StubAnswer,
} from '#tests/support/stub-upstream.ts'
import { createSemaphore, type Semaphore } from '../http/admission/semaphore.ts'
import { createRenderer } from './render.ts'
import { createSources } from './sources.ts'

const ID = 'dQw4w9WgXcQ'
const images: Record<string, Buffer> = {}

beforeAll(async () => {
  images[`/vi/${ID}/hqdefault.jpg`] = await greyImage('jpg', 480, 360)
  images[`/vi/${ID}/maxresdefault.jpg`] = await greyImage('jpg', 1280, 720)
})

function setup(
  answer: (path: string) => StubAnswer = (path) => images[path],
  converter: Semaphore = createSemaphore({ concurrency: 1, maxQueue: 1 }),
) {
  const upstream = stubUpstream(answer)
  const sources = createSources({ upstream, ttl: { positiveMs: 1, negativeMs: 1 }, now: () => 0 })
  return { render: createRenderer({ sources, converter }), paths: upstream.paths, converter }
}

afterEach(() => vi.restoreAllMocks())

/** A limiter with no place at all: every conversion is refused. */
const full = () => createSemaphore({ concurrency: 0, maxQueue: 0 })

test('passes the host’s JPEG through as it is, needing no conversion place', async () => {
  const { render } = setup(undefined, full())
  const result = await render(ID, 'hqdefault', 'jpg')
  expect(result).toEqual({
    ok: true,
    value: { bytes: images[`/vi/${ID}/hqdefault.jpg`], format: 'jpg', width: 480, height: 360 },
  })
})

test('converts to PNG at the source size and gives its place back', async () => {
  const { render, converter } = setup()
  const result = await render(ID, 'hqdefault', 'png')
  if (!result.ok) throw new Error(`render failed: ${result.code}`)
  expect(result.value).toMatchObject({ format: 'png', width: 480, height: 360 })
  expect((await sharp(result.value.bytes).metadata()).format).toBe('png')
  expect([converter.active, converter.queued, converter.reserved]).toEqual([0, 0, 0])
})

test('upscales Full HD to 1920×1080 from the maxres JPEG when the WebP is missing', async () => {
  const { render } = setup()
  const result = await render(ID, 'fullhd', 'webp')
  expect(result.ok && result.value).toMatchObject({ format: 'webp', width: 1920, height: 1080 })
})

test('makes a preview a WebP at most PREVIEW_WIDTH wide', async () => {
  const { render } = setup()
  const result = await render(ID, 'maxresdefault', 'webp', { preview: true })
  expect(result.ok && result.value).toMatchObject({ format: 'webp', width: PREVIEW_WIDTH })
})

test('refuses a conversion at once when the queue is full, before asking the host', async () => {
  const { render, paths } = setup(undefined, full())
  expect(await render(ID, 'hqdefault', 'png')).toEqual({ ok: false, code: 'overloaded' })
  expect(paths).toEqual([])
})

test('names the quality the video lacks, and gives its place back', async () => {
  const { render, converter } = setup()
  expect(await render(ID, 'sddefault', 'png')).toEqual({
    ok: false,
    code: 'not_found',
    quality: 'sddefault',
  })
  expect(converter.reserved).toBe(0)
})

test('a source that does not decode is the host’s failure, in every format: never a 200', async () => {
  const maxres = images[`/vi/${ID}/maxresdefault.jpg`] as Buffer
  const cut = maxres.subarray(0, Math.floor(maxres.length * 0.6))
  const { render, paths } = setup(() => cut)
  for (const format of ['jpg', 'png', 'webp'] as const) {
    expect(await render(ID, 'maxresdefault', format)).toMatchObject({
      ok: false,
      code: 'upstream_error',
    })
  }
  // Never kept: each request asked the host again.
  expect(paths.filter((path) => path === `/vi/${ID}/maxresdefault.jpg`)).toHaveLength(3)
})

test('a conversion at the picture’s own size decodes it once: its own decode is the check', async () => {
  // A hue of its own: no earlier inspection of the same bytes answers for it (inspect.ts).
  const picture = await pictureImage('jpg', 1280, 720, { hue: 41 })
  const { render } = setup(() => picture)
  const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
  expect(await render(ID, 'maxresdefault', 'png')).toMatchObject({
    ok: true,
    value: { format: 'png', width: 1280, height: 720 },
  })
  expect(decodes).toHaveBeenCalledTimes(1)
  // Served as it is, the picture is inspected first (one decode more), and only once.
  for (let i = 0; i < 2; i++)
    expect(await render(ID, 'maxresdefault', 'jpg')).toEqual({
      ok: true,
      value: { bytes: picture, format: 'jpg', width: 1280, height: 720 },
    })
  expect(decodes).toHaveBeenCalledTimes(2)
})

test('a conversion that fails on a picture that decodes cleanly is conversion_failed', async () => {
  const picture = await pictureImage('jpg', 1280, 720, { hue: 42 })
  const { render } = setup(() => picture)
  vi.spyOn(sharp.prototype, 'png').mockImplementationOnce(() => {
    throw new Error('the encoder gave up')
  })
  expect(await render(ID, 'maxresdefault', 'png')).toMatchObject({
    ok: false,
    code: 'conversion_failed',
  })
})

test('a conversion that decodes to another size than the header’s is the host’s failure', async () => {
  const picture = await pictureImage('jpg', 1280, 720, { hue: 43 })
  const { render } = setup(() => picture)
  vi.spyOn(sharp.prototype, 'toBuffer').mockResolvedValueOnce({
    data: Buffer.alloc(12),
    info: { width: 2, height: 2 },
  } as never)
  expect(await render(ID, 'maxresdefault', 'png')).toMatchObject({
    ok: false,
    code: 'upstream_error',
    cause: {
      failure: 'corrupt',
      message: 'upstream corrupt: decoded at 2×2, not the header’s 1280×720',
    },
  })
})

test('the host’s WebP stands for a JPG only while the JPG is sound: a broken one is a 502', async () => {
  const whole = await pictureImage('jpg', 1280, 720, { hue: 44 })
  const cut = whole.subarray(0, whole.length >> 1)
  const webp = await pictureImage('webp', 1280, 720, { hue: 44 })
  const { render } = setup((path) => (path.startsWith('/vi_webp/') ? webp : cut))
  expect(await render(ID, 'maxresdefault', 'webp')).toMatchObject({
    ok: false,
    code: 'upstream_error',
  })
})

test('a source whose size is not its name’s is the host’s failure', async () => {
  const small = await pictureImage('jpg', 640, 360)
  const { render } = setup(() => small)
  expect(await render(ID, 'maxresdefault', 'jpg')).toMatchObject({
    ok: false,
    code: 'upstream_error',
  })
})

test('passes the host’s own WebP through when it keeps one, with no conversion', async () => {
  const webp = await pictureImage('webp', 480, 360)
  const { render, paths } = setup(
    (path) => (path === `/vi_webp/${ID}/hqdefault.webp` ? webp : images[path]),
    full(),
  )
  // Even with no conversion place, the host's WebP is served.
  const result = await render(ID, 'hqdefault', 'webp')
  expect(result).toEqual({ ok: false, code: 'overloaded' })
  const roomy = setup((path) => (path === `/vi_webp/${ID}/hqdefault.webp` ? webp : images[path]))
  expect(await roomy.render(ID, 'hqdefault', 'webp')).toEqual({
    ok: true,
    value: { bytes: webp, format: 'webp', width: 480, height: 360 },
  })
  expect(roomy.paths.sort()).toEqual([`/vi/${ID}/hqdefault.jpg`, `/vi_webp/${ID}/hqdefault.webp`])
  expect(paths).toEqual([])
})

test('converts the JPEG to WebP when the host keeps no WebP of it', async () => {
  const { render } = setup()
  const result = await render(ID, 'hqdefault', 'webp')
  if (!result.ok) throw new Error(`render failed: ${result.code}`)
  expect(result.value.bytes.equals(images[`/vi/${ID}/hqdefault.jpg`] as Buffer)).toBe(false)
  expect((await sharp(result.value.bytes).metadata()).format).toBe('webp')
})

test('crop=letterbox cuts a 4:3 file to its exact 16:9 band, measured once', async () => {
  // Bars two rows short of the band's, as a JPEG block's ringing makes them read.
  const boxed = await pictureImage('jpg', 480, 360, { bar: 43, hue: 140 })
  const { render } = setup(() => boxed)
  const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
  const result = await render(ID, 'hqdefault', 'jpg', { crop: 'letterbox' })
  if (!result.ok) throw new Error(`render failed: ${result.code}`)
  expect(result.value).toMatchObject({ format: 'jpg', width: 480, height: 270 })
  const { height } = await sharp(result.value.bytes).metadata()
  expect(height).toBe(270)
  // The inspection's decode, shrunk to an eighth of the height, whose bars hold the band, and the crop's
  // own: the crop takes the bars the inspection found.
  expect(decodes).toHaveBeenCalledTimes(2)
})

test('crop=letterbox gives a picture without bars back unchanged', async () => {
  const plain = await pictureImage('jpg', 480, 360)
  const { render } = setup(() => plain)
  expect(await render(ID, 'hqdefault', 'jpg', { crop: 'letterbox' })).toEqual({
    ok: true,
    value: { bytes: plain, format: 'jpg', width: 480, height: 360 },
  })
})

/**
 * C3–C7 (docs/reliability.md): what sharp is asked to convert. Fixtures are served as the video's
 * maxres source; the server runs in-process (the pixel-cap and memory rows C1, C2 run in the
 * production process, memory.test.ts; the decoder block, startup.test.ts).
 */
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { createSemaphore, type Semaphore } from '#server/http/admission/semaphore.ts'
import { REQUEST_DEADLINE_MS } from '#server/http/deadline.ts'
import { noiseJpeg } from '#tests/fixtures/forged-images.ts'
import { buildFixtures, type FixtureName } from '#tests/fixtures/hostile.ts'
import { now } from '#tests/support/clock.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'
import { startApp, videoId } from './app-under-test.ts'
import { expectCleanError, readReply } from './error-response.ts'
import { figure } from './figures.ts'
import { sharpInputs, sharpOptions } from './sharp-spy.ts'

vi.mock('sharp', () => import('./sharp-spy.ts'))

let serial = 0
const freshId = () => videoId('cv', ++serial)

const subject = await startApp()
const { host, canary } = subject
afterAll(() => subject.close())
const fixtures = await buildFixtures({ canaryUrl: canary.url('/evil') })
beforeEach(() => host.reset())

/** Serves `body` as the maxres JPEG (or the WebP one for `webp`) of a fresh video id. */
function serveAsMaxres(body: Buffer, as: 'jpg' | 'webp' = 'jpg', contentType?: string): string {
  const id = freshId()
  const path = as === 'jpg' ? `/vi/${id}/maxresdefault.jpg` : `/vi_webp/${id}/maxresdefault.webp`
  host.setBody(path, body, contentType ?? (as === 'jpg' ? 'image/jpeg' : 'image/webp'))
  return id
}

const download = async (id: string, file: string) =>
  readReply(await subject.app.request(`/api/thumbnails/${id}/${file}`))

describe('C3: a truncated or corrupt JPEG', () => {
  test('the first 60 % with a correct Content-Length is refused in every format', async () => {
    const id = serveAsMaxres(fixtures.truncated.body)
    for (const file of ['maxresdefault.jpg', 'maxresdefault.png', 'maxresdefault.webp']) {
      const reply = await download(id, file)
      expect(reply.status).not.toBe(200)
      expectCleanError(reply, 'upstream_error')
    }
  })

  test('cut short but ending in EOI, it is a 502 in every format: never a 200, never a grey half-image', async () => {
    const cut = Buffer.concat([fixtures.truncated.body, Buffer.from([0xff, 0xd9])])
    const id = serveAsMaxres(cut)
    for (const file of [
      'maxresdefault.jpg',
      'maxresdefault.png',
      'maxresdefault.webp',
      'preview/maxresdefault.webp',
    ]) {
      expectCleanError(await download(id, file), 'upstream_error')
    }
  })

  test('a 4:3 picture cut short but ending in EOI is never listed: its pixels are read for bars', async () => {
    const hq = fixtures.hqdefault.body
    const cut = Buffer.concat([hq.subarray(0, hq.length >> 1), Buffer.from([0xff, 0xd9])])
    const id = freshId()
    host.setBody(`/vi/${id}/hqdefault.jpg`, cut, 'image/jpeg')
    const lookup = await subject.app.request(`/api/thumbnails?url=${id}`)
    const body = (await lookup.json()) as { thumbnails: { quality: string; available: boolean }[] }
    expect(body.thumbnails.find((t) => t.quality === 'hqdefault')?.available).toBe(false)
    expectCleanError(await download(id, 'hqdefault.jpg'), 'upstream_error')
  })

  test('a 480×360 JPEG whose header claims 60000×1 is never listed nor served', async () => {
    const hq = fixtures.hqdefault.body
    // The baseline SOF0 frame header holds the height, then the width, big-endian.
    const sof = hq.indexOf(Buffer.from([0xff, 0xc0]))
    const liar = Buffer.from(hq)
    liar.writeUInt16BE(1, sof + 5)
    liar.writeUInt16BE(60000, sof + 7)
    const id = freshId()
    host.setBody(`/vi/${id}/hqdefault.jpg`, liar, 'image/jpeg')
    for (const file of ['hqdefault.jpg', 'hqdefault.png', 'preview/hqdefault.webp']) {
      expectCleanError(await download(id, file), 'upstream_error')
    }
    const lookup = await subject.app.request(`/api/thumbnails?url=${id}`)
    const body = (await lookup.json()) as { thumbnails: { quality: string; available: boolean }[] }
    expect(body.thumbnails.find((t) => t.quality === 'hqdefault')?.available).toBe(false)
  })
})

describe('C4: formats we never decode, served as image/jpeg', () => {
  test.each(['evilSvg', 'gif', 'tiff', 'heif', 'liar'] as const)(
    '%s is refused, and the canary is never contacted',
    async (name) => {
      const id = serveAsMaxres(fixtures[name].body)
      for (const file of ['maxresdefault.jpg', 'maxresdefault.png']) {
        expectCleanError(await download(id, file), 'upstream_error')
      }
      const lookup = await subject.app.request(`/api/thumbnails?url=${id}`)
      const body = (await lookup.json()) as {
        thumbnails: { quality: string; available: boolean }[]
      }
      expect(body.thumbnails.find((t) => t.quality === 'maxresdefault')?.available).toBe(false)
      expect(canary.hits).toBe(0)
      expect(canary.connections).toBe(0)
    },
  )
})

describe('C5: an animated WebP of 200 frames', () => {
  // Its 64×64 frames are no maxres: it is refused as the host's failure, only its first frame
  // ever decoded (convert.ts and inspect.ts read one page).
  test('is not a picture of its name: 502 in every format, no decoder asked for more than frame 1', async () => {
    const animated = fixtures.animated.body
    const id = serveAsMaxres(animated, 'webp')
    const calls = sharpInputs.length
    for (const format of ['png', 'webp', 'jpg']) {
      const started = performance.now()
      const reply = await download(id, `fullhd.${format}`)
      figure('C5', `animated → fullhd.${format}`, performance.now() - started)
      expectCleanError(reply, 'upstream_error')
    }
    // Each decoder that opened it read one page (convert.ts and inspect.ts ask for `pages: 1`).
    const opened = sharpInputs.flatMap((input, i) =>
      i >= calls && Buffer.isBuffer(input) && input.equals(animated) ? [sharpOptions[i]] : [],
    )
    for (const options of opened) {
      expect(options).toMatchObject({ pages: 1 })
      expect(options).not.toMatchObject({ animated: true })
    }
  })
})

describe('C6: golden conversions of the five catalogue images (we offer PNG and WebP, no AVIF)', () => {
  const MAGIC = {
    png: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
    webp: (b: Buffer) =>
      b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  }

  test.each(
    ['default', 'mqdefault', 'hqdefault', 'sddefault', 'maxresdefault'].flatMap((quality) =>
      (['png', 'webp'] as const).map((format) => [quality, format] as const),
    ),
  )(
    '%s as %s: right magic, dims and length; PNG within 2 % RMSE of the source',
    async (quality, format) => {
      const source = fixtures[quality as FixtureName].body
      const res = await subject.app.request(`/api/thumbnails/${freshId()}/${quality}.${format}`)
      expect(res.status).toBe(200)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(res.headers.get('Content-Length')).toBe(String(bytes.length))
      expect(MAGIC[format](bytes)).toBe(true)
      const [expected, actual] = await Promise.all([rgb(source), rgb(bytes)])
      expect(actual.info).toMatchObject({
        width: expected.info.width,
        height: expected.info.height,
      })
      figure('C6', `${quality}.${format} RMSE`, rmse(expected.data, actual.data) * 100, '%')
      if (format === 'png') expect(rmse(expected.data, actual.data)).toBeLessThanOrEqual(0.02)
    },
  )
})

/**
 * The largest picture a name may have is the original shape's 1920×1080 (core/qualities.ts,
 * isPlausibleSize): anything bigger is refused before it is converted.
 */
const noise = await noiseJpeg(1920, 1080)
function serveAsOriginal(body: Buffer): string {
  const id = freshId()
  host.setBody(`/vi/${id}/oardefault.jpg`, body, 'image/jpeg')
  return id
}

describe('C7: the most expensive image we accept', () => {
  // How long it takes is a figure (bench/worst-conversion.ts, tests/load/worst-conversion.load.ts).
  test('1920×1080 noise (≤ 2 MiB) as the original shape becomes a WebP', async () => {
    expect(noise.length).toBeLessThanOrEqual(2 * 1024 * 1024)
    const times: number[] = []
    for (let run = 0; run < 2; run++) {
      const id = serveAsOriginal(noise)
      const started = performance.now()
      const res = await subject.app.request(`/api/thumbnails/${id}/oardefault.webp`)
      times.push(performance.now() - started)
      expect(res.status).toBe(200)
      expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 1920,
        height: 1080,
      })
    }
    figure('C7', 'noise 1920×1080 → webp, fastest of two', Math.min(...times))
  }, 20_000)

  test(`a 504 at the request deadline (${REQUEST_DEADLINE_MS / 1000} s in production, 100 ms here) keeps the slot until libvips returns`, async () => {
    const { app, converter, spans } = deadlineApp(100)
    const [first, second] = [serveAsOriginal(noise), serveAsOriginal(noise)]
    const replies = await Promise.all(
      [first, second].map(async (id) => {
        const reply = await readReply(await app.request(`/api/thumbnails/${id}/oardefault.png`))
        return { ...reply, at: now() }
      }),
    )
    for (const reply of replies) expectCleanError(reply, 'upstream_timeout')
    // Both callers have their 504; the first conversion still holds the only slot.
    expect(converter.active).toBe(1)
    while (spans.filter((s) => s.end).length < 2) await new Promise((r) => setTimeout(r, 10))
    const [a, b] = spans
    expect(a?.end).toBeGreaterThan(Math.max(...replies.map((r) => r.at)))
    // The second conversion began only once the first one had really finished.
    expect(b?.start).toBeGreaterThanOrEqual(a?.end ?? Infinity)
    expect(converter.active).toBe(0)
  }, 20_000)

  test('a full queue is 503 overloaded with Retry-After, at once', async () => {
    const { app, converter, spans } = deadlineApp(10_000, { concurrency: 1, maxQueue: 0 })
    const [first, second] = [serveAsOriginal(noise), serveAsOriginal(noise)]
    const busy = app.request(`/api/thumbnails/${first}/oardefault.png`)
    // The second asks once the first holds the slot.
    await expect.poll(() => converter.active, { timeout: 10_000 }).toBe(1)
    const refused = await readReply(await app.request(`/api/thumbnails/${second}/oardefault.png`))
    expectCleanError(refused, 'overloaded')
    expect(refused.headers.get('Retry-After')).toBe('2')
    expect((await busy).status).toBe(200)
    // At once: the limiter refused it while the first held the slot (no queue), and no
    // conversion of its own ever began.
    expect(spans).toHaveLength(1)
  }, 20_000)
})

type Span = { start: number; end?: number }

/**
 * The thumbnail routes alone, with a short request deadline and a limiter that notes when each
 * task really starts and ends: enough to watch the slot outlive the 504.
 */
function deadlineApp(deadlineMs: number, limits = { concurrency: 1, maxQueue: 4 }) {
  const limiter = createSemaphore(limits)
  const spans: Span[] = []
  // The real limiter, its getters included, with `run` noting each task's span.
  const converter: Semaphore = Object.assign(Object.create(limiter) as Semaphore, {
    run: <T>(task: () => Promise<T>) =>
      limiter.run(async () => {
        const span: Span = { start: now() }
        spans.push(span)
        try {
          return await task()
        } finally {
          span.end = now()
        }
      }),
  })
  const { app } = thumbnailsApp({ upstream: subject.upstream, converter, deadlineMs })
  return { app, converter, spans }
}

async function rgb(image: Buffer) {
  return sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
}

/** Root-mean-square difference of two equal-length 8-bit buffers, as a fraction of 255. */
function rmse(a: Buffer, b: Buffer): number {
  expect(b.length).toBe(a.length)
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += ((a[i] ?? 0) - (b[i] ?? 0)) ** 2
  return Math.sqrt(sum / a.length) / 255
}

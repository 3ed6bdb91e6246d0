/**
 * Crops to a shape (`?crop=1:1`, `4:5`, `9:16`, `16:9`, `1.91:1`: core/crops.ts) and the play
 * button (`?overlay=play`) through the API, against the fake image host: a music video's square
 * artwork between side bars (its README.md, `music` ids) cut out whole, a plain picture cut to
 * every shape, never enlarged, the names that say so, and the refusals.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { CROP_SHAPES, CROPS, cropBox, NO_MARGINS, type ShapeCrop } from '#core/crops.ts'
import type { Lookup } from '#core/lookup.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'

let host: FakeImageHost
let upstream: Upstream
let serial = 0
/** A fresh id with this prefix (11 characters), so no cache hides a request. */
const fresh = (prefix: string) => `${prefix}${String(++serial).padStart(11 - prefix.length, '0')}`

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = testUpstream(host.origin)
})
afterAll(async () => {
  await upstream.close()
  await host.close()
})
beforeEach(() => host.reset())

const makeApp = () => thumbnailsApp({ upstream }).app

async function picture(path: string) {
  const res = await makeApp().request(path)
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => ''),
  ).toBe(200)
  const bytes = Buffer.from(await res.arrayBuffer())
  const image = sharp(bytes)
  const { width = 0, height = 0, format } = await image.metadata()
  return { res, image, width, height, format }
}

type Image = ReturnType<typeof sharp>

/**
 * Each channel's mean and spread over a box of the image (sharp's own `stats()` reads the whole
 * input, whatever was extracted: so the box is cut to raw pixels first).
 */
async function boxStats(
  image: Image,
  box: { left: number; top: number; width: number; height: number },
) {
  const { data, info } = await image
    .clone()
    .extract(box)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return Array.from({ length: info.channels }, (_, channel) => {
    const values = data.filter((_, index) => index % info.channels === channel)
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length
    return { mean: Math.round(mean), spread: Math.max(...values) - Math.min(...values) }
  })
}

describe('?crop= a shape', () => {
  test("a music video's square artwork between side bars: crop=1:1 is the artwork, bars gone", async () => {
    const id = fresh('music')
    const { res, image, width, height } = await picture(
      `/api/thumbnails/${id}/maxresdefault.png?crop=1:1`,
    )
    expect({ width, height }).toEqual({ width: 720, height: 720 })
    expect(res.headers.get('Content-Disposition')).toContain(
      `youtube-thumbnail-${id}-maxresdefault-1x1.png`,
    )
    // The artwork is a diagonal gradient: its edge columns vary, where a flat side bar would not.
    const column = (left: number) => boxStats(image, { left, top: 0, width: 4, height })
    for (const edge of [await column(0), await column(width - 4)]) {
      expect(edge.some((channel) => channel.spread > 40)).toBe(true)
    }
  })

  test('a 4:3 file of it, letterboxed and pillarboxed: the square inside both', async () => {
    const id = fresh('music')
    const sd = await picture(`/api/thumbnails/${id}/sddefault.jpg?crop=1:1`)
    expect({ width: sd.width, height: sd.height }).toEqual({ width: 360, height: 360 })
    // The enlarged Full HD enlarges the artwork by the same factor.
    const fullhd = await picture(`/api/thumbnails/${id}/fullhd.jpg?crop=1:1`)
    expect({ width: fullhd.width, height: fullhd.height }).toEqual({ width: 1080, height: 1080 })
  })

  test.each(CROPS.filter((crop): crop is ShapeCrop => crop !== 'letterbox'))(
    'a plain 1280×720 picture cut to %s: the largest box of it, never enlarged',
    async (crop) => {
      const id = fresh('plain')
      const { width, height, format } = await picture(
        `/api/thumbnails/${id}/maxresdefault.webp?crop=${encodeURIComponent(crop)}`,
      )
      const box = cropBox({ width: 1280, height: 720 }, NO_MARGINS, crop)
      expect({ width, height, format }).toEqual({
        width: box.width,
        height: box.height,
        format: 'webp',
      })
      expect(width).toBeLessThanOrEqual(1280)
      expect(height).toBeLessThanOrEqual(720)
      expect(Math.abs(width / height - CROP_SHAPES[crop].ratio)).toBeLessThan(0.01)
    },
  )

  test('Open Graph: 1280×670 from 1280×720; a small picture gives the shape at its own size', async () => {
    const id = fresh('plain')
    const og = await picture(`/api/thumbnails/${id}/maxresdefault.jpg?crop=1.91:1`)
    expect({ width: og.width, height: og.height }).toEqual({ width: 1280, height: 670 })
    const small = await picture(`/api/thumbnails/${id}/default.jpg?crop=9:16`)
    expect({ width: small.width, height: small.height }).toEqual({ width: 51, height: 90 })
  })

  test('the preview takes a shape too', async () => {
    const id = fresh('music')
    const preview = await picture(`/api/thumbnails/${id}/preview/maxresdefault.webp?crop=1:1`)
    expect({ width: preview.width, height: preview.height }).toEqual({ width: 320, height: 320 })
  })

  test('an unknown crop is a 400 that names the crops there are', async () => {
    const id = fresh('plain')
    const res = await makeApp().request(`/api/thumbnails/${id}/maxresdefault.jpg?crop=2:1`)
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { message: string; fields: object } }
    expect(body.error.fields).toEqual({ crop: 'unknown crop' })
    for (const crop of CROPS) expect(body.error.message).toContain(`crop=${crop}`)
  })
})

describe('?overlay=play', () => {
  test('a play button in the centre, in any format and crop; the name says so', async () => {
    const id = fresh('plain')
    const plain = await picture(`/api/thumbnails/${id}/hqdefault.jpg`)
    const marked = await picture(`/api/thumbnails/${id}/hqdefault.jpg?overlay=play`)
    expect({ width: marked.width, height: marked.height }).toEqual({ width: 480, height: 360 })
    expect(marked.res.headers.get('Content-Disposition')).toContain(`${id}-hqdefault-play.jpg`)
    // Inside the button, below and left of the drawing's text and the triangle: red now.
    const spot = async (image: Image) =>
      (await boxStats(image, { left: 196, top: 208, width: 4, height: 4 })).map((c) => c.mean)
    const [r = 0, g = 255, b = 255] = await spot(marked.image)
    expect(r).toBeGreaterThan(180)
    expect(g).toBeLessThan(80)
    expect(b).toBeLessThan(80)
    expect((await spot(plain.image))[0]).toBeLessThan(120)

    const square = await picture(`/api/thumbnails/${id}/maxresdefault.png?crop=1:1&overlay=play`)
    expect({ width: square.width, height: square.height }).toEqual({ width: 720, height: 720 })
    expect(square.res.headers.get('Content-Disposition')).toContain(
      `${id}-maxresdefault-1x1-play.png`,
    )
  })

  test('an unknown overlay is a 400', async () => {
    const res = await makeApp().request(
      `/api/thumbnails/${fresh('plain')}/hqdefault.jpg?overlay=logo`,
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      overlay: 'unknown overlay',
    })
  })
})

describe('square originals', () => {
  test("a music video's square covers are listed as such, at their own sizes", async () => {
    const id = fresh('music')
    const res = await makeApp().request(`/api/thumbnails?url=${id}`)
    const body = (await res.json()) as Lookup
    const originals = body.thumbnails.filter((t) => t.group === 'original' && t.available)
    expect(originals.map((t) => [t.quality, t.name, t.width, t.height])).toEqual([
      ['oardefault', 'Square cover', 1080, 1080],
      ['oar2', 'Square cover (alternate)', 720, 720],
    ])
  })

  test("the lookup tells each picture's width between side bars, as the crops will cut", async () => {
    const id = fresh('music')
    const app = makeApp()
    const body = (await (await app.request(`/api/thumbnails?url=${id}`)).json()) as Lookup
    const framed = body.thumbnails.filter((t) => t.available && t.pillarboxed)
    expect(framed.map((t) => [t.quality, t.croppedWidth])).toEqual([
      ['default', 68],
      ['mqdefault', 180],
      ['hqdefault', 270],
      ['sddefault', 360],
      ['maxresdefault', 720],
      ['fullhd', 1080],
    ])
    // The square cut is that width, and the height between any bars above and below.
    for (const entry of framed.filter((t) => !t.upscaled)) {
      const cut = await picture(`${entry.downloadUrl ?? ''}?crop=1:1`)
      expect([entry.quality, cut.width, cut.height]).toEqual([
        entry.quality,
        entry.croppedWidth,
        entry.croppedHeight ?? entry.height,
      ])
    }
    // Square originals and an ordinary video's pictures: none.
    expect(body.thumbnails.filter((t) => t.group === 'original').every((t) => !t.pillarboxed)).toBe(
      true,
    )
    const plain = (await (
      await app.request(`/api/thumbnails?url=${fresh('plain')}`)
    ).json()) as Lookup
    expect(plain.thumbnails.every((t) => !t.pillarboxed && t.croppedWidth === null)).toBe(true)
  })
})

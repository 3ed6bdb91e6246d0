/**
 * Where a crop cuts: side bars found in the pixels (a music video's artwork), the bars of a 4:3
 * file taken from its inspection, and attention moving a cut towards what there is to see.
 */
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { renderQuality } from '#tests/fake-image-host/images.ts'
import { cropRegion, findPillars } from './crop.ts'

/** A grey picture from a function of (x, y). */
function grey(width: number, height: number, value: (x: number, y: number) => number) {
  const data = Buffer.alloc(width * height)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = value(x, y)
  return { data, width, height }
}
const NO_ROWS = { top: 0, bottom: 0 }

describe('findPillars', () => {
  test('flat columns on both sides, of any one colour, around a picture that varies', () => {
    const picture = grey(160, 90, (x, y) => (x < 35 || x >= 125 ? 90 : (x * 7 + y * 3) % 256))
    expect(findPillars(picture, NO_ROWS)).toEqual({ left: 35, right: 35 })
  })

  test('not on one side only, nor lopsided, nor leaving a sliver', () => {
    const oneSide = grey(160, 90, (x, y) => (x < 35 ? 20 : (x * 7 + y * 3) % 256))
    expect(findPillars(oneSide, NO_ROWS)).toBeNull()
    const lopsided = grey(160, 90, (x, y) => (x < 20 || x >= 110 ? 20 : (x * 7 + y * 3) % 256))
    expect(findPillars(lopsided, NO_ROWS)).toBeNull()
    const sliver = grey(160, 90, (x, y) => (x < 70 || x >= 90 ? 20 : (x * 7 + y * 3) % 256))
    expect(findPillars(sliver, NO_ROWS)).toBeNull()
  })

  test('only the rows between bars above and below count', () => {
    // Black bars above and below; the columns are flat between them only.
    const picture = grey(160, 120, (x, y) =>
      y < 15 || y >= 105 ? 0 : x < 35 || x >= 125 ? 200 : (x * 7 + y * 3) % 256,
    )
    expect(findPillars(picture, { top: 15, bottom: 15 })).toEqual({ left: 35, right: 35 })
  })
})

describe('cropRegion', () => {
  test("the fake host's music artwork: the square between the side bars, exactly", async () => {
    const maxres = await renderQuality('maxresdefault', 'drawing', false, true)
    expect(await cropRegion(maxres, { width: 1280, height: 720 }, null, '1:1')).toEqual({
      left: 280,
      top: 0,
      width: 720,
      height: 720,
    })
    const sd = await renderQuality('sddefault', 'drawing', true, true)
    expect(
      await cropRegion(sd, { width: 640, height: 480 }, { top: 60, bottom: 60 }, '1:1'),
    ).toEqual({ left: 140, top: 60, width: 360, height: 360 })
  })

  test('without bars, attention moves the cut towards a subject off the centre', async () => {
    // A flat background with a busy, saturated patch in the right third.
    const subject = await sharp({
      create: {
        width: 200,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    const picture = await sharp({
      create: { width: 1280, height: 720, channels: 3, background: '#6b7b8c' },
    })
      .composite([{ input: subject, left: 960, top: 200 }])
      .jpeg()
      .toBuffer()
    const box = await cropRegion(picture, { width: 1280, height: 720 }, null, '9:16')
    expect({ width: box.width, height: box.height, top: box.top }).toEqual({
      width: 405,
      height: 720,
      top: 0,
    })
    // The centred cut (left 437) would miss the subject at 960–1160; this one holds it.
    expect(box.left).toBeGreaterThan(437)
    expect(box.left + box.width).toBeGreaterThanOrEqual(1060)
  })

  test('letterbox needs no decode: the rows between the bars', async () => {
    expect(
      await cropRegion(
        Buffer.from('not an image'),
        { width: 640, height: 480 },
        { top: 60, bottom: 60 },
        'letterbox',
      ),
    ).toEqual({ left: 0, top: 60, width: 640, height: 360 })
  })
})

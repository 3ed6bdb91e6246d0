import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { greyImage, pictureImage } from '#tests/support/stub-upstream.ts'
import { ConversionError } from './convert.ts'
import { exactBars, findBars, inspectImage } from './inspect.ts'

describe('inspectImage', () => {
  test('measures a picture: size, hash, no placeholder, no bars', async () => {
    const picture = await pictureImage('jpg', 480, 360)
    const inspection = await inspectImage(picture)
    expect(inspection).toMatchObject({ width: 480, height: 360, placeholder: false })
    expect(inspection.letterboxed).toBe(false)
    expect(inspection.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  test('takes a flat grey 120×90 image for the host’s placeholder, and nothing else', async () => {
    expect((await inspectImage(await greyImage('jpg', 120, 90, '#cfcfcf'))).placeholder).toBe(true)
    expect((await inspectImage(await pictureImage('jpg', 120, 90))).placeholder).toBe(false)
    expect((await inspectImage(await greyImage('jpg', 480, 360, '#cfcfcf'))).placeholder).toBe(
      false,
    )
  })

  test('finds the bars of a letterboxed 4:3 picture and its height without them, and none in a dark scene', async () => {
    expect(await inspectImage(await pictureImage('jpg', 640, 480, { bar: 60 }))).toMatchObject({
      letterboxed: true,
      croppedHeight: 360,
    })
    expect(await inspectImage(await greyImage('jpg', 640, 480, '#050505'))).toMatchObject({
      letterboxed: false,
      croppedHeight: null,
    })
    expect((await inspectImage(await pictureImage('jpg', 480, 360))).croppedHeight).toBeNull()
  })

  test('equal bytes have equal hashes; different pictures different ones', async () => {
    const a = await pictureImage('jpg', 320, 180, { hue: 10 })
    const b = await pictureImage('jpg', 320, 180, { hue: 200 })
    expect((await inspectImage(Buffer.from(a))).hash).toBe((await inspectImage(a)).hash)
    expect((await inspectImage(a)).hash).not.toBe((await inspectImage(b)).hash)
  })

  test('a JPEG cut in half, even ending in an end marker, is corrupt once decoded: the host’s failure', async () => {
    for (const [width, height, options] of [
      // A 4:3 picture is decoded for its bars anyway; a 16:9 one when asked to.
      [480, 360, {}],
      [1280, 720, { decode: true }],
    ] as const) {
      const whole = await pictureImage('jpg', width, height, { hue: 21 })
      const cut = Buffer.concat([whole.subarray(0, whole.length >> 1), Buffer.from([0xff, 0xd9])])
      await expect(inspectImage(cut, undefined, options)).rejects.toMatchObject({
        failure: 'corrupt',
      })
    }
  })

  test('a picture whose pixels tell nothing is its header, with no decode', async () => {
    const wide = await pictureImage('jpg', 1280, 720, { hue: 22 })
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    expect(await inspectImage(wide)).toMatchObject({
      width: 1280,
      height: 720,
      placeholder: false,
      letterboxed: false,
      bars: null,
    })
    expect(decodes).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })

  test('an image over the pixel cap is refused from its header', async () => {
    const huge = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: '#000' },
    })
      .jpeg()
      .toBuffer()
    await expect(inspectImage(huge)).rejects.toBeInstanceOf(ConversionError)
  })
})

describe('the header is read once', () => {
  afterEach(() => vi.restoreAllMocks())

  test('an inspection never asks libvips for the header, and decodes only a 4:3 file', async () => {
    // Distinct pictures (another hue each), so no inspection is answered from the last ones.
    const plain = await pictureImage('jpg', 640, 360, { hue: 77 })
    const boxed = await pictureImage('jpg', 640, 480, { bar: 60, hue: 78 })
    const webp = await pictureImage('webp', 320, 180, { hue: 79 })
    const metadata = vi.spyOn(sharp.prototype, 'metadata')
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    expect(await inspectImage(plain)).toMatchObject({ width: 640, height: 360 })
    expect(await inspectImage(webp)).toMatchObject({ width: 320, height: 180 })
    expect(await inspectImage(boxed)).toMatchObject({ width: 640, height: 480, croppedHeight: 360 })
    expect(metadata).not.toHaveBeenCalled()
    // The 16:9 pictures are their headers; the 4:3 one is decoded once, at full size.
    expect(decodes).toHaveBeenCalledTimes(1)
  })

  test('a header that is not a JPEG or WebP header is refused before any decode', async () => {
    const jpeg = await pictureImage('jpg', 160, 90, { hue: 80 })
    // SOI, then straight into the scan: no frame header.
    const headless = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xda, 0, 2])])
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    await expect(inspectImage(headless)).rejects.toBeInstanceOf(ConversionError)
    expect(decodes).not.toHaveBeenCalled()
  })
})

describe('the bars of a 4:3 file', () => {
  test('are measured at full resolution', async () => {
    const { bars } = await inspectImage(await pictureImage('jpg', 480, 360, { bar: 80 }))
    expect(Math.abs((bars?.top ?? 0) - 80)).toBeLessThanOrEqual(2)
    expect(Math.abs((bars?.bottom ?? 0) - 80)).toBeLessThanOrEqual(2)
  })

  test('a 16:9 picture in a 4:3 file is cut to the exact band, a row or two of ringing aside', async () => {
    // Bars a little short of the band's, as a JPEG block's ringing makes them read.
    for (const [width, height, bar, top] of [
      [480, 360, 45, 45],
      [480, 360, 43, 45],
      [640, 480, 58, 60],
      [120, 90, 11, 11],
    ] as const) {
      const { bars } = await inspectImage(await pictureImage('jpg', width, height, { bar }))
      const band = Math.round((width * 9) / 16)
      expect(bars, `${width}×${height}, bars of ${bar}`).toEqual({
        top,
        bottom: height - band - top,
      })
    }
  })

  test('bars of another shape than 16:9 are kept as measured, not snapped to the band', async () => {
    // A 1.85:1 picture in 480×360, and a 5:3-ish one in 640×480: bars of 50 and 52 rows.
    const wide = await pictureImage('jpg', 480, 360, { bar: 50, hue: 130 })
    expect(await inspectImage(wide)).toMatchObject({ letterboxed: true, croppedHeight: 260 })
    const sd = await pictureImage('jpg', 640, 480, { bar: 52, hue: 131 })
    expect(await inspectImage(sd)).toMatchObject({ letterboxed: true, croppedHeight: 376 })
  })

  test('an inspection gives the exact band’s height too', async () => {
    const hq = await pictureImage('jpg', 480, 360, { bar: 43, hue: 120 })
    expect(await inspectImage(hq)).toMatchObject({ letterboxed: true, croppedHeight: 270 })
  })

  test('are none in a picture without them', async () => {
    expect((await inspectImage(await pictureImage('jpg', 480, 360, { hue: 140 }))).bars).toBeNull()
  })
})

describe('exactBars', () => {
  test('snaps bars within a few rows of a 4:3 file’s 16:9 band to it', () => {
    expect(exactBars({ top: 43, bottom: 43 }, { width: 480, height: 360 })).toEqual({
      top: 45,
      bottom: 45,
    })
    expect(exactBars({ top: 62, bottom: 57 }, { width: 640, height: 480 })).toEqual({
      top: 60,
      bottom: 60,
    })
  })

  test('keeps other bars as measured: far from the band, off centre, or not a 4:3 file', () => {
    expect(exactBars({ top: 80, bottom: 80 }, { width: 480, height: 360 })).toEqual({
      top: 80,
      bottom: 80,
    })
    expect(exactBars({ top: 35, bottom: 55 }, { width: 480, height: 360 })).toEqual({
      top: 35,
      bottom: 55,
    })
    expect(exactBars({ top: 100, bottom: 100 }, { width: 1280, height: 720 })).toEqual({
      top: 100,
      bottom: 100,
    })
  })
})

describe('findBars', () => {
  const rows = (values: number[], width = 4) => ({
    data: Buffer.from(values.flatMap((v) => Array<number>(width).fill(v))),
    width,
    height: values.length,
  })

  test('counts dark flat rows from each edge', () => {
    expect(findBars(rows([0, 0, 200, 150, 180, 100, 0, 0]))).toEqual({ top: 2, bottom: 2 })
  })

  test('wants bars at both edges', () => {
    expect(findBars(rows([0, 0, 200, 150, 180, 100, 90, 80]))).toBeNull()
  })

  test('refuses bars that leave less than half the picture (a dark scene)', () => {
    expect(findBars(rows([0, 0, 0, 200, 0, 0, 0, 0]))).toBeNull()
  })

  test('a row with one bright pixel is not a bar', () => {
    const data = rows([0, 0, 200, 150, 180, 100, 0, 0])
    data.data[1] = 255
    expect(findBars(data)).toEqual(null)
  })
})

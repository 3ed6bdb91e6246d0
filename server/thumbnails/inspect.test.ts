import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { greyImage, pictureImage } from '#tests/support/stub-upstream.ts'
import { ConversionError } from './convert.ts'
import { findBars, findLetterbox, inspectImage } from './inspect.ts'
import { UpstreamError } from './upstream.ts'

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

  test('a JPEG cut in half, even ending in an end marker, is corrupt: the host’s failure', async () => {
    const whole = await pictureImage('jpg', 1280, 720)
    const cut = Buffer.concat([whole.subarray(0, whole.length >> 1), Buffer.from([0xff, 0xd9])])
    await expect(inspectImage(cut)).rejects.toBeInstanceOf(UpstreamError)
    await expect(inspectImage(cut)).rejects.toMatchObject({ failure: 'corrupt' })
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

  test('an inspection and a letterbox crop never ask libvips for the header', async () => {
    // Distinct pictures (another hue each), so no inspection is answered from the last ones.
    const plain = await pictureImage('jpg', 640, 360, { hue: 77 })
    const boxed = await pictureImage('jpg', 640, 480, { bar: 60, hue: 78 })
    const webp = await pictureImage('webp', 320, 180, { hue: 79 })
    const metadata = vi.spyOn(sharp.prototype, 'metadata')
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    expect(await inspectImage(plain)).toMatchObject({ width: 640, height: 360 })
    expect(await inspectImage(webp)).toMatchObject({ width: 320, height: 180 })
    const { height } = await inspectImage(boxed)
    expect(await findLetterbox(boxed, height)).toMatchObject({ width: 640, height: 480 })
    expect(metadata).not.toHaveBeenCalled()
    // One decode per inspection, one more for the letterboxed picture's bars at full
    // resolution, and one for the crop's rows: the header is never read by libvips.
    expect(decodes).toHaveBeenCalledTimes(5)
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

describe('findLetterbox', () => {
  test('gives the bars at full resolution', async () => {
    const bars = await findLetterbox(await pictureImage('jpg', 480, 360, { bar: 45 }))
    expect(bars).toMatchObject({ width: 480, height: 360 })
    expect(Math.abs((bars?.top ?? 0) - 45)).toBeLessThanOrEqual(2)
    expect(Math.abs((bars?.bottom ?? 0) - 45)).toBeLessThanOrEqual(2)
  })

  test('is null for a picture without bars', async () => {
    expect(await findLetterbox(await pictureImage('jpg', 480, 360))).toBeNull()
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

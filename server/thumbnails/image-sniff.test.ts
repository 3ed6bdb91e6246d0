import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { headerSize } from './image-sniff.ts'

const picture = (width: number, height: number, alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: '#4080c0' },
  })

describe('headerSize', () => {
  test.each([
    [1280, 720],
    [120, 90],
    [1, 1],
    [2560, 1440],
  ])('reads a %i×%i JPEG, baseline and progressive, as libvips does', async (width, height) => {
    for (const progressive of [false, true]) {
      const jpeg = await picture(width, height).jpeg({ progressive }).toBuffer()
      expect(headerSize(jpeg)).toEqual({ width, height })
      expect(await sharp(jpeg).metadata()).toMatchObject({ width, height })
    }
  })

  test('skips the segments before the frame header (EXIF, ICC) and fill bytes', async () => {
    const jpeg = await picture(640, 480).jpeg().withMetadata().toBuffer()
    expect(headerSize(jpeg)).toEqual({ width: 640, height: 480 })
    // FF fill bytes before the first marker after SOI are legal (ITU T.81, B.1.1.2).
    const filled = Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xff]), jpeg.subarray(2)])
    expect(headerSize(filled)).toEqual({ width: 640, height: 480 })
  })

  test.each([
    ['lossy', { lossless: false }, false],
    ['lossless', { lossless: true }, false],
    ['lossy with alpha (VP8X)', { lossless: false }, true],
  ] as const)('reads a %s WebP', async (_, options, alpha) => {
    for (const [width, height] of [
      [1280, 720],
      [480, 360],
      [3, 5],
    ] as const) {
      const webp = await picture(width, height, alpha).webp(options).toBuffer()
      expect(headerSize(webp)).toEqual({ width, height })
    }
  })

  test('is undefined for a cut header, a PNG or bytes that are no image', async () => {
    const jpeg = await picture(64, 64).jpeg().toBuffer()
    expect(headerSize(jpeg.subarray(0, 20))).toBeUndefined()
    expect(headerSize(await picture(64, 64).png().toBuffer())).toBeUndefined()
    expect(headerSize(Buffer.from('<html></html>'))).toBeUndefined()
    const webp = await picture(64, 64).webp().toBuffer()
    expect(headerSize(webp.subarray(0, 24))).toBeUndefined()
  })
})

import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { headerSize, isCompleteImage } from './image-sniff.ts'

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

  test('is undefined when a second start of image comes before the frame header', async () => {
    const jpeg = await picture(64, 64).jpeg().toBuffer()
    const twice = Buffer.concat([jpeg.subarray(0, 2), jpeg])
    expect(headerSize(jpeg)).toEqual({ width: 64, height: 64 })
    expect(headerSize(twice)).toBeUndefined()
  })
})

describe('isCompleteImage', () => {
  /** A 1280×720 picture with detail, baseline or progressive. */
  const detailed = (progressive = false) =>
    sharp({
      create: {
        width: 1280,
        height: 720,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ progressive })
      .toBuffer()
  const EOI = Buffer.from([0xff, 0xd9])

  test('takes a whole JPEG, baseline, progressive or with metadata, and a whole WebP', async () => {
    expect(isCompleteImage(await detailed(), 'jpg')).toBe(true)
    expect(isCompleteImage(await detailed(true), 'jpg')).toBe(true)
    expect(isCompleteImage(await picture(640, 480).jpeg().withMetadata().toBuffer(), 'jpg')).toBe(
      true,
    )
    for (const alpha of [false, true]) {
      const webp = await picture(480, 360, alpha).webp().toBuffer()
      expect(isCompleteImage(webp, 'webp')).toBe(true)
    }
  })

  test('refuses a JPEG cut short anywhere: in a header, in the scan, or before its end marker', async () => {
    const jpeg = await detailed()
    for (const share of [0.01, 0.3, 0.6, 0.999]) {
      expect(isCompleteImage(jpeg.subarray(0, Math.floor(jpeg.length * share)), 'jpg')).toBe(false)
    }
    expect(isCompleteImage(jpeg.subarray(0, -1), 'jpg')).toBe(false)
  })

  test('refuses a header claiming more blocks than the scan data can hold, end marker or not', async () => {
    const small = await sharp({
      create: {
        width: 120,
        height: 90,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg()
      .toBuffer()
    const liar = Buffer.from(small)
    const sof = liar.indexOf(Buffer.from([0xff, 0xc0]))
    liar.writeUInt16BE(720, sof + 5)
    liar.writeUInt16BE(1280, sof + 7)
    expect(isCompleteImage(small, 'jpg')).toBe(true)
    expect(isCompleteImage(liar, 'jpg')).toBe(false)
    // A big picture's headers and the first 2,000 bytes of its scan, given an end marker: far
    // short of the 2 bits each of its 21,600 blocks takes at the least.
    const big = await detailed()
    const scan = big.indexOf(Buffer.from([0xff, 0xda]))
    const stub = Buffer.concat([big.subarray(0, scan + 2_000), EOI])
    expect(isCompleteImage(stub, 'jpg')).toBe(false)
  })

  test('refuses bytes after the end marker, a second start of image and a WebP whose chunks overrun', async () => {
    const jpeg = await picture(64, 64).jpeg().toBuffer()
    expect(isCompleteImage(Buffer.concat([jpeg, Buffer.from('junk')]), 'jpg')).toBe(false)
    expect(isCompleteImage(Buffer.concat([jpeg.subarray(0, 2), jpeg]), 'jpg')).toBe(false)
    const webp = await picture(64, 64).webp().toBuffer()
    const overrun = Buffer.from(webp)
    overrun.writeUInt32LE(overrun.readUInt32LE(16) + 2, 16)
    expect(isCompleteImage(overrun, 'webp')).toBe(false)
    expect(isCompleteImage(webp.subarray(0, -4), 'webp')).toBe(false)
  })
})

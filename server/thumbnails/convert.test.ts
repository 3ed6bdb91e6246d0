import sharp, { type Sharp } from 'sharp'
import { beforeAll, expect, test } from 'vitest'
import { convertImage } from './convert.ts'

let source: Buffer

beforeAll(async () => {
  // A gradient, so that every encoder setting changes the bytes.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#fc6"/><stop offset="1" stop-color="#236"/></linearGradient></defs>
    <rect width="160" height="90" fill="url(#g)"/><circle cx="100" cy="45" r="30" fill="#2d7dd2"/></svg>`
  source = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
})

/** The same image through sharp directly, with the given encoder call. */
const direct = (encode: (image: Sharp) => Sharp) => encode(sharp(source)).toBuffer()

test('writes each format with the encoder and options of its row in core/formats.ts', async () => {
  expect((await convertImage(source, { format: 'jpg' })).bytes).toEqual(
    await direct((image) => image.jpeg({ quality: 90 })),
  )
  expect((await convertImage(source, { format: 'png' })).bytes).toEqual(
    await direct((image) => image.png({ compressionLevel: 3, adaptiveFiltering: true })),
  )
  expect((await convertImage(source, { format: 'webp' })).bytes).toEqual(
    await direct((image) => image.webp({ quality: 85, effort: 2 })),
  )
})

test('a lower quality asked for replaces the row’s own, keeping its other options', async () => {
  expect((await convertImage(source, { format: 'webp', quality: 60 })).bytes).toEqual(
    await direct((image) => image.webp({ quality: 60, effort: 2 })),
  )
})

test('a quality never reaches the PNG encoder, where it would reduce the palette', async () => {
  expect((await convertImage(source, { format: 'png', quality: 60 })).bytes).toEqual(
    await direct((image) => image.png({ compressionLevel: 3, adaptiveFiltering: true })),
  )
})

test('resizes to exactly the size asked, or shrinks to a width without enlarging', async () => {
  const fullhd = await convertImage(source, {
    format: 'webp',
    resizeTo: { width: 1920, height: 1080 },
  })
  expect([fullhd.width, fullhd.height]).toEqual([1920, 1080])
  const narrow = await convertImage(source, { format: 'webp', maxWidth: 80 })
  expect([narrow.width, narrow.height]).toEqual([80, 45])
  const wide = await convertImage(source, { format: 'webp', maxWidth: 320 })
  expect([wide.width, wide.height]).toEqual([160, 90])
})

/**
 * The browser's half of the legibility check (core/legibility.ts): the picture drawn on a
 * canvas as YouTube shows it at its smallest place (FEED_SIZES.sidebar), cropped to 16:9 and
 * at MEASURE_SCALE times that size, and its pixels measured. Runs on the visitor's file in
 * the page; nothing leaves the browser.
 */
import { measureLegibility, type Legibility } from '#core/legibility.ts'
import { FEED_SIZES } from '#app/components/feed-preview/feed-sizes.ts'

/** Four times the place's size: a stroke thinner than one of its pixels is still drawn. */
export const MEASURE_SCALE = 4

export type Measurement = { legibility: Legibility; width: number; height: number }

/** Rejects when the browser cannot decode the file as a picture. */
export async function measurePicture(url: string): Promise<Measurement> {
  const image = new Image()
  image.src = url
  await image.decode()
  const { naturalWidth: width, naturalHeight: height } = image
  const target = {
    width: FEED_SIZES.sidebar.width * MEASURE_SCALE,
    height: FEED_SIZES.sidebar.height * MEASURE_SCALE,
  }
  const canvas = document.createElement('canvas')
  canvas.width = target.width
  canvas.height = target.height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D canvas in this browser.')
  context.imageSmoothingQuality = 'high'
  // Cover, as YouTube fills a place: the middle of the picture at the place's shape.
  const fit = Math.max(target.width / width, target.height / height)
  const crop = { width: target.width / fit, height: target.height / fit }
  context.drawImage(
    image,
    (width - crop.width) / 2,
    (height - crop.height) / 2,
    crop.width,
    crop.height,
    0,
    0,
    target.width,
    target.height,
  )
  const pixels = context.getImageData(0, 0, target.width, target.height)
  return { legibility: measureLegibility(pixels, MEASURE_SCALE), width, height }
}

/**
 * Where a crop (`?crop=`, core/crops.ts) cuts one picture. The bars above and below a 4:3 file
 * come from its inspection (inspect.ts); side bars (a pillarbox: square or 4:3 artwork shown in a
 * 16:9 frame between uniform columns, dark or coloured, as music videos are) are measured here,
 * in the picture being cut. A shape is cut from what the picture shows: the artwork, centred,
 * when bars frame it; otherwise where libvips' attention strategy finds the most to see (skin,
 * saturation, edges), which keeps an off-centre face or title a centred cut loses
 * (docs/decisions/034-crops.md).
 */
import sharp from 'sharp'
import { cropBox, NO_MARGINS, type Box, type Crop, type Margins } from '#core/crops.ts'
import { ConversionError, MAX_INPUT_PIXELS } from './convert.ts'

type Size = { width: number; height: number }

/** Luminance spread (0–255) at or under which a column counts as one flat colour. */
const FLAT_SPREAD = 16
/** Side bars are real when each is at least this share of the width… */
const PILLAR_MIN_SHARE = 0.04
/** …both are this close (a share of the width: artwork is centred)… */
const PILLAR_BALANCE = 0.02
/** …and they leave at least this share of it. */
const PILLAR_MAX_SHARE = 0.6
/** Artwork this close to square (in pixels) is taken for square: JPEG blocks blur its edges. */
const SQUARE_SLACK = 8
/** The attention pass looks at the picture shrunk to about this width: enough to find a face. */
const ATTENTION_WIDTH = 320

/**
 * The box `crop` keeps of a picture of `size` whose bars above and below are `bars` (its
 * inspection's). Decodes the picture for a shape (side bars, and attention), not for `letterbox`.
 * @example await cropRegion(jpeg, { width: 1280, height: 720 }, null, '1:1') // { left: 280, top: 0, width: 720, height: 720 } for square artwork
 */
export async function cropRegion(
  bytes: Buffer,
  size: Size,
  bars: { top: number; bottom: number } | null,
  crop: Crop,
): Promise<Box> {
  const rows = { top: bars?.top ?? 0, bottom: bars?.bottom ?? 0 }
  if (crop === 'letterbox') return cropBox(size, { ...NO_MARGINS, ...rows }, crop)
  const grey = await greyPixels(bytes)
  const pillars = findPillars(grey, rows)
  if (pillars || bars)
    return cropBox(size, { ...rows, ...squareArtwork(size, rows, pillars) }, crop)
  return attentionBox(bytes, size, cropBox(size, NO_MARGINS, crop))
}

type Grey = { data: Buffer; width: number; height: number }

async function greyPixels(bytes: Buffer): Promise<Grey> {
  try {
    const { data, info } = await sharp(bytes, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      pages: 1,
    })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw new ConversionError('the image could not be decoded', { cause: error })
  }
}

/**
 * Uniform columns at the left and at the right, between the rows bars leave: each at least
 * PILLAR_MIN_SHARE of the width, the two within PILLAR_BALANCE of each other, together leaving
 * PILLAR_MAX_SHARE at least. Null when the picture has none (a flat wall on one side is not).
 * @example findPillars(grey, { top: 0, bottom: 0 }) // { left: 280, right: 280 }
 */
export function findPillars(
  { data, width, height }: Grey,
  rows: { top: number; bottom: number },
): { left: number; right: number } | null {
  const first = rows.top
  const last = height - rows.bottom
  if (last - first < 2) return null
  const isFlat = (x: number) => {
    let min = 255
    let max = 0
    for (let y = first; y < last; y++) {
      const value = data[y * width + x] ?? 0
      if (value < min) min = value
      if (value > max) max = value
    }
    return max - min <= FLAT_SPREAD
  }
  let left = 0
  while (left < width && isFlat(left)) left++
  let right = 0
  while (right < width - left && isFlat(width - 1 - right)) right++
  const least = Math.max(1, Math.round(width * PILLAR_MIN_SHARE))
  if (left < least || right < least) return null
  if (Math.abs(left - right) > Math.max(2, width * PILLAR_BALANCE)) return null
  if (width - left - right < width * (1 - PILLAR_MAX_SHARE)) return null
  return { left, right }
}

/**
 * The side margins of the artwork: as measured, or, when what they leave is within SQUARE_SLACK
 * of a square, the centred square (the JPEG's 8-pixel blocks blur the artwork's edges,
 * and a cover art is square).
 */
function squareArtwork(
  size: Size,
  rows: { top: number; bottom: number },
  pillars: { left: number; right: number } | null,
): Pick<Margins, 'left' | 'right'> {
  if (!pillars) return { left: 0, right: 0 }
  const tall = size.height - rows.top - rows.bottom
  const wide = size.width - pillars.left - pillars.right
  if (Math.abs(wide - tall) > SQUARE_SLACK || tall > size.width) return pillars
  const left = Math.floor((size.width - tall) / 2)
  return { left, right: size.width - tall - left }
}

/**
 * `centred` moved along the side it is free to move on, to where libvips' attention strategy
 * puts a box of its shape (https://www.libvips.org/API/current/libvips-conversion.html,
 * VIPS_INTERESTING_ATTENTION), looking at a shrunk copy: the same box, another place.
 */
async function attentionBox(bytes: Buffer, size: Size, centred: Box): Promise<Box> {
  if (centred.width === size.width && centred.height === size.height) return centred
  const scale = Math.min(1, ATTENTION_WIDTH / size.width)
  const small = {
    width: Math.max(1, Math.round(centred.width * scale)),
    height: Math.max(1, Math.round(centred.height * scale)),
  }
  try {
    const { info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .resize(Math.round(size.width * scale), Math.round(size.height * scale), { fit: 'fill' })
      .resize(small.width, small.height, { fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true })
    // libvips reports the offset of the box it kept, negative: scaled back, and kept inside.
    const left = Math.round(-(info.cropOffsetLeft ?? 0) / scale)
    const top = Math.round(-(info.cropOffsetTop ?? 0) / scale)
    return {
      ...centred,
      left: Math.min(Math.max(0, left), size.width - centred.width),
      top: Math.min(Math.max(0, top), size.height - centred.height),
    }
  } catch (error) {
    throw new ConversionError('the image could not be decoded', { cause: error })
  }
}

/**
 * The share of a picture's width that what it shows takes between flat side bars (a music
 * video's artwork), from a small picture decoded whole; null without bars, or when it does not
 * decode (the lookup then reports none: its downloads check their own pictures).
 * @example await artworkShare(mqdefaultBytes) // 0.5625 for square artwork in 320×180
 */
export async function artworkShare(bytes: Buffer): Promise<number | null> {
  try {
    const grey = await greyPixels(bytes)
    const pillars = findPillars(grey, { top: 0, bottom: 0 })
    return pillars && (grey.width - pillars.left - pillars.right) / grey.width
  } catch {
    return null
  }
}

/**
 * Whether a picture holds text too small to read where YouTube shows it smallest ("Up next",
 * app/components/feed-preview/feed-sizes.ts), measured on its pixels rather than guessed.
 *
 * The page draws the picture, cropped to 16:9 as YouTube crops it, at `scale` times that
 * smallest size (so a stroke thinner than one pixel there is still a few pixels wide) and hands
 * the RGBA pixels here. A pixel is *fine detail* when, along a row or a column, it lies in a run
 * no wider than MIN_STROKE_PX × `scale` whose pixels on both sides contrast with it by at least
 * 3:1, both darker or both lighter: the profile of a letter's stroke or of the gap between two
 * letters. 3:1 is the WCAG 2.2 contrast for large text and graphics (success criteria 1.4.3 and
 * 1.4.11): below it a stroke does not stand out anyway, so it is not counted.
 *
 * Why 1.5 pixels: thumbnail text is mostly bold, and a bold face's strokes are about a sixth of
 * its capital height, so strokes under 1.5 pixels mean capitals under about 9 pixels, smaller
 * than the 12-pixel channel name YouTube writes beside the picture in that place. The picture
 * is flagged when fine detail covers at least FINE_SHARE_LIMIT of it: a line or two of small
 * text does, a smooth photo does not.
 *
 * Limits, which the page states as "may be hard to read": it finds thin, contrasting strokes,
 * not text as such, so dense fine texture (hair, grass, a pattern) may be flagged, and text of
 * low contrast or heavily blurred is not; it does not read the words.
 */

/** The narrowest stroke, in pixels of the smallest place, counted as readable there. */
export const MIN_STROKE_PX = 1.5

/** The share of the picture that fine detail must cover for the warning. */
export const FINE_SHARE_LIMIT = 0.004

/** WCAG's contrast for large text and graphics. */
const MIN_CONTRAST = 3

export type Pixels = { data: Uint8ClampedArray; width: number; height: number }

export type Legibility = {
  /** The share of the picture's pixels that are fine detail, 0 to 1. */
  fineShare: number
  /** True when the picture likely holds text too small to read at the smallest place. */
  hardToRead: boolean
}

/** sRGB channel value (0–255) → linear light, as WCAG's relative luminance defines it. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
})

/** Relative luminance + 0.05 per pixel: the terms of a WCAG contrast ratio. */
function luminances({ data, width, height }: Pixels): Float32Array {
  const out = new Float32Array(width * height)
  for (let i = 0; i < out.length; i++) {
    const r = LINEAR[data[i * 4]!]!
    const g = LINEAR[data[i * 4 + 1]!]!
    const b = LINEAR[data[i * 4 + 2]!]!
    out[i] = 0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05
  }
  return out
}

/**
 * Marks the fine pixels of one line (a row or a column) of `count` pixels starting at `start`
 * and `step` apart: for each pixel, the nearest strongly darker (and lighter) pixel on each side
 * within `maxRun`, and whether the two are close enough to enclose a thin run.
 */
function markLine(
  lum: Float32Array,
  fine: Uint8Array,
  start: number,
  step: number,
  count: number,
  maxRun: number,
) {
  for (let i = 0; i < count; i++) {
    const here = lum[start + i * step]!
    for (const darker of [true, false]) {
      const contrasts = (other: number) =>
        darker ? here >= MIN_CONTRAST * other : other >= MIN_CONTRAST * here
      let left = 0
      for (let d = 1; d <= maxRun && i - d >= 0; d++) {
        if (contrasts(lum[start + (i - d) * step]!)) {
          left = d
          break
        }
      }
      if (left === 0) continue
      for (let d = 1; d <= maxRun + 1 - left && i + d < count; d++) {
        if (contrasts(lum[start + (i + d) * step]!)) {
          fine[start + i * step] = 1
          break
        }
      }
      if (fine[start + i * step]) break
    }
  }
}

/**
 * Measures a picture drawn at `scale` times the smallest place's size.
 * @example measureLegibility(pixelsAt672x376, 4).hardToRead // true for a line of small text
 */
export function measureLegibility(pixels: Pixels, scale: number): Legibility {
  const { width, height } = pixels
  const lum = luminances(pixels)
  const fine = new Uint8Array(width * height)
  const maxRun = Math.max(1, Math.round(MIN_STROKE_PX * scale))
  for (let y = 0; y < height; y++) markLine(lum, fine, y * width, 1, width, maxRun)
  for (let x = 0; x < width; x++) markLine(lum, fine, x, width, height, maxRun)
  let count = 0
  for (const mark of fine) count += mark
  const fineShare = count / (width * height || 1)
  return { fineShare, hardToRead: fineShare >= FINE_SHARE_LIMIT }
}

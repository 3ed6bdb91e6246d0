/**
 * Turns a source thumbnail (JPEG or WebP bytes from the image host) into the
 * asked format and size with sharp/libvips. Decoding is locked down for
 * untrusted input: only the JPEG and WebP loaders, a pixel cap, the first
 * frame only, and a decode warning is an error (never a grey half-image).
 */
import sharp, { type OverlayOptions } from 'sharp'
import type { Box } from '#core/crops.ts'
import type { Overlay } from '#core/filename.ts'
import { getFormat, type FormatId } from '#core/formats.ts'
import { inSpan } from '../tracing.ts'
import { headerSize } from './image-sniff.ts'

/** 2560×1440: four times the 1280×720 maxres (docs/reliability.md, "Pixels" in Limits). */
export const MAX_INPUT_PIXELS = 2560 * 1440

// libvips' operation cache helps repeated pipelines on one image, not ours; it only holds memory.
sharp.cache(false)
// One libvips thread per conversion: the conversion queue runs two per core (limits.ts,
// THUMBNAIL_LIMITS.conversionsPerCore), so the cores are shared between conversions rather than between the
// threads of each; more threads per conversion measured no faster under load and held more
// memory (docs/performance.md, "Conversions at the floor").
sharp.concurrency(1)

/** The decode or encode failed: the input is not a sound image within our limits. */
export class ConversionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ConversionError'
  }
}

export type ConvertOptions = {
  format: FormatId
  /** Keep only this box (a crop: crop.ts, cropRegion), before any resize. */
  region?: Box
  /** Drawn in the centre of the result, at a size in proportion to it (PLAY_BUTTON). */
  overlay?: Overlay | undefined
  /** Resize to exactly this size (Full HD), with a high-quality filter. */
  resizeTo?: { width: number; height: number }
  /** Shrink to at most this width, keeping the aspect ratio (previews); never enlarges. */
  maxWidth?: number
  /**
   * Replaces the format's own encoder quality (core/formats.ts), for the formats that have one;
   * previews go lower. A PNG never gets one: to sharp it means a reduced palette.
   */
  quality?: number
}

export type ConvertedImage = { bytes: Buffer; width: number; height: number }

/**
 * @example await convertImage(jpegBytes, { format: 'png' })
 */
export function convertImage(input: Buffer, options: ConvertOptions): Promise<ConvertedImage> {
  return inSpan(
    'thumbgrab.convert',
    { 'thumbgrab.format': options.format, 'thumbgrab.input_bytes': input.length },
    async (span) => {
      const output = await convertUntraced(input, options)
      span?.setAttributes({
        'thumbgrab.output_bytes': output.bytes.length,
        'thumbgrab.width': output.width,
        'thumbgrab.height': output.height,
      })
      return output
    },
  )
}

async function convertUntraced(
  input: Buffer,
  { format, region, resizeTo, maxWidth, quality, overlay }: ConvertOptions,
): Promise<ConvertedImage> {
  try {
    let pipeline = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      pages: 1,
    })
    if (region) pipeline = pipeline.extract(region)
    if (resizeTo) {
      pipeline = pipeline.resize(resizeTo.width, resizeTo.height, {
        fit: 'cover',
        kernel: 'lanczos3',
      })
    } else if (maxWidth) {
      pipeline = pipeline.resize({ width: maxWidth, withoutEnlargement: true })
    }
    if (overlay === 'play') {
      // The size it will have: compositing needs it, and a resize to a width keeps the shape.
      const base = resizeTo ?? region ?? readImageSize(input)
      const shrink = maxWidth ? Math.min(1, maxWidth / base.width) : 1
      const size = {
        width: Math.round(base.width * shrink),
        height: Math.round(base.height * shrink),
      }
      // Composited after the resize: sized for the result, never scaled with it.
      pipeline = pipeline.composite([playButton(size)])
    }
    // The format's row names the sharp method and its options: a new format is a row in core.
    const { method, options } = getFormat(format).encoder
    const settings =
      quality !== undefined && options.quality !== undefined ? { ...options, quality } : options
    const encoded = pipeline[method](settings)
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: data, width: info.width, height: info.height }
  } catch (error) {
    throw new ConversionError('the image could not be converted', { cause: error })
  }
}

/**
 * Width and height from the image header (image-sniff.ts, headerSize), read in JavaScript
 * without a libvips call: the decode that follows (an inspection or a conversion) is the only
 * time libvips opens the image. A pixel liar is refused here, before anyone decodes it.
 */
export function readImageSize(input: Buffer): { width: number; height: number } {
  const size = headerSize(input)
  if (!size) throw new ConversionError('the image header could not be read')
  const { width, height } = size
  if (width * height > MAX_INPUT_PIXELS)
    throw new ConversionError(`${width}×${height} is over the pixel cap`)
  return size
}

/**
 * The play button's width as a share of the picture's shorter side (and its height of its
 * width): about the size a video player shows over its poster.
 */
const PLAY_BUTTON = { share: 0.3, aspect: 0.7 } as const
/** Samples per pixel side: edges smoothed as a 4×4 supersample. */
const SAMPLES = 4

const buttons = new Map<string, Buffer>()

/**
 * A rounded red button with a white triangle, sized for a picture of `size`, as raw RGBA
 * pixels: drawn here rather than from SVG or PNG, since the decoders of this process take only
 * JPEG and WebP (decoder-policy.ts). Kept per size: a few sizes serve every picture.
 */
function playButton(size: { width: number; height: number }): OverlayOptions {
  const width = Math.max(12, Math.round(Math.min(size.width, size.height) * PLAY_BUTTON.share))
  const height = Math.round(width * PLAY_BUTTON.aspect)
  const key = `${width}x${height}`
  let pixels = buttons.get(key)
  if (!pixels) {
    pixels = drawButton(width, height)
    buttons.set(key, pixels)
  }
  return { input: pixels, raw: { width, height, channels: 4 }, gravity: 'centre' }
}

function drawButton(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 4)
  const radius = height * 0.28
  // The triangle, pointing right: its left edge at 40 % of the width, its tip at 66 %.
  const [left, tip, top, bottom] = [width * 0.4, width * 0.66, height * 0.3, height * 0.7]
  const inButton = (x: number, y: number) => {
    const dx = Math.max(radius - x, 0, x - (width - radius))
    const dy = Math.max(radius - y, 0, y - (height - radius))
    return dx * dx + dy * dy <= radius * radius
  }
  const inTriangle = (x: number, y: number) => {
    if (x < left || x > tip) return false
    const half = ((bottom - top) / 2) * (1 - (x - left) / (tip - left))
    return Math.abs(y - height / 2) <= half
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let button = 0
      let white = 0
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES
          const py = y + (sy + 0.5) / SAMPLES
          if (!inButton(px, py)) continue
          button++
          if (inTriangle(px, py)) white++
        }
      }
      const total = SAMPLES * SAMPLES
      const at = (y * width + x) * 4
      const whiteShare = button === 0 ? 0 : white / button
      // Red (#e00) with the triangle's white mixed in where it covers the pixel.
      pixels[at] = Math.round(0xee + (0xff - 0xee) * whiteShare)
      pixels[at + 1] = Math.round(0xff * whiteShare)
      pixels[at + 2] = Math.round(0xff * whiteShare)
      pixels[at + 3] = Math.round((button / total) * 235)
    }
  }
  return pixels
}

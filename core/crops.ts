/**
 * The crops a download may ask for (`?crop=`, docs/api.md), shared by the server that cuts them
 * and the page that offers them with their sizes: `letterbox` cuts the dark bars above and below
 * a picture; a shape cuts the largest box of that shape out of what the picture shows (inside
 * any bars, its artwork), never enlarged. Only the results' code imports it, not the home
 * page's first load.
 */
import type { AvailableThumbnail } from './lookup.ts'

/** Every crop, in the order the page offers them. */
export const CROPS = ['letterbox', '1:1', '4:5', '9:16', '16:9', '1.91:1'] as const
export type Crop = (typeof CROPS)[number]
export type ShapeCrop = Exclude<Crop, 'letterbox'>

type Shape = {
  /** Width over height. */
  readonly ratio: number
  /** What a person calls it, and where it is used. */
  readonly label: string
  readonly usedFor: string
}

/** Each shape: its ratio and its words (its mark in a file name: core/filename.ts, cropMark). */
export const CROP_SHAPES: Readonly<Record<ShapeCrop, Shape>> = {
  '1:1': { ratio: 1, label: 'Square', usedFor: 'posts, music covers' },
  '4:5': {
    ratio: 4 / 5,
    label: 'Portrait',
    usedFor: 'Instagram and Facebook feeds',
  },
  '9:16': { ratio: 9 / 16, label: 'Vertical', usedFor: 'Stories, Reels, Shorts' },
  '16:9': { ratio: 16 / 9, label: 'Widescreen', usedFor: 'videos and slides' },
  // Open Graph's recommended 1200×630 (https://ogp.me; Facebook's sharing guide).
  '1.91:1': { ratio: 1.91, label: 'Link preview', usedFor: 'Open Graph cards' },
}

/**
 * @example isCrop('1:1') // true
 * @example isCrop('2:1') // false
 */
export function isCrop(value: unknown): value is Crop {
  return typeof value === 'string' && (CROPS as readonly string[]).includes(value)
}

/** Bars found in a picture's pixels, in pixels from each edge. */
export type Margins = { top: number; bottom: number; left: number; right: number }

export type Box = { left: number; top: number; width: number; height: number }

type Size = { width: number; height: number }

export const NO_MARGINS: Margins = { top: 0, bottom: 0, left: 0, right: 0 }

/**
 * The box a crop keeps: for `letterbox`, every row between the bars above and below; for a
 * shape, the largest box of it inside what the picture shows, centred there (the server may
 * move it along the free side: server/thumbnails/render.ts). A picture too small for the shape
 * gives the shape at its size, never more.
 * @example cropBox({ width: 1280, height: 720 }, NO_MARGINS, '1.91:1') // { left: 0, top: 25, width: 1280, height: 670 }
 * @example cropBox({ width: 1280, height: 720 }, { top: 0, bottom: 0, left: 280, right: 280 }, '1:1') // { left: 280, top: 0, width: 720, height: 720 }
 */
export function cropBox(size: Size, margins: Margins, crop: Crop): Box {
  if (crop === 'letterbox') {
    return {
      left: 0,
      top: margins.top,
      width: size.width,
      height: size.height - margins.top - margins.bottom,
    }
  }
  const shown = {
    left: margins.left,
    top: margins.top,
    width: size.width - margins.left - margins.right,
    height: size.height - margins.top - margins.bottom,
  }
  const { ratio } = CROP_SHAPES[crop]
  const wide = shown.width / shown.height > ratio
  const width = wide ? Math.min(shown.width, Math.round(shown.height * ratio)) : shown.width
  const height = wide ? shown.height : Math.min(shown.height, Math.round(shown.width / ratio))
  return {
    left: shown.left + Math.floor((shown.width - width) / 2),
    top: shown.top + Math.floor((shown.height - height) / 2),
    width,
    height,
  }
}

/**
 * The size of the file a download of this picture makes with `crop` (core/crops.ts): without
 * its bars, the height the server measured for the crop, or null when the lookup does not carry
 * it (one kept from before the server told it); cut to a shape, the box `cropBox` gives inside
 * the bars the lookup tells of (the server's cut may sit elsewhere, never be another size).
 * @example outputSize(sd, 'letterbox') // { width: 640, height: 360 }
 * @example outputSize(maxres, '1.91:1') // { width: 1280, height: 670 }
 */
export function outputSize(
  entry: AvailableThumbnail,
  crop: Crop | undefined,
): { width: number; height: number | null } {
  const { width, height } = entry
  if (crop === undefined) return { width, height }
  if (crop === 'letterbox') return { width, height: entry.croppedHeight ?? null }
  const rows = height - (entry.croppedHeight ?? height)
  const columns = width - (entry.croppedWidth ?? width)
  const margins = {
    top: Math.floor(rows / 2),
    bottom: rows - Math.floor(rows / 2),
    left: Math.floor(columns / 2),
    right: columns - Math.floor(columns / 2),
  }
  const box = cropBox({ width, height }, margins, crop)
  return { width: box.width, height: box.height }
}

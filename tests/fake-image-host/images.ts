/**
 * @module The fake host's pictures, drawn by sharp from SVG (never downloaded): one
 * gradient per quality with its pixel size written on it, and the grey 404 placeholder.
 * The `photo` variant adds film grain, so that it compresses like a real frame of video (a
 * full-HD PNG of it is megabytes, not the 0.2 MiB of the flat drawing). Each is rendered once
 * and kept in memory, so a host serves the same bytes every time.
 */
import sharp from 'sharp'
import { QUALITIES } from './catalogue.ts'
import type { QualityId, QualityRow } from './catalogue.ts'

/** Start and end colours per quality, so two qualities never look alike. */
const COLOURS: Record<QualityId, [string, string]> = {
  default: ['#2e7d32', '#004d40'],
  mqdefault: ['#f9a825', '#e65100'],
  hqdefault: ['#0277bd', '#4a148c'],
  sddefault: ['#6a1b9a', '#ad1457'],
  maxresdefault: ['#c62828', '#1a237e'],
  fullhd: ['#00838f', '#283593'],
}

/** Grain strong enough that no encoder can flatten it away. */
const GRAIN = { type: 'gaussian', mean: 128, sigma: 24 } as const

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
const cache = new Map<string, Promise<Buffer>>()

/** A flat drawing (the default), or one with the grain of a photograph. */
export type Picture = 'drawing' | 'photo'

/**
 * The bytes served for one quality (JPEG, or WebP for `fullhd`).
 * @example const jpeg = await renderQuality('hqdefault') // 480×360 JPEG
 */
export function renderQuality(
  quality: QualityId,
  picture: Picture = 'drawing',
  letterbox = false,
  pillarbox = false,
): Promise<Buffer> {
  const row = QUALITIES.find((q) => q.quality === quality)
  if (!row) throw new Error(`Unknown quality: ${quality}`)
  return once(`${picture}/${quality}/${letterbox}/${pillarbox}`, () =>
    draw({ ...row, key: quality, letterbox, pillarbox }, picture),
  )
}

/**
 * The bytes of any other picture (extras.ts): a drawing named `key` at this size, its colours
 * chosen by the key (equal keys, equal pictures), optionally between black bars.
 * @example const oar = await renderPicture({ key: 'oar', width: 1080, height: 1920, format: 'jpeg', letterbox: false })
 */
export function renderPicture(
  spec: { key: string; width: number; height: number; format: 'jpeg' | 'webp'; letterbox: boolean },
  picture: Picture = 'drawing',
): Promise<Buffer> {
  const { key, width, height, format, letterbox } = spec
  return once(`extra/${picture}/${key}/${width}x${height}/${format}/${letterbox}`, () =>
    draw({ quality: key, width, height, format, letterbox, key }, picture),
  )
}

/** Two colours for any key, stable across runs. */
function coloursOf(key: string): [string, string] {
  if (key in COLOURS) return COLOURS[key as QualityId]
  let hash = 0
  for (const c of key) hash = (hash * 31 + c.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return [`hsl(${hue}, 70%, 45%)`, `hsl(${(hue + 140) % 360}, 60%, 30%)`]
}

/** The grey 120×90 JPEG the real host sends with a 404 for a missing quality. */
export function renderPlaceholder(): Promise<Buffer> {
  return once('placeholder', () =>
    sharp({ create: { width: 120, height: 90, channels: 3, background: '#cfcfcf' } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  )
}

function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let image = cache.get(key)
  if (!image) {
    image = make()
    cache.set(key, image)
    // A failed render must not poison the cache for the next request.
    image.catch(() => cache.delete(key))
  }
  return image
}

type Drawn = Pick<QualityRow, 'width' | 'height' | 'format'> & {
  quality: string
  key: string
  /** A 16:9 picture between black bars, as the host's 4:3 files of a widescreen video. */
  letterbox: boolean
  /** Square artwork between two columns of one colour, as a music video's frame. */
  pillarbox?: boolean
}

/** The side bars of a pillarboxed picture: one flat colour, as a music video pads its cover. */
const PILLAR_COLOUR = '#24456b'

async function draw(row: Drawn, picture: Picture): Promise<Buffer> {
  const { width: w, height: h, quality, key, letterbox, pillarbox = false } = row
  const [from, to] = coloursOf(key)
  // The picture's own rows: all of them, or a 16:9 band between two black bars.
  const inner = letterbox ? Math.round((w * 9) / 16) : h
  const top = Math.round((h - inner) / 2)
  // Its own columns: all of them, or a centred square between two flat side bars.
  const art = pillarbox ? inner : w
  const left = Math.round((w - art) / 2)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="#000"/>
  <rect y="${top}" width="100%" height="${inner}" fill="${pillarbox ? PILLAR_COLOUR : 'url(#g)'}"/>
  <rect x="${left}" y="${top}" width="${art}" height="${inner}" fill="url(#g)"/>
  <text x="50%" y="50%" font-family="${FONT}" font-size="${Math.round(inner / 6)}" font-weight="bold"
    fill="#fff" text-anchor="middle" dominant-baseline="middle">${w}×${h}</text>
  <text x="50%" y="${top + inner * 0.78}" font-family="${FONT}" font-size="${Math.round(inner / 14)}" fill="#fff"
    text-anchor="middle">${quality}</text>
</svg>`
  let image = sharp(Buffer.from(svg))
  if (picture === 'photo') {
    const grain = await sharp({
      create: { width: w, height: h, channels: 3, background: '#000', noise: GRAIN },
    })
      .png()
      .toBuffer()
    image = sharp(
      await image
        .composite([{ input: grain, blend: 'overlay' }])
        .png()
        .toBuffer(),
    )
  }
  return row.format === 'webp'
    ? image.webp({ quality: 80 }).toBuffer()
    : image.jpeg({ quality: 85 }).toBuffer()
}

/**
 * @module The image host's URL space as the fake serves it: one row per quality of the
 * catalogue (core/qualities.ts), with the path and pixel size the real host uses.
 */

/** A quality id of the catalogue; `fullhd` is fetched from the WebP maxres source. */
export type QualityId =
  'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault' | 'fullhd'

/** One servable image: where it lives on the host and what it looks like. */
export type QualityRow = {
  quality: QualityId
  /** Path with `{id}` standing for the video id. */
  path: string
  format: 'jpeg' | 'webp'
  contentType: 'image/jpeg' | 'image/webp'
  width: number
  height: number
}

/** The host's images in catalogue order. Adding a quality is adding a row. */
export const QUALITIES: readonly QualityRow[] = [
  row('default', '/vi/{id}/default.jpg', 120, 90),
  row('mqdefault', '/vi/{id}/mqdefault.jpg', 320, 180),
  row('hqdefault', '/vi/{id}/hqdefault.jpg', 480, 360),
  row('sddefault', '/vi/{id}/sddefault.jpg', 640, 480),
  row('maxresdefault', '/vi/{id}/maxresdefault.jpg', 1280, 720),
  row('fullhd', '/vi_webp/{id}/maxresdefault.webp', 1280, 720),
]

/** Every quality id, in catalogue order. */
export const QUALITY_IDS: readonly QualityId[] = QUALITIES.map((q) => q.quality)

/** What a video id must look like to reach the host (the server's rule: core/video-id.ts). */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

function row(quality: QualityId, path: string, width: number, height: number): QualityRow {
  const webp = path.endsWith('.webp')
  return {
    quality,
    path,
    format: webp ? 'webp' : 'jpeg',
    contentType: webp ? 'image/webp' : 'image/jpeg',
    width,
    height,
  }
}

/**
 * The host path of one image.
 * @example imagePath('dQw4w9WgXcQ', 'fullhd') // '/vi_webp/dQw4w9WgXcQ/maxresdefault.webp'
 */
export function imagePath(id: string, quality: QualityId): string {
  const found = QUALITIES.find((q) => q.quality === quality)
  if (!found) throw new Error(`Unknown quality: ${quality}`)
  return found.path.replace('{id}', id)
}

/**
 * Matches a request target against the catalogue; `undefined` for anything our server has
 * no reason to ask for: a malformed id, an unknown file, a query string.
 * @example parseImagePath('/vi/dQw4w9WgXcQ/hqdefault.jpg') // { id: 'dQw4w9WgXcQ', row: … }
 */
export function parseImagePath(path: string): { id: string; row: QualityRow } | undefined {
  const match = /^\/(vi|vi_webp)\/([^/]+)\/([^/]+)$/.exec(path)
  if (!match) return undefined
  const [, dir = '', id = '', file = ''] = match
  if (!VIDEO_ID.test(id)) return undefined
  const row = QUALITIES.find((q) => q.path === `/${dir}/{id}/${file}`)
  return row && { id, row }
}

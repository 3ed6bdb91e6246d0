/**
 * @module An image host (server/thumbnails/upstream.ts) answered by a function, for the
 * thumbnail engine's unit tests: no socket, and every path asked for is recorded. A path
 * answered with nothing is a missing image (the host's 404); an Error is the host failing.
 */
import sharp from 'sharp'
import type { Upstream } from '#server/thumbnails/upstream.ts'

export type StubAnswer = Buffer | Error | undefined

export function stubUpstream(answer: (path: string) => StubAnswer): Upstream & { paths: string[] } {
  const paths: string[] = []
  return {
    paths,
    async fetchImage(path) {
      paths.push(path)
      const reply = answer(path)
      if (reply instanceof Error) throw reply
      return reply ? { found: true, bytes: reply } : { found: false }
    },
    close: async () => {},
  }
}

/**
 * A plain grey image made by sharp, to stand for a thumbnail of that size. At 120×90 it is
 * what the host's placeholder looks like (server/thumbnails/inspect.ts); use `pictureImage`
 * for a real picture of that size.
 * @example await greyImage('jpg', 1280, 720) // a maxres-sized JPEG
 */
export function greyImage(
  format: 'jpg' | 'webp',
  width: number,
  height: number,
  background = '#808080',
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background } })
  return (format === 'jpg' ? image.jpeg() : image.webp()).toBuffer()
}

/**
 * A picture with something in it (a gradient), optionally a 16:9 band between black bars
 * `bar` rows tall, as the host's 4:3 files of a widescreen video.
 * @example await pictureImage('jpg', 480, 360, { bar: 45 }) // a letterboxed hqdefault
 */
export async function pictureImage(
  format: 'jpg' | 'webp',
  width: number,
  height: number,
  { bar = 0, hue = 200 }: { bar?: number; hue?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${hue + 120},60%,40%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="#000"/>
    <rect y="${bar}" width="100%" height="${height - 2 * bar}" fill="url(#g)"/></svg>`
  const image = sharp(Buffer.from(svg))
  return (format === 'jpg' ? image.jpeg({ quality: 90 }) : image.webp()).toBuffer()
}

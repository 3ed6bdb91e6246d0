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
 * A plain grey image made by sharp, to stand for a thumbnail of that size.
 * @example await greyImage('jpg', 1280, 720) // a maxres-sized JPEG
 */
export function greyImage(format: 'jpg' | 'webp', width: number, height: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#808080' } })
  return (format === 'jpg' ? image.jpeg() : image.webp()).toBuffer()
}

/**
 * Which image formats libvips may decode in this process: JPEG and WebP, the
 * two the image host serves, and nothing else (docs/reliability.md, Limits
 * and C4). The SVG, TIFF, GIF, HEIF and PNG loaders are attack surface
 * we never need.
 */
import sharp from 'sharp'

/**
 * Refuses every libvips loader except JPEG and WebP, for the whole process,
 * then proves it: a tiny PNG, GIF, TIFF, HEIF, SVG and PPM must each fail to
 * load while JPEG and WebP still do, or start-up stops (docs/reliability.md, C4).
 * Called once by server/start.ts; not on import, because tests run the fake
 * image host (which draws its images with sharp's SVG loader) in-process.
 * Magic bytes are checked before any decode either way (server/thumbnails/image-sniff.ts).
 */
export async function restrictDecoders(): Promise<void> {
  sharp.block({ operation: ['VipsForeignLoad'] })
  sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadWebpBuffer'] })
  const samples = Object.entries(await decoderSamples())
  const loads = await Promise.all(
    samples.map(([, bytes]) =>
      sharp(bytes)
        .metadata()
        .then(
          () => true,
          () => false,
        ),
    ),
  )
  const wrong = samples
    .filter(([name], i) => loads[i] !== ALLOWED_LOADERS.has(name))
    .map(([name]) => name)
  if (wrong.length > 0) {
    throw new Error(`sharp's decoder block does not hold for: ${wrong.join(', ')}`)
  }
}

const ALLOWED_LOADERS = new Set(['jpeg', 'webp'])

/** One 8×8 image per format, made by the encoders (blocking loaders leaves those alone). */
async function decoderSamples(): Promise<Record<string, Buffer>> {
  const pixels = () =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
  const [jpeg, webp, png, gif, tiff, heif] = await Promise.all([
    pixels().jpeg().toBuffer(),
    pixels().webp().toBuffer(),
    pixels().png().toBuffer(),
    pixels().gif().toBuffer(),
    pixels().tiff().toBuffer(),
    pixels().avif({ effort: 0 }).toBuffer(),
  ])
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')
  const ppm = Buffer.concat([Buffer.from('P6\n1 1\n255\n'), Buffer.from([128, 128, 128])])
  return { jpeg, webp, png, gif, tiff, heif, svg, ppm }
}

/**
 * Usage: node bench/crop-position.ts [pictures]   (default 40 of each kind)
 * Where a crop to a shape should sit on a picture without bars (server/thumbnails/crop.ts):
 * centred, or where libvips' attention strategy puts it. Thumbnails are drawn here to look like
 * real ones: a photo-grained background, a face-like subject (skin-toned, with eyes and mouth)
 * and a block of title text, placed left, centre or right as creators place them. For each
 * shape (1:1, 4:5, 9:16) it prints the median share of the subject's area each cut keeps, and
 * how often each keeps at least 90 % of it, per placement; and the attention pass's cost per
 * cut (its median, on this machine). Pure computation on loopback-free buffers; bounded.
 */
import sharp from 'sharp'
import { cropBox, NO_MARGINS, type Box, type ShapeCrop } from '#core/crops.ts'
import { cropRegion } from '#server/thumbnails/crop.ts'
import { median } from '#tests/support/stats.ts'

const COUNT = Number(process.argv[2] ?? 40)
const SIZE = { width: 1280, height: 720 }
const SHAPES: ShapeCrop[] = ['1:1', '4:5', '9:16']
const PLACES = ['left', 'centre', 'right'] as const

/** A seeded generator, so two runs draw the same pictures. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

type Drawn = { bytes: Buffer; subject: Box }

async function draw(place: (typeof PLACES)[number], seed: number): Promise<Drawn> {
  const next = random(seed)
  const faceWidth = Math.round(220 + next() * 120)
  const faceHeight = Math.round(faceWidth * 1.3)
  const centres = { left: 0.2, centre: 0.5, right: 0.8 }
  const cx = Math.round(SIZE.width * (centres[place] + (next() - 0.5) * 0.08))
  const cy = Math.round(SIZE.height * (0.5 + (next() - 0.5) * 0.15))
  const subject = {
    left: Math.max(0, cx - faceWidth / 2),
    top: Math.max(0, cy - faceHeight / 2),
    width: faceWidth,
    height: Math.min(faceHeight, SIZE.height),
  }
  const hue = Math.round(next() * 360)
  // The title on the other side of the frame from the face, as thumbnails put it.
  const textX = place === 'right' ? 60 : place === 'left' ? 700 : 80
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},35%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},30%,18%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <ellipse cx="${cx}" cy="${cy}" rx="${faceWidth / 2}" ry="${faceHeight / 2}" fill="#e0ac8a"/>
    <ellipse cx="${cx - faceWidth * 0.18}" cy="${cy - faceHeight * 0.1}" rx="${faceWidth * 0.07}" ry="${faceWidth * 0.05}" fill="#2b1b12"/>
    <ellipse cx="${cx + faceWidth * 0.18}" cy="${cy - faceHeight * 0.1}" rx="${faceWidth * 0.07}" ry="${faceWidth * 0.05}" fill="#2b1b12"/>
    <rect x="${cx - faceWidth * 0.15}" y="${cy + faceHeight * 0.2}" width="${faceWidth * 0.3}" height="${faceWidth * 0.06}" rx="8" fill="#8c2f2f"/>
    <text x="${textX}" y="140" font-family="DejaVu Sans, sans-serif" font-size="86" font-weight="bold" fill="#fff">HOW I</text>
    <text x="${textX}" y="240" font-family="DejaVu Sans, sans-serif" font-size="86" font-weight="bold" fill="#ffde3b">DID IT</text>
  </svg>`
  const grain = await sharp({
    create: {
      ...SIZE,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer()
  const bytes = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer()
  return { bytes, subject }
}

/** The share of `subject`'s area inside `box`. */
function kept(subject: Box, box: Box): number {
  const width =
    Math.min(subject.left + subject.width, box.left + box.width) - Math.max(subject.left, box.left)
  const height =
    Math.min(subject.top + subject.height, box.top + box.height) - Math.max(subject.top, box.top)
  return (Math.max(0, width) * Math.max(0, height)) / (subject.width * subject.height)
}

const rows: string[] = []
const costs: number[] = []
for (const place of PLACES) {
  const pictures = await Promise.all(Array.from({ length: COUNT }, (_, n) => draw(place, n + 1)))
  for (const shape of SHAPES) {
    const centred: number[] = []
    const attention: number[] = []
    for (const { bytes, subject } of pictures) {
      centred.push(kept(subject, cropBox(SIZE, NO_MARGINS, shape)))
      const started = performance.now()
      const box = await cropRegion(bytes, SIZE, null, shape)
      costs.push(performance.now() - started)
      attention.push(kept(subject, box))
    }
    const whole = (shares: number[]) => shares.filter((share) => share >= 0.9).length
    rows.push(
      `| ${place.padEnd(6)} | ${shape.padEnd(4)} | ${(median(centred) * 100).toFixed(0).padStart(3)} % (${whole(centred)}/${COUNT}) | ${(median(attention) * 100).toFixed(0).padStart(3)} % (${whole(attention)}/${COUNT}) |`,
    )
  }
}
console.log(`Subject kept, median share (pictures keeping ≥ 90 % of it), ${COUNT} pictures each:`)
console.log('| subject | crop | centred | attention |')
console.log('| ------- | ---- | ------- | --------- |')
for (const row of rows) console.log(row)
console.log(
  `cropRegion (decode, side-bar search, attention pass): median ${median(costs).toFixed(1)} ms per cut`,
)

/**
 * Usage: node scripts/make-brand-images.ts
 * Draws the site's brand images from SVG written here and writes them to
 * public/: favicon.svg, favicon.ico (32 px PNG in an ICO container),
 * apple-touch-icon.png (180 px), icon-192.png, icon-512.png and the 1200×630
 * Open Graph image. The outputs are committed; rerun after changing a drawing.
 */
import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const RED = '#cc0000'
const DARK_RED = '#880808'

const mark = (size: number, radius: number) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="${radius}" fill="${RED}"/>
  <rect x="6" y="9" width="28" height="19" rx="4.5" fill="#fff"/>
  <path d="M17 13.5v10l8-5z" fill="${RED}"/>
  <rect x="14.5" y="30.5" width="11" height="3" rx="1.5" fill="#fff"/>
</svg>`

const ogImage = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${RED}"/>
      <stop offset="1" stop-color="${DARK_RED}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g opacity="0.12" fill="#fff">
    <rect x="760" y="70" width="360" height="203" rx="22"/>
    <rect x="820" y="300" width="300" height="169" rx="20"/>
    <rect x="700" y="490" width="240" height="135" rx="18"/>
  </g>
  <g transform="translate(80 110)">
    <rect width="120" height="120" rx="28" fill="#fff"/>
    <rect x="18" y="27" width="84" height="57" rx="13" fill="${RED}"/>
    <path d="M51 40.5v30l24-15z" fill="#fff"/>
    <rect x="43.5" y="91.5" width="33" height="9" rx="4.5" fill="${RED}"/>
  </g>
  <text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">ThumbGrab</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#fff">Download any YouTube thumbnail</text>
  <text x="80" y="462" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#fff">in every quality: JPG, PNG or WebP.</text>
  <text x="80" y="560" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffe0e0">Free · No sign-up · Up to 1920×1080</text>
</svg>`

/** An ICO file holding one PNG image (supported by every browser since IE Vista). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6) // width
  header.writeUInt8(size, 7) // height
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9) // reserved
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14) // image size
  header.writeUInt32LE(header.length, 18) // image offset
  return Buffer.concat([header, png])
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()

await writeFile('public/favicon.svg', `${mark(40, 9).trim()}\n`)
await writeFile('public/favicon.ico', icoFromPng(await png(mark(32, 7)), 32))
await writeFile('public/apple-touch-icon.png', await png(mark(180, 0)))
await writeFile('public/icon-192.png', await png(mark(192, 0)))
await writeFile('public/icon-512.png', await png(mark(512, 0)))
await writeFile(
  'public/og-image.png',
  await sharp(Buffer.from(ogImage))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer(),
)
console.log('brand images written to public/')

import type { FormatId } from '#core/formats.ts'

/**
 * The format of an image by its magic bytes, not its label: a host that says
 * `image/jpeg` and sends HTML, SVG or a PNG is caught here, before any decoder.
 * JPEG: FF D8 FF. WebP: "RIFF" <size> "WEBP". PNG: 89 "PNG" 0D 0A 1A 0A.
 */
export function sniffImageFormat(bytes: Uint8Array): FormatId | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'webp'
  }
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(bytes, 1, 4) === 'PNG') return 'png'
  return undefined
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end))
}

/**
 * Whether the bytes hold a whole image, by structure alone: a JPEG ends with
 * the EOI marker (FF D9); a WebP's RIFF header states its own length. Catches
 * a body cut short by the host without decoding it.
 */
export function isCompleteImage(bytes: Uint8Array, format: FormatId): boolean {
  if (format === 'jpg') return bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9
  if (format === 'webp') {
    const riffLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(
      4,
      true,
    )
    return riffLength + 8 === bytes.length
  }
  return true
}

/**
 * Width and height from the image's own header, read here in JavaScript: no decoder sees the
 * bytes for it, so the size costs no libvips call and a pixel liar is refused before any decode
 * (server/thumbnails/convert.ts, readImageSize). JPEG: the first start-of-frame marker, the one
 * libjpeg decodes (a second one is an error to it). WebP: the VP8X canvas when there is one,
 * else the VP8 or VP8L frame, as libwebp reads them. Undefined for anything else, or a header
 * cut short.
 * @example headerSize(jpegOf1280x720) // { width: 1280, height: 720 }
 */
export function headerSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const format = sniffImageFormat(bytes)
  const size = format === 'jpg' ? jpegSize(bytes) : format === 'webp' ? webpSize(bytes) : undefined
  return size && size.width > 0 && size.height > 0 ? size : undefined
}

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)
const u16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
const u24le = (bytes: Uint8Array, at: number) => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16)

/** Markers SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC): ITU T.81, Table B.1. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1] ?? 0
    // Fill bytes (FF FF …) before a marker.
    if (marker === 0xff) {
      at += 1
      continue
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    // The scan or the end came before any frame header.
    if (marker === 0xda || marker === 0xd9) return undefined
    const length = u16be(bytes, at + 2)
    if (length < 2) return undefined
    if (isStartOfFrame(marker)) {
      // Length (2), precision (1), then the number of lines and of samples per line.
      if (at + 9 > bytes.length) return undefined
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) }
    }
    at += 2 + length
  }
  return undefined
}

function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 30) return undefined
  const chunk = String.fromCharCode(...bytes.subarray(12, 16))
  // The chunk's data starts at 20 (RFC 9649, sections 2.5–2.7).
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return undefined
    const bits = (u16le(bytes, 21) | (u16le(bytes, 23) << 16)) >>> 0
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8 ') {
    // A key frame's start code, then 14-bit width and height (RFC 6386, section 9.1).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff }
  }
  return undefined
}

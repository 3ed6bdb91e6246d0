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
 * Whether the body ends as a whole file does: a JPEG with its end marker (FF D9), a WebP at the
 * length its RIFF header states. A transfer cut short, told as it arrives (upstream.ts);
 * isCompleteImage reads the structure within.
 */
export function endsWhole(bytes: Uint8Array, format: FormatId): boolean {
  if (format === 'jpg') return bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9
  if (format === 'webp') {
    if (bytes.length < 12) return false
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    return view.getUint32(4, true) + 8 === bytes.length
  }
  return true
}

/**
 * Whether the bytes hold a whole image, by structure alone, without decoding it: a body cut
 * short, or a header claiming more picture than its data holds, is caught here.
 * JPEG (ITU T.81, B.2): every segment within the bytes, one frame header, at least one scan, the
 * end marker (FF D9) as the last two bytes, and at least as many bits of scan data as the frame's
 * 8×8 blocks need (minScanBits). WebP (RFC 9649, 2.5–2.7): the RIFF length is the file's, and
 * its chunks fill it exactly.
 * What structure cannot tell, a decode does: a file cut within its scan and given a new end
 * marker ends in a decode warning, which every conversion refuses (convert.ts).
 * @example isCompleteImage(jpeg.subarray(0, jpeg.length >> 1), 'jpg') // false
 */
export function isCompleteImage(bytes: Uint8Array, format: FormatId): boolean {
  if (format === 'jpg') return isWholeJpeg(bytes)
  if (format === 'webp') return isWholeWebp(bytes)
  return true
}

function isWholeJpeg(bytes: Uint8Array): boolean {
  let frame: { blocks: number; minBits: number } | undefined
  let scans = 0
  let scanBytes = 0
  let at = 2
  for (;;) {
    const segment = jpegMarkerAt(bytes, at)
    if (!segment) return false
    const { marker } = segment
    if (marker === 0xd9) {
      const enough = frame !== undefined && scanBytes * 8 >= frame.blocks * frame.minBits
      return segment.at + 2 === bytes.length && scans > 0 && enough
    }
    // A second start of image, or a restart marker outside a scan.
    if (segment.end === segment.at + 2 || segment.end > bytes.length) return false
    if (isStartOfFrame(marker)) {
      if (frame) return false
      frame = frameOf(bytes.subarray(segment.at + 4, segment.end), marker)
      if (!frame) return false
    }
    at = segment.end
    if (marker === 0xda) {
      if (!frame) return false
      scans += 1
      const data = at
      at = scanEnd(bytes, at)
      scanBytes += at - data
    }
  }
}

/** Where a scan's entropy-coded data ends: at the first marker but a stuffed FF 00 or a restart. */
function scanEnd(bytes: Uint8Array, from: number): number {
  let at = from
  for (;;) {
    const ff = bytes.indexOf(0xff, at)
    if (ff < 0 || ff + 1 >= bytes.length) return bytes.length
    const next = bytes[ff + 1] ?? 0
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) at = ff + 2
    else if (next === 0xff) at = ff + 1
    else return ff
  }
}

/**
 * The fewest bits of scan data an 8×8 block takes: a sequential Huffman scan codes its DC
 * difference and at least one AC symbol (the end of block), a code of at least a bit each; a
 * progressive one, its DC difference at least. Arithmetic coding has no such floor.
 */
const minScanBits = (marker: number) =>
  marker === 0xc0 || marker === 0xc1 ? 2 : marker === 0xc2 ? 1 : 0

/** The frame header's blocks (each component's, at its sampling) and their floor of bits. */
function frameOf(
  segment: Uint8Array,
  marker: number,
): { blocks: number; minBits: number } | undefined {
  // Precision (1), lines (2), samples per line (2), components (1), then 3 bytes each.
  const height = u16be(segment, 1)
  const width = u16be(segment, 3)
  const count = segment[5] ?? 0
  if (count === 0 || segment.length < 6 + 3 * count) return undefined
  const sampling = Array.from({ length: count }, (_, i) => segment[6 + 3 * i + 1] ?? 0)
  const hMax = Math.max(...sampling.map((hv) => hv >> 4))
  const vMax = Math.max(...sampling.map((hv) => hv & 15))
  if (hMax === 0 || vMax === 0) return undefined
  let blocks = 0
  for (const hv of sampling) {
    const columns = Math.ceil(Math.ceil((width * (hv >> 4)) / hMax) / 8)
    const rows = Math.ceil(Math.ceil((height * (hv & 15)) / vMax) / 8)
    blocks += columns * rows
  }
  return { blocks, minBits: minScanBits(marker) }
}

function isWholeWebp(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(4, true) + 8 !== bytes.length) return false
  let at = 12
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true)
    // A chunk of odd size is padded to even; a last chunk may lack its pad.
    at += 8 + size + (size & 1)
    if (at >= bytes.length) return at - bytes.length <= (size & 1)
  }
  return false
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

/**
 * The JPEG marker at `at`, after any fill bytes (FF FF …), and where its segment ends: two bytes
 * on for the markers without a length (SOI, EOI, TEM, RST0–7), else past the length it states,
 * which may run past the bytes (the caller decides). Undefined when no marker is there, or its
 * length is cut off or under 2 (ITU T.81, B.1.1.2–B.1.1.4).
 */
function jpegMarkerAt(
  bytes: Uint8Array,
  from: number,
): { marker: number; at: number; end: number } | undefined {
  let at = from
  while (bytes[at] === 0xff && bytes[at + 1] === 0xff) at += 1
  if (at + 2 > bytes.length || bytes[at] !== 0xff) return undefined
  const marker = bytes[at + 1] ?? 0
  if (marker === 0xd8 || marker === 0xd9 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7))
    return { marker, at, end: at + 2 }
  if (at + 4 > bytes.length) return undefined
  const end = at + 2 + u16be(bytes, at + 2)
  return end < at + 4 ? undefined : { marker, at, end }
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  let at = 2
  for (;;) {
    const segment = jpegMarkerAt(bytes, at)
    // The scan or the end came before any frame header, or a second start of image (an error
    // to libjpeg, whose size this reads).
    if (!segment || segment.marker === 0xda || segment.marker === 0xd9 || segment.marker === 0xd8)
      return undefined
    if (isStartOfFrame(segment.marker)) {
      // Marker (2), length (2), precision (1), then the number of lines and of samples per line.
      if (segment.at + 9 > bytes.length) return undefined
      return { height: u16be(bytes, segment.at + 5), width: u16be(bytes, segment.at + 7) }
    }
    at = segment.end
  }
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

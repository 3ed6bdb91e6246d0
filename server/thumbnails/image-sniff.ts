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

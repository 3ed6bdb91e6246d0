import { describe, expect, test } from 'vitest'
import { FORMATS, getFormat, isFormatId } from './formats.ts'

describe('FORMATS', () => {
  test('offers JPG, PNG and WebP in that order with their MIME types and extensions', () => {
    expect(
      FORMATS.map(({ id, label, mimeType, extension }) => [id, label, mimeType, extension]),
    ).toEqual([
      ['jpg', 'JPG', 'image/jpeg', 'jpg'],
      ['png', 'PNG', 'image/png', 'png'],
      ['webp', 'WebP', 'image/webp', 'webp'],
    ])
  })

  test('encodes JPEG at quality 90, WebP at 85 with effort 2, PNG at zlib level 3 with adaptive filtering', () => {
    expect(Object.fromEntries(FORMATS.map((format) => [format.id, format.encoder]))).toEqual({
      jpg: { method: 'jpeg', options: { quality: 90 } },
      png: { method: 'png', options: { compressionLevel: 3, adaptiveFiltering: true } },
      webp: { method: 'webp', options: { quality: 85, effort: 2 } },
    })
  })

  test('recognises every format id and nothing else', () => {
    for (const format of FORMATS) expect(isFormatId(format.id)).toBe(true)
    for (const value of ['jpeg', 'JPG', 'gif', '', 'toString', null]) {
      expect(isFormatId(value)).toBe(false)
    }
  })

  test('looks a format up by id', () => {
    expect(getFormat('webp').mimeType).toBe('image/webp')
  })

  test('throws for an id outside the catalogue instead of returning undefined', () => {
    expect(() => getFormat('gif' as never)).toThrow(TypeError)
  })
})

import { describe, expect, test } from 'vitest'
import { DEFAULT_FORMAT, FORMATS, getFormat, isFormatId } from './formats.ts'

describe('FORMATS', () => {
  test('offers JPG, PNG and WEBP in that order with their MIME types', () => {
    expect(FORMATS).toEqual([
      { id: 'jpg', label: 'JPG', mimeType: 'image/jpeg' },
      { id: 'png', label: 'PNG', mimeType: 'image/png' },
      { id: 'webp', label: 'WEBP', mimeType: 'image/webp' },
    ])
  })

  test('defaults to JPG', () => {
    expect(DEFAULT_FORMAT).toBe('jpg')
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

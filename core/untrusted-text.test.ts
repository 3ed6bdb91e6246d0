import { describe, expect, test } from 'vitest'
import { cleanText } from './untrusted-text.ts'

describe('cleanText', () => {
  test('drops control, zero-width and bidi characters, and collapses whitespace', () => {
    expect(cleanText('  a\u0000b\u200b\u202e  c\n\td\u2028e ', 50)).toBe('ab c d e')
  })

  test('keeps markup as plain text: escaping is the job of whoever shows it', () => {
    expect(cleanText('<b>"x"</b> & y', 50)).toBe('<b>"x"</b> & y')
  })

  test('is null when nothing is left', () => {
    expect(cleanText('\u200b\u0007 ', 10)).toBeNull()
  })

  test('never cuts an astral character in half', () => {
    expect(cleanText('😀😀😀', 2)).toBe('😀😀')
  })
})

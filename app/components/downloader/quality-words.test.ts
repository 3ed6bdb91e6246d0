import { expect, test } from 'vitest'
import { pictureName, QUALITIES } from '#core/qualities.ts'
import { englishWords } from '#tests/support/english-words.ts'
import { qualityLabel } from './quality-words.ts'

const t = englishWords(['quality'])

test('every picture’s label in English is the API’s name for it', () => {
  for (const quality of QUALITIES) {
    expect(qualityLabel(t, { quality: quality.id })).toBe(pictureName(quality, undefined))
  }
})

test('the original shape is named after what it is', () => {
  for (const quality of QUALITIES.filter((row) => row.group === 'original')) {
    for (const size of [
      { width: 1080, height: 1920 },
      { width: 720, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      expect(qualityLabel(t, { quality: quality.id, ...size })).toBe(pictureName(quality, size))
    }
  }
})

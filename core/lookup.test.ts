import { describe, expect, test } from 'vitest'
import { lookupWith } from '#tests/support/lookups.ts'
import { availableThumbnails, bestQuality } from './lookup.ts'
import { QUALITIES } from './qualities.ts'

describe('availableThumbnails', () => {
  test('keeps the available entries in catalogue order', () => {
    const lookup = lookupWith(['hqdefault', 'default', 'sddefault'])
    expect(availableThumbnails(lookup).map((t) => t.quality)).toEqual([
      'default',
      'hqdefault',
      'sddefault',
    ])
  })

  test('drops an entry that claims to be available but has no size or URL', () => {
    const lookup = lookupWith(['default', 'mqdefault'])
    const broken = lookup.thumbnails[1]
    if (broken) broken.downloadUrl = null
    expect(availableThumbnails(lookup).map((t) => t.quality)).toEqual(['default'])
  })
})

describe('bestQuality', () => {
  test('picks the last available entry: the highest quality the video has', () => {
    expect(bestQuality(lookupWith(QUALITIES.map((q) => q.id)).thumbnails)).toBe('fullhd')
    expect(bestQuality(lookupWith(['default', 'mqdefault', 'sddefault']).thumbnails)).toBe(
      'sddefault',
    )
  })

  test('is null when nothing is available', () => {
    expect(bestQuality(lookupWith([]).thumbnails)).toBeNull()
  })
})

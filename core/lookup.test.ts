import { describe, expect, test } from 'vitest'
import { lookupWith, withExtras } from '#tests/support/lookups.ts'
import { availableThumbnails, bestQuality, groupThumbnails, offeredThumbnails } from './lookup.ts'
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

describe('offeredThumbnails', () => {
  test('hides the upscaled Full HD when a real 1920×1080 picture exists', () => {
    const main = lookupWith(['hqdefault', 'maxresdefault', 'fullhd'])
    const landscape = withExtras(main, [{ quality: 'oardefault', width: 1920, height: 1080 }])
    const offered = offeredThumbnails(landscape)
    expect(offered.map((t) => t.quality)).toEqual(['hqdefault', 'maxresdefault', 'oardefault'])
    expect(offered.at(-1)?.name).toBe('Full-size original')
  })

  test('keeps it beside smaller real pictures and a vertical cover', () => {
    const main = lookupWith(['maxresdefault', 'fullhd'])
    expect(offeredThumbnails(main).map((t) => t.quality)).toEqual(['maxresdefault', 'fullhd'])
    const short = withExtras(main, [{ quality: 'oardefault', width: 1080, height: 1920 }])
    expect(offeredThumbnails(short).map((t) => t.quality)).toContain('fullhd')
  })
})

describe('bestQuality', () => {
  test('picks the largest real picture, never the upscaled Full HD', () => {
    expect(bestQuality(lookupWith(QUALITIES.map((q) => q.id)).thumbnails)).toBe('maxresdefault')
    expect(bestQuality(lookupWith(['default', 'mqdefault', 'sddefault']).thumbnails)).toBe(
      'sddefault',
    )
  })

  test("picks a Short's vertical cover or a landscape original shape over the maxres", () => {
    const main = lookupWith(['default', 'mqdefault', 'hqdefault', 'maxresdefault', 'fullhd'])
    const short = withExtras(main, [
      { quality: 'oardefault', width: 1080, height: 1920 },
      { quality: 'mq1' },
    ])
    expect(bestQuality(short.thumbnails)).toBe('oardefault')
    const landscape = withExtras(main, [{ quality: 'oar2', width: 1920, height: 1080 }])
    expect(bestQuality(landscape.thumbnails)).toBe('oar2')
  })

  test('keeps catalogue order on a tie (maxres before an hq720 that differs)', () => {
    const lookup = withExtras(lookupWith(['maxresdefault', 'fullhd']), [{ quality: 'hq720' }])
    expect(bestQuality(lookup.thumbnails)).toBe('maxresdefault')
  })

  test('falls back to the upscaled picture when it is all there is', () => {
    expect(bestQuality(lookupWith(['fullhd']).thumbnails)).toBe('fullhd')
  })

  test('is null when nothing is available', () => {
    expect(bestQuality(lookupWith([]).thumbnails)).toBeNull()
  })
})

describe('groupThumbnails', () => {
  test('groups in the catalogue order of groups, largest first within one, empty groups left out', () => {
    const lookup = withExtras(lookupWith(QUALITIES.map((q) => q.id)), [
      { quality: 'oardefault', width: 1080, height: 1920 },
      { quality: '1' },
      { quality: 'mq2' },
      { quality: 'hq1' },
      { quality: 'maxres1' },
      { quality: 'maxres2' },
    ])
    const groups = groupThumbnails(availableThumbnails(lookup))
    expect(groups.map((g) => [g.id, g.label, g.thumbnails.map((t) => t.quality)])).toEqual([
      [
        'main',
        'Main sizes',
        ['maxresdefault', 'fullhd', 'sddefault', 'hqdefault', 'mqdefault', 'default'],
      ],
      ['original', 'Original', ['oardefault']],
      ['frames', 'Frames', ['maxres1', 'maxres2', 'hq1', 'mq2', '1']],
    ])
  })

  test('puts the lead first: its group first, and it first in its group', () => {
    const lookup = withExtras(lookupWith(QUALITIES.map((q) => q.id)), [
      { quality: 'oardefault', width: 1080, height: 1920 },
      { quality: 'mq1' },
      { quality: 'hq1' },
    ])
    const groups = groupThumbnails(availableThumbnails(lookup), bestQuality(lookup.thumbnails))
    expect(groups.map((g) => g.id)).toEqual(['original', 'main', 'frames'])
    expect(groups[0]?.thumbnails[0]?.name).toBe('Shorts cover (vertical)')
    const byMq1 = groupThumbnails(availableThumbnails(lookup), 'mq1')
    expect(byMq1.map((g) => g.id)).toEqual(['frames', 'main', 'original'])
    expect(byMq1[0]?.thumbnails.map((t) => t.quality)).toEqual(['mq1', 'hq1'])
  })

  test('never lists the upscaled Full HD before a real picture of the same or a larger size', () => {
    const groups = groupThumbnails(availableThumbnails(lookupWith(['hqdefault', 'fullhd'])))
    // Only a smaller real picture: the enlargement leads.
    expect(groups[0]?.thumbnails.map((t) => t.quality)).toEqual(['fullhd', 'hqdefault'])
  })

  test('is empty for no entry', () => {
    expect(groupThumbnails([])).toEqual([])
  })
})

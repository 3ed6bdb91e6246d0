import { describe, expect, test } from 'vitest'
import { FORMATS } from './formats.ts'
import {
  DEFAULT_QUALITY,
  EXTRA_QUALITIES,
  getQuality,
  isMainQuality,
  isPlausibleSize,
  isQualityId,
  MAIN_QUALITIES,
  needsConversion,
  pictureName,
  QUALITIES,
  QUALITY_GROUPS,
} from './qualities.ts'

const ID = 'dQw4w9WgXcQ'

describe('QUALITIES', () => {
  test('lists the six main qualities first, in order, lowest first', () => {
    expect(QUALITIES.slice(0, 6)).toEqual(MAIN_QUALITIES)
    expect(MAIN_QUALITIES.map(({ id, name, resolution }) => [id, name, resolution])).toEqual([
      ['default', 'Low Quality', '120x90'],
      ['mqdefault', 'Medium Quality', '320x180'],
      ['hqdefault', 'High Quality', '480x360'],
      ['sddefault', 'Standard Definition', '640x480'],
      ['maxresdefault', 'Maximum Resolution', '1280x720'],
      ['fullhd', 'Full HD', '1920x1080'],
    ])
  })

  test('follows them with the host’s other names, each once', () => {
    expect(QUALITIES.slice(6)).toEqual(EXTRA_QUALITIES)
    expect(EXTRA_QUALITIES.map((q) => q.id)).toEqual([
      'oardefault',
      'oar2',
      'hq720',
      '0',
      '1',
      '2',
      '3',
      'mq1',
      'mq2',
      'mq3',
      'hq1',
      'hq2',
      'hq3',
      'sd1',
      'sd2',
      'sd3',
      'maxres1',
      'maxres2',
      'maxres3',
      'hq720_1',
      'hq720_2',
      'hq720_3',
      'default_live',
      'mqdefault_live',
      'hqdefault_live',
      'sddefault_live',
      'maxresdefault_live',
    ])
    expect(new Set(QUALITIES.map((q) => q.id)).size).toBe(QUALITIES.length)
  })

  test('gives every name a label, a known group, and the frames their number', () => {
    const groups = new Set<string>(QUALITY_GROUPS.map((g) => g.id))
    for (const quality of QUALITIES) {
      expect(quality.name.length).toBeGreaterThan(0)
      expect(groups.has(quality.group)).toBe(true)
    }
    expect(getQuality('maxres2')).toMatchObject({
      name: 'Frame 2 (Maximum Resolution)',
      group: 'frames',
    })
    expect(getQuality('oar2')).toMatchObject({ group: 'original', resolution: 'original' })
    expect(MAIN_QUALITIES.every((q) => isMainQuality(q.id))).toBe(true)
    expect(EXTRA_QUALITIES.some((q) => isMainQuality(q.id))).toBe(false)
  })

  test('names an upright original a Shorts cover and a landscape one the full-size original', () => {
    const upright = { width: 1080, height: 1920 }
    const landscape = { width: 1920, height: 1080 }
    expect(pictureName(getQuality('oardefault'), upright)).toBe('Shorts cover (vertical)')
    expect(pictureName(getQuality('oardefault'), landscape)).toBe('Full-size original')
    expect(pictureName(getQuality('oardefault'), { width: 1080, height: 1080 })).toBe(
      'Square cover',
    )
    expect(pictureName(getQuality('oar2'), { width: 720, height: 720 })).toBe(
      'Square cover (alternate)',
    )
    // Only the original shape has a square name: a square frame keeps its own.
    expect(pictureName(getQuality('hqdefault'), { width: 360, height: 360 })).toBe('High Quality')
    expect(pictureName(getQuality('oar2'), upright)).toBe('Shorts cover (vertical, alternate)')
    expect(pictureName(getQuality('oar2'), landscape)).toBe('Full-size original (alternate)')
    // Not available (no size): the catalogue's name; other names never change.
    expect(pictureName(getQuality('oardefault'), undefined)).toBe('Full-size original')
    expect(pictureName(getQuality('hqdefault'), { width: 480, height: 360 })).toBe('High Quality')
  })

  test('marks exactly the 4:3 sizes as possibly letterboxed', () => {
    for (const quality of QUALITIES.filter((q) => q.size.kind === 'exact' && !q.upscaleTo)) {
      expect(quality.letterbox).toBe(quality.width * 3 === quality.height * 4)
    }
  })

  test('keeps a WebP twin path under /vi_webp/ for every JPEG name', () => {
    expect(getQuality('hq720_2').webpPath?.(ID)).toBe(`/vi_webp/${ID}/hq720_2.webp`)
    expect(getQuality('fullhd').webpPath).toBeUndefined()
  })

  test('gives each exact-size quality a nominal size that matches its resolution text', () => {
    for (const quality of QUALITIES.filter((q) => q.size.kind === 'exact')) {
      expect(`${quality.width}x${quality.height}`).toBe(quality.resolution)
    }
  })

  test('fetches every JPG name from /vi/ under its own name', () => {
    for (const quality of QUALITIES.filter((q) => q.id !== 'fullhd')) {
      expect(quality.source).toMatchObject({ format: 'jpg' })
      expect(quality.source.path(ID)).toBe(`/vi/${ID}/${quality.id}.jpg`)
      expect(quality.upscaleTo).toBeUndefined()
    }
  })

  test('builds Full HD from the WebP maxres, upscaled to exactly 1920x1080', () => {
    const fullhd = getQuality('fullhd')
    expect(fullhd.source.format).toBe('webp')
    expect(fullhd.source.path(ID)).toBe(`/vi_webp/${ID}/maxresdefault.webp`)
    expect(fullhd.upscaleTo).toEqual({ width: 1920, height: 1080 })
  })

  test('refuses to build an upstream path from anything but a valid id', () => {
    for (const quality of QUALITIES) {
      expect(() => quality.source.path('../../admin')).toThrow(TypeError)
      expect(() => quality.source.path(`${ID}?x=1`)).toThrow(TypeError)
    }
  })

  test('every upstream path matches the only shape allowed to reach the image host', () => {
    const allowed =
      /^\/vi(_webp)?\/[A-Za-z0-9_-]{11}\/(oar2|oardefault|(((mq|hq|sd|maxres)?default)(_live)?)|(hq720(_[1-3])?)|((mq|hq|sd|maxres)?[0-3]))\.(jpg|webp)$/
    for (const quality of QUALITIES) {
      expect(quality.source.path(ID)).toMatch(allowed)
      if (quality.webpPath) expect(quality.webpPath(ID)).toMatch(allowed)
    }
  })
})

describe('isPlausibleSize', () => {
  test('wants the exact size of a fixed-size name', () => {
    const hq = getQuality('hqdefault')
    expect(isPlausibleSize(hq, { width: 480, height: 360 })).toBe(true)
    expect(isPlausibleSize(hq, { width: 60000, height: 1 })).toBe(false)
    expect(isPlausibleSize(hq, { width: 120, height: 90 })).toBe(false)
  })

  test('wants the WebP maxres size for Full HD, which is made from it', () => {
    expect(isPlausibleSize(getQuality('fullhd'), { width: 1280, height: 720 })).toBe(true)
    expect(isPlausibleSize(getQuality('fullhd'), { width: 1920, height: 1080 })).toBe(false)
  })

  test('takes any real frame for the original shape, vertical or landscape', () => {
    const oar = getQuality('oar2')
    expect(isPlausibleSize(oar, { width: 1080, height: 1920 })).toBe(true)
    expect(isPlausibleSize(oar, { width: 1920, height: 1080 })).toBe(true)
    expect(isPlausibleSize(oar, { width: 1280, height: 536 })).toBe(true)
    expect(isPlausibleSize(oar, { width: 3840, height: 2160 })).toBe(false)
    expect(isPlausibleSize(oar, { width: 60000, height: 1 })).toBe(false)
  })
})

describe('quality lookups', () => {
  test('defaults to Maximum Resolution', () => {
    expect(getQuality(DEFAULT_QUALITY).name).toBe('Maximum Resolution')
  })

  test('recognises every catalogue id and nothing else', () => {
    for (const quality of QUALITIES) expect(isQualityId(quality.id)).toBe(true)
    for (const value of ['maxres', 'FULLHD', '', 'constructor', '__proto__', undefined, 1]) {
      expect(isQualityId(value)).toBe(false)
    }
  })

  test('throws for an id outside the catalogue instead of returning undefined', () => {
    expect(() => getQuality('nope' as never)).toThrow(TypeError)
  })
})

describe('needsConversion', () => {
  test('passes a JPG quality asked as JPG through', () => {
    for (const quality of QUALITIES.filter((q) => q.id !== 'fullhd')) {
      expect(needsConversion(quality.id, 'jpg')).toBe(false)
    }
  })

  test('converts every other format, and Full HD always (it is resized)', () => {
    for (const format of FORMATS.filter((f) => f.id !== 'jpg')) {
      expect(needsConversion('hqdefault', format.id)).toBe(true)
    }
    for (const format of FORMATS) expect(needsConversion('fullhd', format.id)).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import { FORMATS } from './formats.ts'
import {
  DEFAULT_QUALITY,
  getQuality,
  isQualityId,
  needsConversion,
  QUALITIES,
} from './qualities.ts'

const ID = 'dQw4w9WgXcQ'

describe('QUALITIES', () => {
  test('lists the six qualities in order, lowest first', () => {
    expect(QUALITIES.map(({ id, name, resolution }) => [id, name, resolution])).toEqual([
      ['default', 'Low Quality', '120x90'],
      ['mqdefault', 'Medium Quality', '320x180'],
      ['hqdefault', 'High Quality', '480x360'],
      ['sddefault', 'Standard Definition', '640x480'],
      ['maxresdefault', 'Maximum Resolution', '1280x720'],
      ['fullhd', 'Full HD', '1920x1080'],
    ])
  })

  test('gives each quality a nominal size that matches its resolution text', () => {
    for (const quality of QUALITIES) {
      expect(`${quality.width}x${quality.height}`).toBe(quality.resolution)
    }
  })

  test('fetches the five JPG qualities from /vi/ under their own name', () => {
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
      /^\/vi(_webp)?\/[A-Za-z0-9_-]{11}\/(maxresdefault|sddefault|hqdefault|mqdefault|default)\.(jpg|webp)$/
    for (const quality of QUALITIES) expect(quality.source.path(ID)).toMatch(allowed)
  })
})

describe('quality lookups', () => {
  test('defaults to Maximum Resolution', () => {
    expect(DEFAULT_QUALITY).toBe('maxresdefault')
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

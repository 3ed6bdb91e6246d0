import { describe, expect, test } from 'vitest'
import { downloadFileName, thumbnailApiPath, thumbnailPreviewPath } from './filename.ts'
import { FORMATS } from './formats.ts'
import { QUALITIES } from './qualities.ts'

const ID = 'a-B_c1D2e3_'

describe('downloadFileName', () => {
  test('names a download youtube-thumbnail-{videoId}-{quality}.{format}', () => {
    expect(downloadFileName(ID, 'maxresdefault', 'png')).toBe(
      'youtube-thumbnail-a-B_c1D2e3_-maxresdefault.png',
    )
  })

  test('gives every quality and format pair a distinct, header-safe name', () => {
    const names = QUALITIES.flatMap((q) => FORMATS.map((f) => downloadFileName(ID, q.id, f.id)))
    expect(new Set(names).size).toBe(QUALITIES.length * FORMATS.length)
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_.-]+$/)
  })

  test('refuses an invalid id, which would end up in a Content-Disposition header', () => {
    expect(() => downloadFileName('x"; evil=1', 'default', 'jpg')).toThrow(TypeError)
  })
})

describe('thumbnailApiPath', () => {
  test('points at our own endpoint /api/thumbnails/{videoId}/{quality}.{format}', () => {
    expect(thumbnailApiPath(ID, 'fullhd', 'webp')).toBe('/api/thumbnails/a-B_c1D2e3_/fullhd.webp')
  })

  test('refuses an invalid id', () => {
    expect(() => thumbnailApiPath('../secret', 'default', 'jpg')).toThrow(TypeError)
  })
})

describe('thumbnailPreviewPath', () => {
  test('points at /api/thumbnails/{videoId}/preview/{quality}.webp', () => {
    expect(thumbnailPreviewPath(ID, 'sddefault')).toBe(
      '/api/thumbnails/a-B_c1D2e3_/preview/sddefault.webp',
    )
  })

  test('refuses an invalid id', () => {
    expect(() => thumbnailPreviewPath('../secret', 'default')).toThrow(TypeError)
  })
})

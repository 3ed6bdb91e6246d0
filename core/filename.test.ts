import { describe, expect, test } from 'vitest'
import {
  contentDisposition,
  downloadFileName,
  thumbnailApiPath,
  thumbnailDownloadPath,
  thumbnailPreviewPath,
  titledFileName,
} from './filename.ts'
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

  test('says -no-bars when the black bars were cut away', () => {
    expect(downloadFileName(ID, 'hqdefault', 'jpg', { crop: 'letterbox' })).toBe(
      'youtube-thumbnail-a-B_c1D2e3_-hqdefault-no-bars.jpg',
    )
    expect(downloadFileName(ID, 'hqdefault', 'jpg', {})).toBe(
      'youtube-thumbnail-a-B_c1D2e3_-hqdefault.jpg',
    )
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

describe('titledFileName', () => {
  test('names the file after the title, the label and the size', () => {
    expect(titledFileName('My video', 'Maximum Resolution', 1280, 720, 'jpg')).toEqual({
      fileName: 'My video - Maximum Resolution 1280x720.jpg',
      asciiFileName: 'My video - Maximum Resolution 1280x720.jpg',
    })
  })

  test('takes a label in any language, cleaned like the title; the ASCII name drops what is not', () => {
    expect(titledFileName('Mi vídeo', 'Resolución máxima', 1280, 720, 'png')).toEqual({
      fileName: 'Mi vídeo - Resolución máxima 1280x720.png',
      asciiFileName: 'Mi video - Resolucion maxima 1280x720.png',
    })
    expect(titledFileName('動画', '最大解像度', 1280, 720, 'jpg')).toEqual({
      fileName: '動画 - 最大解像度 1280x720.jpg',
      asciiFileName: 'thumbnail - 1280x720.jpg',
    })
    expect(titledFileName('x', 'a\u202egpj.exe', 120, 90, 'jpg')?.fileName).toBe(
      'x - a gpj.exe 120x90.jpg',
    )
  })

  test('drops what Windows, macOS or Linux refuse, and reads : and / as dashes', () => {
    expect(
      titledFileName('a<b>c"d?e*f: g/h\\i|j', 'Frame 2 (High Quality)', 480, 360, 'png')?.fileName,
    ).toBe('abcdef - g - h - i - j - Frame 2 (High Quality) 480x360.png')
  })

  test('drops control, zero-width and bidi characters, so the extension cannot be faked', () => {
    expect(titledFileName('evil\u202egpj.exe\u0000\u200b', 'Low Quality', 120, 90, 'jpg')).toEqual({
      fileName: 'evil gpj.exe - Low Quality 120x90.jpg',
      asciiFileName: 'evil gpj.exe - Low Quality 120x90.jpg',
    })
  })

  test('keeps accents in the UTF-8 name and folds them in the ASCII one', () => {
    expect(titledFileName('Café ✓ Ünïcode 日本', 'HD 720p', 1280, 720, 'webp')).toEqual({
      fileName: 'Café ✓ Ünïcode 日本 - HD 720p 1280x720.webp',
      asciiFileName: 'Cafe Unicode - HD 720p 1280x720.webp',
    })
  })

  test('caps the title at 80 characters and trims trailing dots and spaces', () => {
    const named = titledFileName(`${'x'.repeat(79)} .....`, 'Low Quality', 120, 90, 'jpg')
    expect(named?.fileName).toBe(`${'x'.repeat(79)} - Low Quality 120x90.jpg`)
    const long = titledFileName('e'.repeat(300), 'Low Quality', 120, 90, 'jpg')
    expect([...(long?.fileName.split(' - ')[0] ?? '')]).toHaveLength(80)
  })

  test('caps the title at 150 bytes of UTF-8, between graphemes: CJK, astral, accents', () => {
    // q and a combining tilde, which has no precomposed form: one grapheme of two characters.
    const accented = 'q\u0303'
    for (const [title, kept] of [
      ['é'.repeat(300), 'é'.repeat(75)],
      ['日本語'.repeat(100), '日本語'.repeat(16) + '日本'],
      ['𝒳'.repeat(100), '𝒳'.repeat(37)],
      [accented.repeat(100), accented.repeat(40)],
    ] as const) {
      const named = titledFileName(title, 'Maximum Resolution', 1920, 1080, 'webp')
      expect(named?.fileName.split(' - ')[0]).toBe(kept)
      const bytes = Buffer.from(named?.fileName ?? '')
      expect(bytes.length).toBeLessThanOrEqual(200)
      expect(bytes.toString('utf8')).toBe(named?.fileName)
    }
  })

  test('an ASCII fallback with nothing left is "thumbnail"', () => {
    expect(titledFileName('日本語', 'Low Quality', 120, 90, 'jpg')?.asciiFileName).toBe(
      'thumbnail - Low Quality 120x90.jpg',
    )
  })

  test.each(['', '   ', '...', '\u200b', 'CON', 'nul', 'COM1', 'lpt9'])(
    'is null for a title that leaves nothing usable: %j',
    (title) => {
      expect(titledFileName(title, 'Low Quality', 120, 90, 'jpg')).toBeNull()
    },
  )
})

describe('contentDisposition', () => {
  test('an ASCII name is a plain filename', () => {
    expect(contentDisposition('a.jpg', 'a.jpg')).toBe('attachment; filename="a.jpg"')
  })

  test('any other name adds filename* in UTF-8 (RFC 6266, RFC 8187)', () => {
    expect(contentDisposition("Café (1)'s.jpg", 'Cafe (1)s.jpg')).toBe(
      `attachment; filename="Cafe (1)s.jpg"; filename*=UTF-8''Caf%C3%A9%20%281%29%27s.jpg`,
    )
  })
})

describe('thumbnailDownloadPath', () => {
  test('adds crop=letterbox and name=title only when asked', () => {
    expect(thumbnailDownloadPath(ID, 'sd1', 'png')).toBe(`/api/thumbnails/${ID}/sd1.png`)
    expect(thumbnailDownloadPath(ID, 'sd1', 'png', { fileName: 'id' })).toBe(
      `/api/thumbnails/${ID}/sd1.png`,
    )
    expect(thumbnailDownloadPath(ID, 'hqdefault', 'jpg', { crop: 'letterbox' })).toBe(
      `/api/thumbnails/${ID}/hqdefault.jpg?crop=letterbox`,
    )
    expect(
      thumbnailDownloadPath(ID, 'oar2', 'webp', { crop: 'letterbox', fileName: 'title' }),
    ).toBe(`/api/thumbnails/${ID}/oar2.webp?crop=letterbox&name=title`)
  })
})

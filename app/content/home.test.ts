import { describe, expect, test } from 'vitest'
import { downloadFileName, titledFileName } from '#core/filename.ts'
import { ENGLISH } from '#core/locales.ts'
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { STEPS } from './home.ts'

const t = translator(ENGLISH.lang, catalogOf(ENGLISH))

describe('How it works', () => {
  test('promises only what the file names hold', () => {
    const save = t(`home.steps.${STEPS[2]}.text`)
    // The default name: the video's ID and the quality, as the step says, and no pixel size.
    const name = downloadFileName('dQw4w9WgXcQ', 'maxresdefault', 'jpg')
    expect(save).toContain('video’s ID')
    expect(save).toContain('maxresdefault')
    expect(name).toContain('dQw4w9WgXcQ')
    expect(name).toContain('maxresdefault')
    expect(save).not.toMatch(/\bsize\b/)
    // The other name the step offers: the video's title.
    expect(save).toContain('title')
    expect(titledFileName('My video', 'Maximum Resolution', 1280, 720, 'jpg')?.fileName).toMatch(
      /^My video/,
    )
  })

  test('names the button as the page does', () => {
    expect(t(`home.steps.${STEPS[1]}.text`)).toContain('“Get thumbnails”')
  })
})

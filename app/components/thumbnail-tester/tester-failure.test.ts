import { describe, expect, test } from 'vitest'
import { choosePictures, type FileLike } from '#core/picture-files.ts'
import { englishWords } from '#tests/support/english-words.ts'
import { failureText, refusalText } from './tester-failure.ts'

const t = englishWords(['tester', 'errors'])
const file = (name: string, type: string): FileLike => ({ name, type })
const png = file('cover.png', 'image/png')
const jpg = file('cover.jpg', 'image/jpeg')
const webp = file('cover.webp', 'image/webp')
const gif = file('cover.gif', 'image/gif')
const pdf = file('notes.pdf', 'application/pdf')
const svg = file('logo.svg', 'image/svg+xml')
const refused = (held: number, files: FileLike[]) => {
  const { refusal } = choosePictures(held, files)
  return refusal && refusalText(t, refusal)
}

describe('refusalText', () => {
  test('names a file that is not a picture, and the formats taken', () => {
    expect(refused(0, [png, pdf])).toBe(
      '“notes.pdf” is not a picture the tester can show: choose JPG, PNG, WebP or GIF files.',
    )
  })

  test('names every refused file in one sentence', () => {
    expect(refused(0, [pdf, svg, file('a.txt', 'text/plain')])).toBe(
      '“notes.pdf”, “logo.svg” and “a.txt” are not pictures the tester can show: choose JPG, PNG, WebP or GIF files.',
    )
  })

  test('names those that find no room', () => {
    expect(refused(2, [png, jpg, webp])).toBe(
      'The tester compares up to 3 pictures at a time, so “cover.jpg” and “cover.webp” were left out: remove a picture to make room.',
    )
    expect(refused(3, [gif])).toMatch(/so “cover\.gif” was left out/)
  })

  test('says both when files are of the wrong type and too many', () => {
    expect(refused(2, [pdf, png, jpg])).toMatch(
      /^“notes\.pdf” is not a picture .* so “cover\.jpg” was left out/,
    )
  })
})

describe('failureText', () => {
  test('says why a link names no video', () => {
    expect(failureText(t, { kind: 'link', reason: 'empty' })).toBe(
      'Paste the link of a YouTube video or channel to show beside yours.',
    )
    expect(failureText(t, { kind: 'link', reason: 'ambiguous' })).toBe(
      'This holds more than one video link: paste only one.',
    )
    expect(failureText(t, { kind: 'link', reason: 'not_youtube' })).toBe(
      'This is not a YouTube video or channel link. Paste a link such as https://www.youtube.com/watch?v=… or https://www.youtube.com/@name',
    )
  })

  test('a failed lookup in the downloader’s words; the server’s sentence as it came', () => {
    expect(failureText(t, { kind: 'lookup', problem: 'overloaded' })).toBe(
      'Our server is busy. Too many lookups are running at once. Try again in a moment.',
    )
    expect(failureText(t, { kind: 'server', message: 'Wait 7 seconds.' })).toBe('Wait 7 seconds.')
  })
})

import { describe, expect, test } from 'vitest'
import { choosePictures, isPictureFile, MAX_PICTURES } from './picture-files.ts'

const file = (name: string, type: string) => ({ name, type })
const png = file('cover.png', 'image/png')
const jpg = file('cover.jpg', 'image/jpeg')
const webp = file('cover.webp', 'image/webp')
const gif = file('cover.gif', 'image/gif')
const pdf = file('notes.pdf', 'application/pdf')
const svg = file('logo.svg', 'image/svg+xml')

describe('isPictureFile', () => {
  test('takes JPEG, PNG, WebP and GIF by type', () => {
    expect([png, jpg, webp, gif].every(isPictureFile)).toBe(true)
  })

  test('refuses other types, an SVG and a HEIC among them', () => {
    expect([pdf, svg, file('photo.heic', 'image/heic')].some(isPictureFile)).toBe(false)
  })

  test('reads the name when the system gives no type', () => {
    expect(isPictureFile(file('photo.JPEG', ''))).toBe(true)
    expect(isPictureFile(file('photo.tiff', ''))).toBe(false)
  })

  test('trusts the type over the name', () => {
    expect(isPictureFile(file('notes.png', 'application/pdf'))).toBe(false)
  })
})

describe('choosePictures', () => {
  test(`takes up to ${MAX_PICTURES} pictures and says nothing`, () => {
    expect(choosePictures(0, [png, jpg, webp])).toEqual({
      accepted: [png, jpg, webp],
      refusal: null,
    })
  })

  test('leaves out a file that is not a picture, naming it and the formats taken', () => {
    const choice = choosePictures(0, [png, pdf])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toBe(
      '“notes.pdf” is not a picture the tester can show: choose JPG, PNG, WebP or GIF files.',
    )
  })

  test('names every refused file in one sentence', () => {
    expect(choosePictures(0, [pdf, svg, file('a.txt', 'text/plain')]).refusal).toBe(
      '“notes.pdf”, “logo.svg” and “a.txt” are not pictures the tester can show: choose JPG, PNG, WebP or GIF files.',
    )
  })

  test('counts the pictures already held and names those that find no room', () => {
    const choice = choosePictures(2, [png, jpg, webp])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toBe(
      'The tester compares up to 3 pictures at a time, so “cover.jpg” and “cover.webp” were left out: remove a picture to make room.',
    )
  })

  test('with every place taken, takes nothing', () => {
    const choice = choosePictures(3, [gif])
    expect(choice.accepted).toEqual([])
    expect(choice.refusal).toMatch(/so “cover\.gif” was left out/)
  })

  test('says both when files are of the wrong type and too many', () => {
    const choice = choosePictures(2, [pdf, png, jpg])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toMatch(/^“notes\.pdf” is not a picture .* so “cover\.jpg” was left out/)
  })
})

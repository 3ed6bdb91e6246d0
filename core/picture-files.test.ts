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

  test('leaves out a file that is not a picture, naming it', () => {
    const choice = choosePictures(0, [png, pdf])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toEqual({ wrongType: ['notes.pdf'], noRoom: [] })
  })

  test('names every refused file', () => {
    expect(choosePictures(0, [pdf, svg, file('a.txt', 'text/plain')]).refusal).toEqual({
      wrongType: ['notes.pdf', 'logo.svg', 'a.txt'],
      noRoom: [],
    })
  })

  test('counts the pictures already held and names those that find no room', () => {
    const choice = choosePictures(2, [png, jpg, webp])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toEqual({ wrongType: [], noRoom: ['cover.jpg', 'cover.webp'] })
  })

  test('with every place taken, takes nothing', () => {
    const choice = choosePictures(3, [gif])
    expect(choice.accepted).toEqual([])
    expect(choice.refusal).toEqual({ wrongType: [], noRoom: ['cover.gif'] })
  })

  test('names both when files are of the wrong type and too many', () => {
    const choice = choosePictures(2, [pdf, png, jpg])
    expect(choice.accepted).toEqual([png])
    expect(choice.refusal).toEqual({ wrongType: ['notes.pdf'], noRoom: ['cover.jpg'] })
  })
})

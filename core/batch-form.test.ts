import { describe, expect, test } from 'vitest'
import { postedValues, refusesLinks } from './batch-form.ts'

describe('refusesLinks', () => {
  test.each([
    ['too_many_links', {}, true],
    ['invalid_request', { 'links[0]': 'nope', 'links[3]': 'x' }, true],
    ['invalid_request', { links: 'no links' }, true],
    ['invalid_request', { quality: 'unknown quality' }, false],
    ['invalid_request', {}, false],
    ['rate_limited', {}, false],
    ['overloaded', {}, false],
    [undefined, {}, false],
  ])('%s %j → %s', (code, fields, expected) => {
    expect(refusesLinks(code, fields)).toBe(expected)
  })
})

describe('postedValues', () => {
  test('keeps the text fields as posted and reads the checkbox', () => {
    expect(
      postedValues({
        links: 'a\r\nb',
        quality: 'hqdefault',
        format: 'png',
        name: 'title',
        wholePlaylist: 'on',
      }),
    ).toEqual({
      links: 'a\r\nb',
      quality: 'hqdefault',
      format: 'png',
      name: 'title',
      wholePlaylist: true,
    })
  })

  test('what is missing or not text comes back empty; an unchecked box is false', () => {
    expect(postedValues({ links: ['a'], quality: 3 })).toEqual({
      links: '',
      quality: '',
      format: '',
      name: '',
      wholePlaylist: false,
    })
  })
})

import { describe, expect, test } from 'vitest'
import { noneMatchHits, strongEntityTag } from './conditional.ts'

describe('noneMatchHits', () => {
  test.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc" , "y"', true],
    ['  "x" ,  "abc"  ', true],
    ['*', true],
    ['"abc-br"', false],
    ['"x", "y"', false],
    ['"a,bc"', false],
    ['abc', false],
    ['"x" "abc"', false],
    ['', false],
  ])('If-None-Match: %s → %s', (header, hit) => expect(noneMatchHits(header, '"abc"')).toBe(hit))

  test('a weak ETag of ours matches its strong form too (weak comparison)', () => {
    expect(noneMatchHits('"abc"', 'W/"abc"')).toBe(true)
  })

  test('no header, no hit', () => expect(noneMatchHits(undefined, '"abc"')).toBe(false))
})

describe('strongEntityTag', () => {
  test('is a quoted 22-character base64url hash: the same bytes, the same tag', () => {
    const tag = strongEntityTag(Buffer.from('abc'))
    expect(tag).toBe('"ungWv48Bz-pBQUDeXa4iI7"')
    expect(strongEntityTag(new Uint8Array([0x61, 0x62, 0x63]))).toBe(tag)
    expect(strongEntityTag(Buffer.from('abd'))).not.toBe(tag)
    expect(noneMatchHits(tag, tag)).toBe(true)
  })
})

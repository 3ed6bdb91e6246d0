import { describe, expect, test } from 'vitest'
import { assertVideoId, isVideoId, watchLink } from './video-id.ts'

describe('isVideoId', () => {
  test.each(['dQw4w9WgXcQ', '___________', '-----------', 'AAAAAAAAAAA', '0123456789a'])(
    'accepts %s',
    (id) => expect(isVideoId(id)).toBe(true),
  )

  test.each([
    ['10 characters', 'dQw4w9WgXc'],
    ['12 characters', 'dQw4w9WgXcQQ'],
    ['a dot', 'dQw4w9WgXc.'],
    ['a slash', 'dQw4w9/gXcQ'],
    ['a space', 'dQw4w9 gXcQ'],
    ['a trailing newline', 'dQw4w9WgXcQ\n'],
    ['a non-ASCII letter', 'dQw4w9WgXcé'],
    ['the empty string', ''],
  ])('rejects an id with %s', (_, id) => expect(isVideoId(id)).toBe(false))

  test('rejects values that are not strings', () => {
    expect(isVideoId(undefined)).toBe(false)
    expect(isVideoId(12345678901)).toBe(false)
  })
})

describe('assertVideoId', () => {
  test('lets a valid id through', () => {
    expect(() => assertVideoId('dQw4w9WgXcQ')).not.toThrow()
  })

  test('throws a TypeError for anything else', () => {
    expect(() => assertVideoId('../../etc/x')).toThrow(TypeError)
  })
})

test('watchLink refuses anything but a video id', () => {
  expect(watchLink('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  expect(() => watchLink('x?y=1&z')).toThrow(TypeError)
})

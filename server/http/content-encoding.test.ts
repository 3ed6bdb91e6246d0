import { expect, test } from 'vitest'
import { chooseEncoding, isCompressible } from './content-encoding.ts'

test.each([
  [undefined, undefined],
  ['', undefined],
  ['identity', undefined],
  ['gzip', 'gzip'],
  ['gzip, deflate, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['br;q=0.5, gzip;q=0.8', 'gzip'],
  ['*', 'br'],
  ['*;q=0', undefined],
  ['GZIP', 'gzip'],
])('Accept-Encoding %j chooses %j', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected)
})

test('compresses text, JSON, XML and SVG but not images', () => {
  expect(isCompressible('text/html; charset=utf-8')).toBe(true)
  expect(isCompressible('application/json')).toBe(true)
  expect(isCompressible('application/xml; charset=utf-8')).toBe(true)
  expect(isCompressible('image/svg+xml')).toBe(true)
  expect(isCompressible('image/png')).toBe(false)
  expect(isCompressible(null)).toBe(false)
})

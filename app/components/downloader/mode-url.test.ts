import { describe, expect, test } from 'vitest'
import { shouldRevalidate } from '#app/routes/home.tsx'
import { isModeSwitch, MODE_SWITCH, modeSearch, onlyModeChanged } from './mode-url.ts'

describe('modeSearch', () => {
  test.each([
    ['', 'many', '?mode=many'],
    ['?mode=many', 'one', ''],
    ['?mode=many', 'many', '?mode=many'],
    ['?v=dQw4w9WgXcQ', 'many', '?v=dQw4w9WgXcQ&mode=many'],
    ['?v=dQw4w9WgXcQ&mode=many', 'one', '?v=dQw4w9WgXcQ'],
  ] as const)('%s in the %s mode is %s', (search, mode, expected) => {
    expect(modeSearch(search, mode)).toBe(expected)
  })
})

test('onlyModeChanged tells a switch of mode from any other change of the query', () => {
  const url = (path: string) => new URL(path, 'http://localhost')
  expect(onlyModeChanged(url('/'), url('/?mode=many'))).toBe(true)
  expect(onlyModeChanged(url('/?mode=many'), url('/'))).toBe(true)
  expect(onlyModeChanged(url('/?v=dQw4w9WgXcQ'), url('/?v=dQw4w9WgXcQ&mode=many'))).toBe(true)
  expect(onlyModeChanged(url('/?mode=many'), url('/?url=x&mode=many'))).toBe(false)
})

test('isModeSwitch knows the navigation state the tabs set, and nothing else', () => {
  expect(isModeSwitch(MODE_SWITCH)).toBe(true)
  expect(isModeSwitch(null)).toBe(false)
  expect(isModeSwitch({ other: true })).toBe(false)
  expect(isModeSwitch('modeSwitch')).toBe(false)
})

test('the home page does not ask the server again for a switch of mode', () => {
  const args = (from: string, to: string) =>
    ({
      currentUrl: new URL(from, 'http://localhost'),
      nextUrl: new URL(to, 'http://localhost'),
      defaultShouldRevalidate: true,
    }) as Parameters<typeof shouldRevalidate>[0]
  expect(shouldRevalidate(args('/', '/?mode=many'))).toBe(false)
  expect(shouldRevalidate(args('/?mode=many', '/'))).toBe(false)
  // Anything else on `/` without a video is the server's to answer.
  expect(shouldRevalidate(args('/?mode=many', '/?url=https%3A%2F%2Fyoutu.be%2Fx'))).toBe(true)
  expect(shouldRevalidate(args('/about', '/?mode=many'))).toBe(true)
})

import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { retryPicture } from './picture-retry.ts'

/** The part of an `<img>` that retryPicture uses, recording each time `src` is set. */
function image(src: string) {
  const attributes = new Map([['src', src]])
  const asked: string[] = []
  const element = {
    isConnected: true,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute(name: string, value: string) {
      attributes.set(name, value)
      if (name === 'src') asked.push(value)
    },
  }
  return { img: element as unknown as HTMLImageElement, element, asked }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('asks again after 1, 2 and 4 s, then gives up', () => {
  const { img, asked } = image('/api/thumbnails/a/preview/hqdefault.webp')
  for (const wait of [1_000, 2_000, 4_000]) {
    expect(retryPicture(img, () => 0)).toBe(true)
    vi.advanceTimersByTime(wait - 1)
    const before = asked.length
    vi.advanceTimersByTime(1)
    expect(asked.length).toBe(before + 1)
  }
  expect(asked).toEqual(Array(3).fill('/api/thumbnails/a/preview/hqdefault.webp'))
  expect(retryPicture(img, () => 0)).toBe(false)
})

test('spreads each wait over up to half as long again, at random', () => {
  const { img, asked } = image('/p.webp')
  expect(retryPicture(img, () => 0.999)).toBe(true)
  vi.advanceTimersByTime(1_498)
  expect(asked).toEqual([])
  vi.advanceTimersByTime(2)
  expect(asked).toEqual(['/p.webp'])
})

test('a new address starts its own tries', () => {
  const { img, element } = image('/first.webp')
  for (let i = 0; i < 3; i++) expect(retryPicture(img, () => 0)).toBe(true)
  expect(retryPicture(img, () => 0)).toBe(false)
  element.setAttribute('src', '/second.webp')
  expect(retryPicture(img, () => 0)).toBe(true)
})

test('does nothing when the picture has left the page or shows another address by then', () => {
  const gone = image('/gone.webp')
  retryPicture(gone.img, () => 0)
  gone.element.isConnected = false
  const moved = image('/old.webp')
  retryPicture(moved.img, () => 0)
  moved.element.setAttribute('src', '/new.webp')
  vi.advanceTimersByTime(10_000)
  expect(gone.asked).toEqual([])
  expect(moved.asked).toEqual(['/new.webp'])
})

test('an image without an address is not asked again', () => {
  expect(retryPicture(image('').img, () => 0)).toBe(false)
})

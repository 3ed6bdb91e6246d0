import { describe, expect, test } from 'vitest'
import { paginate } from './pagination.ts'

const currentOf = (total: number, current: number) =>
  paginate(total, current)
    .pages.filter((page) => page.current)
    .map((page) => page.number)

describe('paginate', () => {
  test('the first article has no previous', () => {
    expect(paginate(3, 0)).toMatchObject({ previous: null, next: 1 })
  })

  test('a middle article has both', () => {
    expect(paginate(3, 1)).toMatchObject({ previous: 0, next: 2 })
  })

  test('the last article has no next', () => {
    expect(paginate(3, 2)).toMatchObject({ previous: 1, next: null })
  })

  test('a single article has neither', () => {
    expect(paginate(1, 0)).toEqual({
      previous: null,
      next: null,
      pages: [{ index: 0, number: 1, current: true }],
    })
  })

  test('numbers every article from 1 and marks exactly the current one', () => {
    expect(paginate(3, 1).pages).toEqual([
      { index: 0, number: 1, current: false },
      { index: 1, number: 2, current: true },
      { index: 2, number: 3, current: false },
    ])
    for (let current = 0; current < 7; current++)
      expect(currentOf(7, current)).toEqual([current + 1])
  })

  test.each([
    [3, -1],
    [3, 3],
    [3, 1.5],
    [0, 0],
    [-1, 0],
    [2.5, 0],
  ])('refuses total %d with current %d', (total, current) => {
    expect(() => paginate(total, current)).toThrow(RangeError)
  })
})

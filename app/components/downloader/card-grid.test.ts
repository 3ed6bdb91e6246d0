import { describe, expect, test } from 'vitest'
import { BREAKPOINTS, gridClasses, gridLayout } from './card-grid.ts'

/** The number of cards on each row, as CSS grid auto-placement lays them out. */
function rows(count: number, columns: number, spanFirst: boolean): number[] {
  const places = Array.from({ length: count }, (_, i) => (i === 0 && spanFirst ? 2 : 1))
  const result: number[] = []
  let free = 0
  for (const width of places) {
    if (width > free) {
      result.push(0)
      free = columns
    }
    result[result.length - 1] = (result.at(-1) ?? 0) + 1
    free -= width
  }
  return result
}

describe('gridLayout', () => {
  test.each(['main', 'frames', 'original', 'live'] as const)(
    'no %s card is ever alone on a row, from 2 to 40 cards, unless it spans two columns',
    (group) => {
      for (let count = 2; count <= 40; count++) {
        for (const breakpoint of BREAKPOINTS) {
          const { columns, spanFirst } = gridLayout(group, count)[breakpoint]
          const laidOut = rows(count, columns, spanFirst)
          expect(laidOut.at(-1), `${group} ${count} at ${breakpoint}`).toBeGreaterThan(1)
          const lone = laidOut.slice(1).filter((n) => n === 1)
          expect(lone, `${group} ${count} at ${breakpoint}`).toEqual([])
        }
      }
    },
  )

  test('counts that fill their rows keep the usual columns', () => {
    expect(gridLayout('main', 6)).toEqual({
      base: { columns: 2, spanFirst: false },
      sm: { columns: 2, spanFirst: false },
      lg: { columns: 3, spanFirst: false },
    })
    expect(gridLayout('frames', 8).lg).toEqual({ columns: 4, spanFirst: false })
  })

  test('7 and 16 cards take four columns on a wide screen; an odd count on a phone spans the first card', () => {
    expect(gridLayout('main', 7).lg).toEqual({ columns: 4, spanFirst: false })
    expect(gridLayout('main', 16).lg).toEqual({ columns: 4, spanFirst: false })
    expect(gridLayout('main', 7).base).toEqual({ columns: 2, spanFirst: true })
    expect(gridLayout('main', 23).base).toEqual({ columns: 2, spanFirst: true })
    expect(gridLayout('main', 23).lg).toEqual({ columns: 3, spanFirst: false })
    // 13 leaves one alone at three, four and (phone) two columns: the first card spans.
    expect(gridLayout('main', 13).lg).toEqual({ columns: 3, spanFirst: true })
  })

  test('one card alone is just one card', () => {
    expect(gridLayout('original', 1).lg).toEqual({ columns: 3, spanFirst: false })
  })
})

describe('gridClasses', () => {
  test('names each change of columns and span once, from the phone up', () => {
    expect(gridClasses(gridLayout('main', 6))).toEqual({
      grid: 'grid-cols-2 lg:grid-cols-3',
      first: '',
    })
    expect(gridClasses(gridLayout('main', 7))).toEqual({
      grid: 'grid-cols-2 lg:grid-cols-4',
      first: 'col-span-2 lg:col-span-1',
    })
    expect(gridClasses(gridLayout('frames', 8))).toEqual({
      grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
      first: '',
    })
    // Nine frames: one alone at four columns, so five on a wide screen.
    expect(gridClasses(gridLayout('frames', 9))).toEqual({
      grid: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
      first: 'col-span-2 sm:col-span-1',
    })
  })
})

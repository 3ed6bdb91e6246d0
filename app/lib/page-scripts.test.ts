import { describe, expect, it } from 'vitest'
import { NO_APP, needsApp } from './page-scripts.ts'

describe('needsApp', () => {
  it('loads the app unless a matched route opts out', () => {
    expect(needsApp([])).toBe(true)
    expect(needsApp([{ handle: undefined }, { handle: { other: 1 } }])).toBe(true)
    expect(needsApp([{}, { handle: { hydrate: true } }])).toBe(true)
  })

  it('ships no app when any matched route says hydrate: false', () => {
    expect(needsApp([{ handle: undefined }, { handle: NO_APP }])).toBe(false)
    expect(needsApp([undefined, { handle: { hydrate: false } }])).toBe(false)
  })

  it('ignores handles that are not objects', () => {
    expect(needsApp([{ handle: null }, { handle: 'hydrate' }, { handle: false }])).toBe(true)
  })
})

import { describe, expect, test } from 'vitest'
import {
  droppedUrls,
  EMPTY_TESTER,
  testerReducer,
  type NewPicture,
  type TesterState,
} from './tester-state.ts'

const picture = (n: number): NewPicture => ({
  id: `p${n}`,
  name: `cover-${n}.png`,
  url: `blob:${n}`,
})
const legibility = { fineShare: 0.02, hardToRead: true }

function withPictures(...ns: number[]): TesterState {
  return testerReducer(EMPTY_TESTER, { type: 'add', pictures: ns.map(picture), refusal: null })
}

describe('testerReducer', () => {
  test('adds pictures as measuring, with the refusal about the files left out', () => {
    const state = testerReducer(withPictures(1), {
      type: 'add',
      pictures: [picture(2)],
      refusal: '“a.pdf” is not a picture',
    })
    expect(state.pictures.map((p) => [p.id, p.check.state])).toEqual([
      ['p1', 'measuring'],
      ['p2', 'measuring'],
    ])
    expect(state.notice).toBe('“a.pdf” is not a picture')
  })

  test('records a measurement for its picture only', () => {
    const state = testerReducer(withPictures(1, 2), {
      type: 'measured',
      id: 'p2',
      legibility,
      width: 1280,
      height: 720,
    })
    expect(state.pictures[0]?.check).toEqual({ state: 'measuring' })
    expect(state.pictures[1]?.check).toEqual({
      state: 'measured',
      legibility,
      width: 1280,
      height: 720,
    })
  })

  test('replaces a picture in its place, to be measured again', () => {
    const measured = testerReducer(withPictures(1, 2), {
      type: 'measured',
      id: 'p1',
      legibility,
      width: 1,
      height: 1,
    })
    const state = testerReducer(measured, {
      type: 'replace',
      id: 'p1',
      picture: picture(3),
      refusal: null,
    })
    expect(state.pictures.map((p) => [p.id, p.check.state])).toEqual([
      ['p3', 'measuring'],
      ['p2', 'measuring'],
    ])
  })

  test('removes a picture and clears the notice', () => {
    const refused = testerReducer(withPictures(1, 2), { type: 'refuse', refusal: 'left out' })
    const state = testerReducer(refused, { type: 'remove', id: 'p1' })
    expect(state).toEqual({ pictures: [withPictures(2).pictures[0]], notice: null })
  })

  test('drops a picture the browser cannot open, saying which', () => {
    const state = testerReducer(withPictures(1, 2), { type: 'unreadable', id: 'p2' })
    expect(state.pictures.map((p) => p.id)).toEqual(['p1'])
    expect(state.notice).toMatch(/^“cover-2\.png” could not be opened as a picture/)
  })

  test('a measurement or failure of a picture already removed changes nothing', () => {
    const state = withPictures(1)
    expect(testerReducer(state, { type: 'unreadable', id: 'gone' })).toBe(state)
    expect(
      testerReducer(state, { type: 'measured', id: 'gone', legibility, width: 1, height: 1 })
        .pictures,
    ).toEqual(state.pictures)
  })
})

describe('droppedUrls', () => {
  test('names the URLs of removed and replaced pictures, not the kept ones', () => {
    const before = withPictures(1, 2, 3)
    const removed = testerReducer(before, { type: 'remove', id: 'p2' })
    expect(droppedUrls(before.pictures, removed.pictures)).toEqual(['blob:2'])
    const replaced = testerReducer(removed, {
      type: 'replace',
      id: 'p1',
      picture: picture(4),
      refusal: null,
    })
    expect(droppedUrls(removed.pictures, replaced.pictures)).toEqual(['blob:1'])
  })

  test('names every URL when all are gone', () => {
    expect(droppedUrls(withPictures(1, 2).pictures, [])).toEqual(['blob:1', 'blob:2'])
  })
})

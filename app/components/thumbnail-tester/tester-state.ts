/**
 * The thumbnail tester's pictures (app/routes/preview.tsx): each a file of the visitor's shown
 * from an object URL, with its legibility check as it runs, plus the one notice about files
 * left out. A reducer without side effects: use-tester-pictures.ts makes and revokes the URLs,
 * revoking each one that `droppedUrls` says has left the state.
 */
import type { Legibility } from '#core/legibility.ts'

export type PictureCheck =
  | { state: 'measuring' }
  | { state: 'measured'; legibility: Legibility; width: number; height: number }

export type TesterPicture = { id: string; name: string; url: string; check: PictureCheck }

export type TesterState = {
  pictures: readonly TesterPicture[]
  /** About files left out or pictures that could not be opened; null when there is none. */
  notice: string | null
}

export type NewPicture = { id: string; name: string; url: string }

export type TesterAction =
  | { type: 'add'; pictures: readonly NewPicture[]; refusal: string | null }
  | { type: 'replace'; id: string; picture: NewPicture; refusal: string | null }
  | { type: 'remove'; id: string }
  | { type: 'measured'; id: string; legibility: Legibility; width: number; height: number }
  | { type: 'unreadable'; id: string }
  | { type: 'refuse'; refusal: string }

export const EMPTY_TESTER: TesterState = { pictures: [], notice: null }

const measuring = (picture: NewPicture): TesterPicture => ({
  ...picture,
  check: { state: 'measuring' },
})

export function testerReducer(state: TesterState, action: TesterAction): TesterState {
  switch (action.type) {
    case 'add':
      return {
        pictures: [...state.pictures, ...action.pictures.map(measuring)],
        notice: action.refusal,
      }
    case 'replace':
      return {
        pictures: state.pictures.map((picture) =>
          picture.id === action.id ? measuring(action.picture) : picture,
        ),
        notice: action.refusal,
      }
    case 'remove':
      return {
        pictures: state.pictures.filter((picture) => picture.id !== action.id),
        notice: null,
      }
    case 'measured': {
      const { legibility, width, height } = action
      return {
        ...state,
        pictures: state.pictures.map((picture) =>
          picture.id === action.id
            ? { ...picture, check: { state: 'measured', legibility, width, height } }
            : picture,
        ),
      }
    }
    case 'unreadable': {
      const picture = state.pictures.find((each) => each.id === action.id)
      if (!picture) return state
      return {
        pictures: state.pictures.filter((each) => each.id !== action.id),
        notice: `“${picture.name}” could not be opened as a picture: the file may be damaged, or in a format this browser cannot show. Try another file.`,
      }
    }
    case 'refuse':
      return { ...state, notice: action.refusal }
  }
}

/**
 * The object URLs of `before` that `after` no longer shows: removed or replaced pictures,
 * whose URLs the page revokes so the browser can free the files.
 * @example droppedUrls([a, b], [b]) // [a.url]
 */
export function droppedUrls(
  before: readonly TesterPicture[],
  after: readonly TesterPicture[],
): string[] {
  const kept = new Set(after.map((picture) => picture.url))
  return before.map((picture) => picture.url).filter((url) => !kept.has(url))
}

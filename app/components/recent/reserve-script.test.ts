import { expect, test } from 'vitest'
import { parseRecent, RECENT_KEY } from './recent-lookups.ts'
import { RESERVE_ATTRIBUTE, RESERVE_SCRIPT } from './reserve-script.ts'

/** Runs the script as the page would, with `stored` under RECENT_KEY; whether it marked <html>. */
function marks(stored: string | null, { throwing = false } = {}): boolean {
  const attributes = new Map<string, string>()
  const localStorage = {
    getItem(key: string) {
      if (throwing) throw new DOMException('The operation is insecure.', 'SecurityError')
      return key === RECENT_KEY ? stored : null
    },
  }
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  // The page's own inline script, run as the browser would run it.
  new Function('localStorage', 'document', RESERVE_SCRIPT)(localStorage, document)
  return attributes.has(RESERVE_ATTRIBUTE)
}

const entry = {
  videoId: 'dQw4w9WgXcQ',
  title: 'A title',
  channel: null,
  quality: 'mqdefault',
  at: 1,
}

const cases: [string, string | null][] = [
  ['nothing stored', null],
  ['an empty list', '[]'],
  ['not JSON', '[{'],
  ['JSON that is not a list', JSON.stringify({ 0: entry })],
  ['one entry', JSON.stringify([entry])],
  ['eight entries', JSON.stringify(Array.from({ length: 8 }, (_, at) => ({ ...entry, at })))],
  ['a bad id', JSON.stringify([{ ...entry, videoId: '<img src=x onerror=alert(1)>' }])],
  ['a bad quality', JSON.stringify([{ ...entry, quality: '../../x' }])],
  ['no time', JSON.stringify([{ ...entry, at: 'yesterday' }])],
  ['no title at all', JSON.stringify([{ ...entry, title: undefined }])],
  ['a number for a channel', JSON.stringify([{ ...entry, channel: 7 }])],
  ['garbage then one good entry', JSON.stringify(['garbage', null, 3, entry])],
]

test.each(cases)('marks the page exactly when parseRecent keeps an entry: %s', (_, stored) => {
  expect(marks(stored)).toBe(parseRecent(stored).length > 0)
})

test('storage that refuses to be read marks nothing and throws nothing', () => {
  expect(marks(JSON.stringify([entry]), { throwing: true })).toBe(false)
})

test('the script cannot end its own <script> element early', () => {
  expect(RESERVE_SCRIPT).not.toMatch(/<\/script|<!--/i)
})

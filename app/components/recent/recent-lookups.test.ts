import { describe, expect, it } from 'vitest'
import {
  addRecent,
  clearRecent,
  parseRecent,
  readRecent,
  RECENT_KEY,
  RECENT_LIMIT,
  removeRecent,
  smallPicture,
  subscribeRecent,
  type RecentLookup,
} from './recent-lookups.ts'

/** A Storage in memory, as the browser's behaves for these three calls. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A storage that refuses every call, as a disabled or sandboxed one does. */
function refusingStorage(error = new DOMException('denied', 'SecurityError')) {
  return {
    getItem: (): string | null => {
      throw error
    },
    setItem: () => {
      throw error
    },
    removeItem: () => {
      throw error
    },
  }
}

const entry = (n: number, over: Partial<RecentLookup> = {}): RecentLookup => ({
  videoId: `video${String(n).padStart(6, '0')}`,
  title: `Title ${n}`,
  channel: `Channel ${n}`,
  quality: 'mqdefault',
  at: 1_700_000_000_000 + n,
  ...over,
})

describe('parseRecent', () => {
  it('reads what addRecent wrote', () => {
    const storage = memoryStorage()
    addRecent(entry(1), storage)
    addRecent(entry(2), storage)
    expect(parseRecent(storage.items.get(RECENT_KEY))).toEqual([entry(2), entry(1)])
  })

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['text that is not JSON', '{oops'],
    ['a JSON object', '{"videoId":"dQw4w9WgXcQ"}'],
    ['a JSON string', '"dQw4w9WgXcQ"'],
    ['JSON null', 'null'],
  ])('gives an empty list for %s', (_, raw) => {
    expect(parseRecent(raw)).toEqual([])
  })

  it('drops entries that are not its own shape and keeps the others', () => {
    const good = entry(1)
    const raw = JSON.stringify([
      null,
      42,
      'dQw4w9WgXcQ',
      { ...entry(2), videoId: '../../etc/passwd' },
      { ...entry(3), videoId: 'short' },
      { ...entry(4), quality: 'constructor' },
      { ...entry(5), quality: 'https://evil.example/x.png' },
      { ...entry(6), title: 7 },
      { ...entry(7), channel: { name: 'x' } },
      { ...entry(8), at: 'yesterday' },
      { ...entry(9), at: null },
      good,
    ])
    expect(parseRecent(raw)).toEqual([good])
  })

  it('keeps one entry per video (the newest), newest first, at most RECENT_LIMIT', () => {
    const many = Array.from({ length: RECENT_LIMIT + 4 }, (_, n) => entry(n))
    const older = { ...entry(11), title: 'Old title', at: 1 }
    const parsed = parseRecent(JSON.stringify([older, ...many]))
    expect(parsed).toHaveLength(RECENT_LIMIT)
    expect(parsed[0]).toEqual(entry(RECENT_LIMIT + 3))
    expect(parsed.map((e) => e.at)).toEqual([...parsed.map((e) => e.at)].sort((a, b) => b - a))
    expect(parsed.filter((e) => e.videoId === entry(11).videoId)).toEqual([entry(11)])
  })

  it('trims and caps text, and reads a blank title as unknown', () => {
    const [parsed] = parseRecent(
      JSON.stringify([{ ...entry(1), title: `  ${'x'.repeat(500)}  `, channel: '   ' }]),
    )
    expect(parsed?.title).toBe('x'.repeat(200))
    expect(parsed?.channel).toBeNull()
  })
})

describe('addRecent, removeRecent, clearRecent', () => {
  it('puts a repeated video first, once, with its new details', () => {
    const storage = memoryStorage()
    addRecent(entry(1), storage)
    addRecent(entry(2), storage)
    const again = { ...entry(1), title: 'Renamed', at: entry(2).at + 10 }
    expect(addRecent(again, storage)).toEqual([again, entry(2)])
    expect(readRecent(storage)).toEqual([again, entry(2)])
  })

  it(`keeps the ${RECENT_LIMIT} newest`, () => {
    const storage = memoryStorage()
    for (let n = 1; n <= RECENT_LIMIT + 2; n++) addRecent(entry(n), storage)
    const kept = readRecent(storage)
    expect(kept).toHaveLength(RECENT_LIMIT)
    expect(kept.at(0)).toEqual(entry(RECENT_LIMIT + 2))
    expect(kept.at(-1)).toEqual(entry(3))
  })

  it('refuses to store an entry that is not valid', () => {
    const storage = memoryStorage()
    expect(addRecent({ ...entry(1), videoId: '<script>' }, storage)).toEqual([])
    expect(storage.items.has(RECENT_KEY)).toBe(false)
  })

  it('removes one video, and clearing removes the key itself', () => {
    const storage = memoryStorage()
    addRecent(entry(1), storage)
    addRecent(entry(2), storage)
    expect(removeRecent(entry(2).videoId, storage)).toEqual([entry(1)])
    expect(readRecent(storage)).toEqual([entry(1)])
    expect(clearRecent(storage)).toEqual([])
    expect(storage.items.has(RECENT_KEY)).toBe(false)
  })

  it('replaces a corrupt stored value instead of failing', () => {
    const storage = memoryStorage({ [RECENT_KEY]: '[{"videoId": broken' })
    expect(readRecent(storage)).toEqual([])
    expect(addRecent(entry(1), storage)).toEqual([entry(1)])
    expect(readRecent(storage)).toEqual([entry(1)])
  })

  it('leaves other keys alone', () => {
    const storage = memoryStorage({ 'thumbgrab:file-name': 'title', other: 'x' })
    addRecent(entry(1), storage)
    clearRecent(storage)
    expect(Object.fromEntries(storage.items)).toEqual({
      'thumbgrab:file-name': 'title',
      other: 'x',
    })
  })
})

describe('when storage refuses', () => {
  it('keeps the list for this page when storage is disabled', () => {
    const storage = refusingStorage()
    expect(readRecent(storage)).toEqual([])
    expect(addRecent(entry(1), storage)).toEqual([entry(1)])
    expect(addRecent(entry(2), storage)).toEqual([entry(2), entry(1)])
    expect(readRecent(storage)).toEqual([entry(2), entry(1)])
    expect(removeRecent(entry(1).videoId, storage)).toEqual([entry(2)])
    expect(clearRecent(storage)).toEqual([])
    expect(readRecent(storage)).toEqual([])
  })

  it('keeps the list for this page when the quota is full, and stores again once it can', () => {
    const storage = memoryStorage()
    const setItem = storage.setItem
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(addRecent(entry(1), storage)).toEqual([entry(1)])
    expect(readRecent(storage)).toEqual([entry(1)])
    expect(storage.items.has(RECENT_KEY)).toBe(false)
    storage.setItem = setItem
    addRecent(entry(2), storage)
    expect(parseRecent(storage.items.get(RECENT_KEY))).toEqual([entry(2), entry(1)])
  })

  it('works with no storage at all', () => {
    expect(readRecent(undefined)).toEqual([])
    expect(addRecent(entry(1), undefined)).toEqual([entry(1)])
    expect(readRecent(undefined)).toEqual([entry(1)])
    expect(clearRecent(undefined)).toEqual([])
  })
})

describe('subscribeRecent', () => {
  it('tells listeners of every change in this page until they unsubscribe', () => {
    const storage = memoryStorage()
    let calls = 0
    const unsubscribe = subscribeRecent(() => calls++)
    addRecent(entry(1), storage)
    removeRecent(entry(1).videoId, storage)
    unsubscribe()
    clearRecent(storage)
    expect(calls).toBe(2)
  })
})

describe('smallPicture', () => {
  it('prefers the 16:9 medium picture, then the others in order, then any', () => {
    expect(smallPicture(['maxresdefault', 'hqdefault', 'mqdefault'])).toBe('mqdefault')
    expect(smallPicture(['maxresdefault', 'hqdefault'])).toBe('hqdefault')
    expect(smallPicture(['oardefault'])).toBe('oardefault')
    expect(smallPicture([])).toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import { CacheBudget, TtlCache } from './ttl-cache.ts'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

test('returns a value until its time to live is over', () => {
  const time = clock()
  const cache = new TtlCache<string, number>({ maxEntries: 10, now: time.now })
  cache.set('a', 1, 100)
  time.advance(99)
  expect(cache.get('a')).toBe(1)
  time.advance(1)
  expect(cache.get('a')).toBeUndefined()
  expect(cache.size).toBe(0)
})

test('drops the least recently used entry beyond maxEntries', () => {
  const cache = new TtlCache<string, number>({ maxEntries: 2 })
  cache.set('a', 1, 1000)
  cache.set('b', 2, 1000)
  cache.get('a')
  cache.set('c', 3, 1000)
  expect(cache.get('b')).toBeUndefined()
  expect(cache.get('a')).toBe(1)
  expect(cache.get('c')).toBe(3)
})

test('keeps the total size within maxBytes and refuses a value larger than all of it', () => {
  const cache = new TtlCache<string, Buffer>({
    maxEntries: 100,
    maxBytes: 10,
    sizeOf: (value) => value.length,
  })
  cache.set('a', Buffer.alloc(4), 1000)
  cache.set('b', Buffer.alloc(4), 1000)
  cache.set('c', Buffer.alloc(4), 1000)
  expect(cache.bytes).toBe(8)
  expect(cache.get('a')).toBeUndefined()
  cache.set('huge', Buffer.alloc(11), 1000)
  expect(cache.get('huge')).toBeUndefined()
  expect(cache.bytes).toBe(8)
})

test('deletes an entry only if it still holds the value given', () => {
  const cache = new TtlCache<string, { n: number }>({ maxEntries: 10 })
  const first = { n: 1 }
  cache.set('a', first, 1000)
  cache.set('a', { n: 2 }, 1000)
  cache.delete('a', first)
  expect(cache.get('a')).toEqual({ n: 2 })
  cache.delete('a')
  expect(cache.get('a')).toBeUndefined()
})

test('replacing a key updates the size', () => {
  const cache = new TtlCache<string, Buffer>({ maxEntries: 10, sizeOf: (v) => v.length })
  cache.set('a', Buffer.alloc(5), 1000)
  cache.set('a', Buffer.alloc(2), 1000)
  expect(cache.bytes).toBe(2)
})

test('tells its observer of hits, misses (expired ones too) and what it holds', () => {
  const time = clock()
  const seen: string[] = []
  const cache = new TtlCache<string, Buffer>({
    maxEntries: 10,
    maxBytes: 100,
    sizeOf: (v) => v.length,
    now: time.now,
    observer: {
      hit: () => seen.push('hit'),
      miss: () => seen.push('miss'),
      holds: (entries, bytes) => seen.push(`holds ${entries}/${bytes}`),
    },
  })
  cache.get('a')
  cache.set('a', Buffer.alloc(60), 100)
  cache.get('a')
  cache.set('b', Buffer.alloc(60), 100)
  time.advance(100)
  cache.get('b')
  expect(seen).toEqual([
    'miss',
    'holds 1/60',
    'hit',
    // b pushes a out (120 > 100 bytes), then the set settles at b alone.
    'holds 1/60',
    'holds 1/60',
    'miss',
    'holds 0/0',
  ])
})

describe('caches sharing one budget', () => {
  const bytes = (v: Buffer) => v.length
  const pair = (maxBytes: number, time = clock()) => {
    const budget = new CacheBudget(maxBytes)
    const options = { maxEntries: 100, sizeOf: bytes, now: time.now, budget }
    return {
      budget,
      a: new TtlCache<string, Buffer>(options),
      b: new TtlCache<string, Buffer>(options),
    }
  }

  test('hold no more than the budget together: the least recently used entry of either goes', () => {
    const { budget, a, b } = pair(100)
    a.set('a1', Buffer.alloc(40), 1_000)
    b.set('b1', Buffer.alloc(40), 1_000)
    expect(budget.bytes).toBe(80)
    // a1 is asked for again, so b1 is now the least recently used of the two caches.
    a.get('a1')
    a.set('a2', Buffer.alloc(40), 1_000)
    expect(budget.bytes).toBe(80)
    expect(b.get('b1')).toBeUndefined()
    expect(a.get('a1')).toHaveLength(40)
    expect(a.get('a2')).toHaveLength(40)
    expect([a.bytes, b.bytes]).toEqual([80, 0])
  })

  test('a deleted, replaced or expired entry gives its bytes back', () => {
    const time = clock()
    const { budget, a, b } = pair(100, time)
    a.set('x', Buffer.alloc(30), 1_000)
    a.set('x', Buffer.alloc(20), 1_000)
    b.set('y', Buffer.alloc(10), 50)
    expect(budget.bytes).toBe(30)
    a.delete('x')
    expect(budget.bytes).toBe(10)
    time.advance(50)
    expect(b.get('y')).toBeUndefined()
    expect(budget.bytes).toBe(0)
  })

  test('an entry larger than the whole budget is not kept, and pushes nothing out', () => {
    const { budget, a, b } = pair(100)
    a.set('small', Buffer.alloc(10), 1_000)
    b.set('huge', Buffer.alloc(101), 1_000)
    expect(b.get('huge')).toBeUndefined()
    expect(a.get('small')).toHaveLength(10)
    expect(budget.bytes).toBe(10)
  })

  test('a reserved share is a budget of its own: the others’ large entries never push its out', () => {
    const time = clock()
    const budget = new CacheBudget(100)
    const small = new TtlCache<string, Buffer>({
      maxEntries: 100,
      sizeOf: bytes,
      now: time.now,
      budget: budget.reserve(1 / 4),
    })
    const large = new TtlCache<string, Buffer>({
      maxEntries: 100,
      sizeOf: bytes,
      now: time.now,
      budget,
    })
    expect(budget.maxBytes).toBe(75)
    small.set('lookup', Buffer.alloc(5), 1_000)
    for (let i = 0; i < 10; i++) large.set(`file${i}`, Buffer.alloc(30), 1_000)
    expect(small.get('lookup')).toHaveLength(5)
    expect(budget.bytes).toBe(60)
    expect(() => budget.reserve(1 / 4)).toThrow(/holds entries/)
  })
})

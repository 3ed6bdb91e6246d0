import { type DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, test } from 'vitest'
import { openDatabase } from './db.ts'
import { createMessageStore, type MessageStore } from './message-store.ts'

const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'First line\nsecond line',
}

let db: DatabaseSync
let clock: Date
let store: MessageStore
beforeEach(() => {
  db = openDatabase(':memory:')
  clock = new Date('2025-04-09T10:00:00.000Z')
  store = createMessageStore(db, { now: () => clock })
})

const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms)
}

describe('createMessageStore', () => {
  test('stores a message with its creation time', () => {
    expect(store.save(MESSAGE)).toEqual({ stored: true })
    expect(store.list()).toEqual([
      { id: 1, createdAt: '2025-04-09T10:00:00.000Z', nonce: null, ...MESSAGE },
    ])
  })

  test('stores hostile text verbatim through bound parameters', () => {
    const message = { ...MESSAGE, name: "Robert'); DROP TABLE messages;--", message: '🎉 \u202e' }
    store.save(message)
    expect(store.list()[0]).toMatchObject(message)
    expect(store.countSince(new Date(0))).toBe(1)
  })

  test('stores a nonce once: a retry changes nothing', () => {
    expect(store.save(MESSAGE, { nonce: 'n-0123456789abcdef' })).toEqual({ stored: true })
    advance(1000)
    expect(store.save({ ...MESSAGE, subject: 'again' }, { nonce: 'n-0123456789abcdef' })).toEqual({
      stored: false,
    })
    expect(store.list()).toHaveLength(1)
    expect(store.list()[0]?.subject).toBe('Hello')
  })

  test('stores any number of messages without a nonce', () => {
    store.save(MESSAGE)
    store.save(MESSAGE)
    expect(store.list()).toHaveLength(2)
  })

  test('lists newest first, with a since bound and a limit', () => {
    for (const subject of ['one', 'two', 'three']) {
      store.save({ ...MESSAGE, subject })
      advance(60_000)
    }
    expect(store.list().map((m) => m.subject)).toEqual(['three', 'two', 'one'])
    expect(
      store.list({ since: new Date('2025-04-09T10:01:00.000Z') }).map((m) => m.subject),
    ).toEqual(['three', 'two'])
    expect(store.list({ limit: 1 }).map((m) => m.subject)).toEqual(['three'])
  })

  test('orders messages of the same millisecond by id', () => {
    store.save({ ...MESSAGE, subject: 'a' })
    store.save({ ...MESSAGE, subject: 'b' })
    expect(store.list().map((m) => m.subject)).toEqual(['b', 'a'])
  })

  test('counts messages since a time', () => {
    store.save(MESSAGE)
    advance(10_000)
    store.save(MESSAGE)
    expect(store.countSince(new Date('2025-04-09T10:00:05.000Z'))).toBe(1)
    expect(store.countSince(new Date('2025-04-10T00:00:00.000Z'))).toBe(0)
  })

  test('a token carries one message: the second save with it stores and charges nothing', () => {
    const token = { id: 'sig-1', expiresAt: clock.getTime() + 24 * 3600_000 }
    expect(store.save(MESSAGE, { token, sources: ['net:a'] })).toEqual({ stored: true })
    expect(store.save(MESSAGE, { token, sources: ['net:a'] })).toEqual({
      stored: false,
      replay: true,
    })
    expect(store.list()).toHaveLength(1)
    expect(store.chargesSince('net:a', new Date(0))).toBe(1)
  })

  test('a repeated nonce uses up neither the token nor a share', () => {
    const first = { id: 'sig-1', expiresAt: clock.getTime() + 1000 }
    const second = { id: 'sig-2', expiresAt: clock.getTime() + 1000 }
    store.save(MESSAGE, { nonce: 'n-0123456789abcdef', token: first, sources: ['net:a'] })
    expect(
      store.save(MESSAGE, { nonce: 'n-0123456789abcdef', token: second, sources: ['net:a'] }),
    ).toEqual({ stored: false })
    expect(store.chargesSince('net:a', new Date(0))).toBe(1)
    expect(store.save({ ...MESSAGE, subject: 'new' }, { token: second })).toEqual({ stored: true })
  })

  test('charges every source of a message, and forgets charges after a day and tokens once expired', () => {
    const token = { id: 'sig-1', expiresAt: clock.getTime() + 1000 }
    store.save(MESSAGE, { token, sources: ['net:a', 'issuer:b'] })
    expect(store.chargesSince('net:a', new Date(0))).toBe(1)
    expect(store.chargesSince('issuer:b', new Date(0))).toBe(1)
    expect(store.chargesSince('net:c', new Date(0))).toBe(0)
    advance(24 * 3600_000 + 1)
    store.save(MESSAGE, { sources: ['net:c'] })
    const rows = (table: string) =>
      Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n)
    expect(rows('source_charges')).toBe(1)
    expect(rows('used_tokens')).toBe(0)
  })
})

/**
 * The contract every MessageStore keeps (message-store.ts), run against each implementation:
 * SQLite (message-store.test.ts) and PostgreSQL (tests/cluster/postgres-message-store.test.ts).
 */
import { beforeEach, describe, expect, test } from 'vitest'
import type { MessageStore, Room } from './message-store.ts'

export const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'First line\nsecond line',
}

/** A fresh, empty store on the clock `now`. */
export type StoreHarness = {
  store: MessageStore
  /** Another store on the same data, as a second replica has (its own connections). */
  peer(): Promise<MessageStore>
  /** How many rows a table holds now. */
  rows(table: 'messages' | 'used_tokens' | 'source_charges'): Promise<number>
}

export function messageStoreContract(
  name: string,
  open: (now: () => Date) => Promise<StoreHarness>,
) {
  describe(`MessageStore contract: ${name}`, () => {
    let clock: Date
    let harness: StoreHarness
    let store: MessageStore
    beforeEach(async () => {
      clock = new Date('2025-04-09T10:00:00.000Z')
      harness = await open(() => clock)
      store = harness.store
    })

    const advance = (ms: number) => {
      clock = new Date(clock.getTime() + ms)
    }

    test('stores a message with its creation time', async () => {
      expect(await store.save(MESSAGE)).toEqual({ stored: true })
      expect(await store.list()).toEqual([
        { id: 1, createdAt: '2025-04-09T10:00:00.000Z', nonce: null, ...MESSAGE },
      ])
    })

    test('stores hostile text verbatim through bound parameters', async () => {
      const message = {
        ...MESSAGE,
        name: "Robert'); DROP TABLE messages;--",
        message: '🎉 \u202e $1 ${x}',
      }
      await store.save(message)
      expect((await store.list())[0]).toMatchObject(message)
      expect(await store.countSince(new Date(0))).toBe(1)
    })

    test('stores a nonce once: a retry changes nothing', async () => {
      expect(await store.save(MESSAGE, { nonce: 'n-0123456789abcdef' })).toEqual({ stored: true })
      advance(1000)
      expect(
        await store.save({ ...MESSAGE, subject: 'again' }, { nonce: 'n-0123456789abcdef' }),
      ).toEqual({ stored: false })
      const listed = await store.list()
      expect(listed).toHaveLength(1)
      expect(listed[0]?.subject).toBe('Hello')
    })

    test('stores any number of messages without a nonce', async () => {
      await store.save(MESSAGE)
      await store.save(MESSAGE)
      expect(await store.list()).toHaveLength(2)
    })

    test('lists newest first, with a since bound and a limit', async () => {
      for (const subject of ['one', 'two', 'three']) {
        await store.save({ ...MESSAGE, subject })
        advance(60_000)
      }
      const subjects = async (options?: Parameters<MessageStore['list']>[0]) =>
        (await store.list(options)).map((m) => m.subject)
      expect(await subjects()).toEqual(['three', 'two', 'one'])
      expect(await subjects({ since: new Date('2025-04-09T10:01:00.000Z') })).toEqual([
        'three',
        'two',
      ])
      expect(await subjects({ limit: 1 })).toEqual(['three'])
    })

    test('orders messages of the same millisecond by id', async () => {
      await store.save({ ...MESSAGE, subject: 'a' })
      await store.save({ ...MESSAGE, subject: 'b' })
      expect((await store.list()).map((m) => m.subject)).toEqual(['b', 'a'])
    })

    test('counts messages since a time', async () => {
      await store.save(MESSAGE)
      advance(10_000)
      await store.save(MESSAGE)
      expect(await store.countSince(new Date('2025-04-09T10:00:05.000Z'))).toBe(1)
      expect(await store.countSince(new Date('2025-04-10T00:00:00.000Z'))).toBe(0)
    })

    test('a token carries one message: the second save with it stores and charges nothing', async () => {
      const token = { id: 'sig-1', expiresAt: clock.getTime() + 24 * 3600_000 }
      expect(await store.save(MESSAGE, { token, sources: ['net:a'] })).toEqual({ stored: true })
      expect(await store.save(MESSAGE, { token, sources: ['net:a'] })).toEqual({
        stored: false,
        replay: true,
      })
      expect(await store.list()).toHaveLength(1)
      expect(await store.chargesSince('net:a', new Date(0))).toBe(1)
    })

    test('a repeated nonce uses up neither the token nor a share', async () => {
      const first = { id: 'sig-1', expiresAt: clock.getTime() + 1000 }
      const second = { id: 'sig-2', expiresAt: clock.getTime() + 1000 }
      await store.save(MESSAGE, { nonce: 'n-0123456789abcdef', token: first, sources: ['net:a'] })
      expect(
        await store.save(MESSAGE, {
          nonce: 'n-0123456789abcdef',
          token: second,
          sources: ['net:a'],
        }),
      ).toEqual({ stored: false })
      expect(await store.chargesSince('net:a', new Date(0))).toBe(1)
      expect(await store.save({ ...MESSAGE, subject: 'new' }, { token: second })).toEqual({
        stored: true,
      })
    })

    test('charges every source of a message, and forgets charges after a day and tokens once expired', async () => {
      const token = { id: 'sig-1', expiresAt: clock.getTime() + 1000 }
      await store.save(MESSAGE, { token, sources: ['net:a', 'issuer:b'] })
      expect(await store.chargesSince('net:a', new Date(0))).toBe(1)
      expect(await store.chargesSince('issuer:b', new Date(0))).toBe(1)
      expect(await store.chargesSince('net:c', new Date(0))).toBe(0)
      advance(24 * 3600_000 + 1)
      await store.save(MESSAGE, { sources: ['net:c'] })
      expect(await harness.rows('source_charges')).toBe(1)
      expect(await harness.rows('used_tokens')).toBe(0)
    })

    test('with room given, refuses past the daily cap or a source share, storing nothing', async () => {
      const room: Room = { dailyCap: 3, shares: { 'net:a': 2, 'net:b': 5 } }
      expect(await store.save(MESSAGE, { sources: ['net:a'], room })).toEqual({ stored: true })
      expect(await store.save(MESSAGE, { sources: ['net:a'], room })).toEqual({ stored: true })
      expect(await store.save(MESSAGE, { sources: ['net:a'], room })).toEqual({
        stored: false,
        full: true,
      })
      expect(await store.save(MESSAGE, { sources: ['net:b'], room })).toEqual({ stored: true })
      expect(await store.save(MESSAGE, { sources: ['net:b'], room })).toEqual({
        stored: false,
        full: true,
      })
      expect(await harness.rows('messages')).toBe(3)
      expect(await harness.rows('source_charges')).toBe(3)
      // The cap counts a sliding day: a day later there is room again.
      advance(24 * 3600_000 + 1)
      expect(await store.save(MESSAGE, { sources: ['net:a'], room })).toEqual({ stored: true })
    })

    test('a concurrent burst from two stores on the same data stores exactly the cap', async () => {
      const peer = await harness.peer()
      const room: Room = { dailyCap: 25, shares: {} }
      const results = await Promise.all(
        Array.from({ length: 80 }, (_, i) =>
          (i % 2 ? peer : store).save({ ...MESSAGE, subject: `burst ${i}` }, { room }),
        ),
      )
      expect(results.filter((r) => r.stored)).toHaveLength(25)
      expect(results.filter((r) => r.full)).toHaveLength(55)
      expect(await harness.rows('messages')).toBe(25)
    })

    test('one token used concurrently from two stores carries exactly one message', async () => {
      const peer = await harness.peer()
      const token = { id: 'sig-burst', expiresAt: clock.getTime() + 3600_000 }
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? peer : store).save(MESSAGE, { token, sources: ['net:x'] }),
        ),
      )
      expect(results.filter((r) => r.stored)).toHaveLength(1)
      expect(results.filter((r) => r.replay)).toHaveLength(19)
      expect(await harness.rows('messages')).toBe(1)
      expect(await store.chargesSince('net:x', new Date(0))).toBe(1)
    })
  })
}

import { describe, expect, test } from 'vitest'
import { DAILY_MESSAGE_CAP } from '#core/contact-rules.ts'
import { createFormTokens } from './form-token.ts'
import { submitContact } from './service.ts'
import { openDatabase } from './storage/db.ts'
import { createMessageStore, StoreUnavailableError } from './storage/message-store.ts'

const VALID = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
const makeStore = () => createMessageStore(openDatabase(':memory:'))
const stored = { ok: true, value: { kind: 'stored' } }
const full = { ok: false, code: 'overloaded', retryAfterSeconds: 3600 }

/** Tokens, and a store, on one clock that the test moves. */
function clocked() {
  let at = Date.parse('2025-04-09T12:00:00Z')
  const tokens = createFormTokens({
    secret: 'service test secret, thirty-two characters',
    now: () => at,
  })
  const messages = createMessageStore(openDatabase(':memory:'), { now: () => new Date(at) })
  return { tokens, messages, now: () => new Date(at), advance: (ms: number) => (at += ms) }
}

describe('submitContact', () => {
  test('stores a valid message', async () => {
    const messages = makeStore()
    expect(await submitContact(VALID, { messages })).toEqual({
      ok: true,
      value: { kind: 'stored' },
    })
    expect(await messages.list()).toHaveLength(1)
  })

  test('returns the problems of an invalid one and stores nothing', async () => {
    const messages = makeStore()
    expect(await submitContact({ ...VALID, email: 'x' }, { messages })).toEqual({
      ok: false,
      code: 'invalid_request',
      problems: { email: 'invalid_email' },
    })
    expect(await messages.list()).toHaveLength(0)
  })

  test('drops a honeypot submission without storing it', async () => {
    const messages = makeStore()
    expect(await submitContact({ ...VALID, website: 'x' }, { messages })).toEqual({
      ok: true,
      value: { kind: 'honeypot' },
    })
    expect(await messages.list()).toHaveLength(0)
  })

  test('drops a submission without a valid token when tokens are checked', async () => {
    const { tokens, messages, now } = clocked()
    expect(
      await submitContact({ ...VALID, token: tokens.issue() }, { messages, tokens, now }),
    ).toEqual({
      ok: true,
      value: { kind: 'time_trap', token: 'too_fresh' },
    })
    expect(await messages.list()).toHaveLength(0)
  })

  test('takes a missing token from a browser that posted the plain form', async () => {
    const { tokens, messages, now } = clocked()
    expect(await submitContact(VALID, { messages, tokens, now, tokenOptional: true })).toEqual({
      ok: true,
      value: { kind: 'stored' },
    })
  })

  test('a token carries one message: a replay is dropped like spam', async () => {
    const { tokens, messages, now, advance } = clocked()
    const token = tokens.issue('203.0.113.0/24')
    advance(5_000)
    expect(await submitContact({ ...VALID, token }, { messages, tokens, now })).toEqual(stored)
    expect(
      await submitContact({ ...VALID, subject: 'Again', token }, { messages, tokens, now }),
    ).toEqual({
      ok: true,
      value: { kind: 'replay' },
    })
    expect(await messages.list()).toHaveLength(1)
  })

  test('a token is not used up by a message refused for its fields', async () => {
    const { tokens, messages, now, advance } = clocked()
    const token = tokens.issue()
    advance(5_000)
    expect(
      (await submitContact({ ...VALID, email: 'x', token }, { messages, tokens, now })).ok,
    ).toBe(false)
    expect(await submitContact({ ...VALID, token }, { messages, tokens, now })).toEqual(stored)
  })

  test.each([
    ['sender', (i: number) => ({ source: 'one network', range: `range ${i}` })],
    ['token issuer', (i: number) => ({ source: `network ${i}`, range: 'one range' })],
  ])(
    'one %s takes at most 2 % of the daily cap, then gets the refusal everyone gets at the cap',
    async (_, who) => {
      const { tokens, messages, now, advance } = clocked()
      const dailyCap = 500
      const send = (i: number) => {
        const { source, range } = who(i)
        const token = tokens.issue(range)
        advance(5_000)
        return submitContact({ ...VALID, token }, { messages, tokens, now, dailyCap, source })
      }
      for (let i = 0; i < 10; i++) expect(await send(i)).toEqual(stored)
      expect(await send(10)).toEqual(full)
      expect(await messages.list()).toHaveLength(10)
    },
  )

  test('messages without a token take at most 10 % of the cap together', async () => {
    const { tokens, messages, now } = clocked()
    const send = (i: number) =>
      submitContact(VALID, {
        messages,
        tokens,
        now,
        tokenOptional: true,
        dailyCap: 100,
        source: `n${i}`,
      })
    for (let i = 0; i < 10; i++) expect(await send(i)).toEqual(stored)
    expect(await send(10)).toEqual(full)
  })

  test('at the cap, spam gets the same refusal as a real message: the answer says nothing of the token', async () => {
    const { tokens, messages, now, advance } = clocked()
    const aged = tokens.issue()
    advance(5_000)
    const deps = { messages, tokens, now, dailyCap: 1 }
    expect(await submitContact({ ...VALID, token: aged }, deps)).toEqual(stored)
    for (const fields of [
      { ...VALID, token: tokens.issue() },
      { ...VALID, token: 'forged' },
      { ...VALID, website: 'spam', token: tokens.issue() },
      VALID,
    ]) {
      expect(await submitContact(fields, deps)).toEqual(full)
    }
  })

  test('reports a repeated nonce as a duplicate', async () => {
    const messages = makeStore()
    const fields = { ...VALID, nonce: 'abcdefghijklmnop' }
    await submitContact(fields, { messages })
    expect(await submitContact(fields, { messages })).toEqual({
      ok: true,
      value: { kind: 'duplicate' },
    })
  })

  test('refuses everyone for an hour once the daily cap is reached, counting only the last 24 hours', async () => {
    let clock = new Date('2025-04-09T00:00:00Z')
    const messages = createMessageStore(openDatabase(':memory:'), { now: () => clock })
    for (let i = 0; i < DAILY_MESSAGE_CAP; i++) await messages.save(VALID)
    expect(await submitContact(VALID, { messages, now: () => clock })).toEqual(full)
    expect(await messages.list()).toHaveLength(DAILY_MESSAGE_CAP)
    clock = new Date('2025-04-10T00:00:00.001Z')
    expect(await submitContact(VALID, { messages, now: () => clock })).toEqual({
      ok: true,
      value: { kind: 'stored' },
    })
  })

  test('submissions racing for the last place: the save checks the room again, so one is stored', async () => {
    const messages = makeStore()
    // Both pass the first check (nothing stored yet) before either saves.
    const results = await Promise.all(
      ['a', 'b', 'c'].map((subject) =>
        submitContact({ ...VALID, subject }, { messages, dailyCap: 1 }),
      ),
    )
    expect(results.filter((r) => r.ok)).toEqual([stored])
    expect(results.filter((r) => !r.ok)).toEqual([full, full])
    expect(await messages.list()).toHaveLength(1)
  })

  test('a store that cannot be reached: 503 overloaded, retry in 10 s, nothing acknowledged', async () => {
    const down = () => Promise.reject(new StoreUnavailableError('PostgreSQL is unreachable'))
    const messages = { save: down, list: down, countSince: down, chargesSince: down }
    expect(await submitContact(VALID, { messages })).toEqual({
      ok: false,
      code: 'overloaded',
      retryAfterSeconds: 10,
      unreachable: true,
    })
  })

  test('any other failure of the store is thrown, not answered as overloaded', async () => {
    const messages = {
      ...makeStore(),
      save: () => Promise.reject(new Error('disk I/O error')),
    }
    await expect(submitContact(VALID, { messages })).rejects.toThrow('disk I/O error')
  })
})

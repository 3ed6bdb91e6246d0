import { describe, expect, test } from 'vitest'
import { DAILY_MESSAGE_CAP } from '#core/contact-rules.ts'
import { submitContact } from './service.ts'
import { openDatabase } from './storage/db.ts'
import { createMessageStore } from './storage/message-store.ts'

const VALID = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
const makeStore = () => createMessageStore(openDatabase(':memory:'))

describe('submitContact', () => {
  test('stores a valid message', () => {
    const messages = makeStore()
    expect(submitContact(VALID, { messages })).toEqual({ ok: true, value: { kind: 'stored' } })
    expect(messages.list()).toHaveLength(1)
  })

  test('returns the problems of an invalid one and stores nothing', () => {
    const messages = makeStore()
    expect(submitContact({ ...VALID, email: 'x' }, { messages })).toEqual({
      ok: false,
      code: 'invalid_request',
      problems: { email: 'invalid_email' },
    })
    expect(messages.list()).toHaveLength(0)
  })

  test('drops a honeypot submission without storing it', () => {
    const messages = makeStore()
    expect(submitContact({ ...VALID, website: 'x' }, { messages })).toEqual({
      ok: true,
      value: { kind: 'honeypot' },
    })
    expect(messages.list()).toHaveLength(0)
  })

  test('drops a submission without a valid token when tokens are checked', () => {
    const messages = makeStore()
    const tokens = { issue: () => 'unused', check: () => 'too_fresh' as const }
    expect(submitContact(VALID, { messages, tokens })).toEqual({
      ok: true,
      value: { kind: 'time_trap', token: 'too_fresh' },
    })
    expect(messages.list()).toHaveLength(0)
  })

  test('takes a missing token from a browser that posted the plain form', () => {
    const messages = makeStore()
    const tokens = { issue: () => 'unused', check: () => 'missing' as const }
    expect(submitContact(VALID, { messages, tokens, tokenOptional: true })).toEqual({
      ok: true,
      value: { kind: 'stored' },
    })
  })

  test('reports a repeated nonce as a duplicate', () => {
    const messages = makeStore()
    const fields = { ...VALID, nonce: 'abcdefghijklmnop' }
    submitContact(fields, { messages })
    expect(submitContact(fields, { messages })).toEqual({ ok: true, value: { kind: 'duplicate' } })
  })

  test('refuses everyone for an hour once the daily cap is reached, counting only the last 24 hours', () => {
    let clock = new Date('2025-04-09T00:00:00Z')
    const messages = createMessageStore(openDatabase(':memory:'), { now: () => clock })
    for (let i = 0; i < DAILY_MESSAGE_CAP; i++) messages.save(VALID)
    expect(submitContact(VALID, { messages, now: () => clock })).toEqual({
      ok: false,
      code: 'rate_limited',
      retryAfterSeconds: 3600,
    })
    expect(messages.list()).toHaveLength(DAILY_MESSAGE_CAP)
    clock = new Date('2025-04-10T00:00:00.001Z')
    expect(submitContact(VALID, { messages, now: () => clock })).toEqual({
      ok: true,
      value: { kind: 'stored' },
    })
  })
})

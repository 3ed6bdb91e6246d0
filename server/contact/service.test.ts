import { describe, expect, test } from 'vitest'
import { DAILY_MESSAGE_CAP, submitContact } from './service.ts'
import { HttpError } from '../http/http-error.ts'
import { openDatabase } from './storage/db.ts'
import { createMessageStore } from './storage/message-store.ts'

const VALID = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
const makeStore = () => createMessageStore(openDatabase(':memory:'))

describe('submitContact', () => {
  test('stores a valid message', () => {
    const messages = makeStore()
    expect(submitContact(VALID, { messages })).toEqual({ kind: 'stored' })
    expect(messages.list()).toHaveLength(1)
  })

  test('returns the problems of an invalid one and stores nothing', () => {
    const messages = makeStore()
    expect(submitContact({ ...VALID, email: 'x' }, { messages })).toEqual({
      kind: 'invalid',
      problems: { email: 'invalid_email' },
    })
    expect(messages.list()).toHaveLength(0)
  })

  test('drops a honeypot submission without storing it', () => {
    const messages = makeStore()
    expect(submitContact({ ...VALID, website: 'x' }, { messages })).toEqual({ kind: 'honeypot' })
    expect(messages.list()).toHaveLength(0)
  })

  test('reports a repeated nonce as a duplicate', () => {
    const messages = makeStore()
    const fields = { ...VALID, nonce: 'abcdefghijklmnop' }
    submitContact(fields, { messages })
    expect(submitContact(fields, { messages })).toEqual({ kind: 'duplicate' })
  })

  test('refuses everyone once the daily cap is reached, and counts only the last 24 hours', () => {
    let clock = new Date('2025-04-09T00:00:00Z')
    const messages = createMessageStore(openDatabase(':memory:'), { now: () => clock })
    for (let i = 0; i < DAILY_MESSAGE_CAP; i++) messages.save(VALID)
    expect(() => submitContact(VALID, { messages, now: () => clock })).toThrow(HttpError)
    clock = new Date('2025-04-10T00:00:00.001Z')
    expect(submitContact(VALID, { messages, now: () => clock })).toEqual({ kind: 'stored' })
  })
})

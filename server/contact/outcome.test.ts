import { REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { describe, expect, test } from 'vitest'
import { HttpError } from '../http/http-error.ts'
import { browserOutcome, refusedOutcome } from './outcome.ts'

describe('refusedOutcome', () => {
  test('answers invalid fields with a 400 naming each problem', () => {
    const outcome = refusedOutcome({
      ok: false,
      code: 'invalid_request',
      problems: { email: 'invalid_email' },
    })
    expect(outcome).toMatchObject({ kind: 'invalid', problems: { email: 'invalid_email' } })
    expect(outcome.kind === 'invalid' && outcome.error).toMatchObject({
      status: 400,
      code: 'invalid_request',
      message: 'Please correct the highlighted fields.',
      fields: { email: 'Please enter a valid email address, like name@example.com.' },
    })
  })

  test('answers a rate limit with a 429 that says when to try again', () => {
    const outcome = refusedOutcome({ ok: false, code: 'rate_limited', retryAfterSeconds: 120 })
    expect(outcome.kind).toBe('refused')
    expect(outcome.kind === 'refused' && outcome.error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      headers: { 'Retry-After': '120' },
    })
  })
})

describe('browserOutcome', () => {
  const refused = (error: HttpError) => browserOutcome({ kind: 'refused', error })

  test('tells the page a taken message was sent, a dropped one included', () => {
    expect(browserOutcome({ kind: 'accepted', value: { kind: 'stored' } })).toEqual({
      kind: 'sent',
    })
    expect(browserOutcome({ kind: 'accepted', value: { kind: 'honeypot' } })).toEqual({
      kind: 'sent',
    })
  })

  test('passes the problem codes of invalid fields, not their sentences', () => {
    const outcome = refusedOutcome({
      ok: false,
      code: 'invalid_request',
      problems: { name: 'required' },
    })
    expect(browserOutcome(outcome)).toEqual({ kind: 'invalid', problems: { name: 'required' } })
  })

  test('names the refusals the page has words for, and calls any other a failed send', () => {
    expect(refused(new HttpError('rate_limited'))).toEqual({
      kind: 'refused',
      reason: 'rate_limited',
    })
    expect(refused(new HttpError('payload_too_large'))).toEqual({
      kind: 'refused',
      reason: 'payload_too_large',
    })
    expect(refused(new HttpError('unsupported_media_type'))).toEqual({
      kind: 'refused',
      reason: 'failed',
    })
    expect(refused(new HttpError('invalid_request'))).toEqual({ kind: 'refused', reason: 'failed' })
  })

  test("tells the page when the daily cap, or a sender's share of it, refused the message", () => {
    const outcome = refusedOutcome({ ok: false, code: 'overloaded', retryAfterSeconds: 3600 })
    expect(outcome).toMatchObject({ kind: 'refused' })
    if (outcome.kind !== 'refused') return
    expect(outcome.error.status).toBe(503)
    expect(outcome.error.headers['Retry-After']).toBe('3600')
    expect(outcome.error.message).toBe(REFUSAL_TEXTS.busy)
    expect(browserOutcome(outcome)).toEqual({ kind: 'refused', reason: 'busy' })
  })

  test('a store that did not answer says "in a moment", as its Retry-After does, not the cap’s hour', () => {
    const outcome = refusedOutcome({
      ok: false,
      code: 'overloaded',
      retryAfterSeconds: 10,
      unreachable: true,
    })
    if (outcome.kind !== 'refused') throw new Error('not refused')
    expect(outcome.error.status).toBe(503)
    expect(outcome.error.headers['Retry-After']).toBe('10')
    expect(outcome.error.message).toBe(REFUSAL_TEXTS.failed)
    expect(browserOutcome(outcome)).toEqual({ kind: 'refused', reason: 'failed' })
  })
})

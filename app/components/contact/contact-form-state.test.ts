import { describe, expect, test } from 'vitest'
import {
  firstErrorField,
  initialContactForm,
  reduceContactForm,
  type ContactFormAction,
  type ContactFormState,
} from './contact-form-state.ts'

const run = (state: ContactFormState, ...actions: ContactFormAction[]) =>
  actions.reduce(reduceContactForm, state)

const BLANK = initialContactForm(null)

describe('the form as the page renders it', () => {
  test('starts blank on a plain visit', () => {
    expect(BLANK).toEqual({ sending: false, errors: {}, alert: null, sent: false, values: {} })
  })

  test('shows the sent panel after a plain form post was stored', () => {
    expect(initialContactForm({ kind: 'sent' }).sent).toBe(true)
  })

  test('keeps the words of a refused plain form post in their fields', () => {
    const posted = { name: 'Ada', email: 'nope', subject: 'Hi', message: 'Hello' }
    const state = initialContactForm(
      { kind: 'invalid', problems: { email: 'invalid_email' } },
      posted,
    )
    expect(state.values).toEqual(posted)
  })

  test('puts the problems of a plain form post next to their fields', () => {
    expect(initialContactForm({ kind: 'invalid', problems: { email: 'invalid_email' } })).toEqual({
      ...BLANK,
      errors: { email: 'invalid_email' },
    })
  })

  test('leaves out a problem of the submission id, which no field shows', () => {
    expect(
      initialContactForm({ kind: 'invalid', problems: { nonce: 'invalid_characters' } }).errors,
    ).toEqual({})
  })

  test('says why a plain form post was refused', () => {
    expect(initialContactForm({ kind: 'refused', reason: 'rate_limited' }).alert).toBe(
      'rate_limited',
    )
  })
})

describe('a send', () => {
  const failed = run(
    BLANK,
    { type: 'send-started' },
    {
      type: 'send-finished',
      result: { ok: false, alert: 'invalid', fields: { name: { text: 'x' } } },
    },
  )

  test('clears the errors and the alert while it runs', () => {
    const before: ContactFormState = { ...BLANK, errors: { name: 'required' }, alert: 'failed' }
    expect(run(before, { type: 'send-started' })).toEqual({ ...BLANK, sending: true })
  })

  test('ends with the sent panel in place of the form, and no words kept', () => {
    const refused = initialContactForm(
      { kind: 'refused', reason: 'failed' },
      { name: 'Ada', email: 'a@example.com', subject: 'Hi', message: 'Hello' },
    )
    const sent = run(
      refused,
      { type: 'send-started' },
      { type: 'send-finished', result: { ok: true } },
    )
    expect(sent).toEqual({ ...BLANK, sent: true })
  })

  test('"Write another message" brings the blank form back', () => {
    const sent = run(
      BLANK,
      { type: 'send-started' },
      { type: 'send-finished', result: { ok: true } },
    )
    expect(run(sent, { type: 'write-another' })).toEqual(BLANK)
  })

  test('ends with the alert and field texts of a failure', () => {
    expect(failed).toEqual({
      ...BLANK,
      errors: { name: { text: 'x' } },
      alert: 'invalid',
    })
  })

  test('a check that fails in the browser shows its errors and drops the alert', () => {
    const checked = run(failed, { type: 'invalid', errors: { email: 'invalid_email' } })
    expect(checked).toEqual({ ...BLANK, errors: { email: 'invalid_email' } })
  })
})

describe('typing in a field', () => {
  test('clears the error of that field only', () => {
    const state = run(BLANK, { type: 'invalid', errors: { name: 'required', email: 'required' } })
    expect(run(state, { type: 'input', field: 'name' }).errors).toEqual({ email: 'required' })
  })

  test('leaves the state as it is when the field has no error, so nothing renders again', () => {
    const state = run(BLANK, { type: 'invalid', errors: { email: 'required' } })
    expect(run(state, { type: 'input', field: 'name' })).toBe(state)
  })
})

test('focus goes to the first field in error in the order of the form', () => {
  expect(firstErrorField({ message: 'required', email: 'required' })).toBe('email')
  expect(firstErrorField({})).toBeUndefined()
})

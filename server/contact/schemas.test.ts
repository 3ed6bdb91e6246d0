/**
 * The contact body's schema (for the API document) and core/contact-rules.ts's validateContact
 * (what the server enforces) agree at every limit: what one accepts the other does.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { CONTACT_FIELDS, CONTACT_LIMITS, validateContact } from '#core/contact-rules.ts'
import { jsonSchema } from '../http/openapi.ts'
import { ContactRequest } from './schemas.ts'

const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
const document = new Ajv2020({ strict: true }).compile(jsonSchema(ContactRequest, 'input'))
const agree = (body: Record<string, unknown>, accepted: boolean) => {
  expect(validateContact(body).ok, JSON.stringify(body).slice(0, 80)).toBe(accepted)
  expect(document(body), JSON.stringify(body).slice(0, 80)).toBe(accepted)
}

describe('ContactRequest and validateContact', () => {
  test('a message, with unknown fields, an empty honeypot, a nonce or an empty one', () => {
    agree(valid, true)
    agree({ ...valid, extra: 1, website: '' }, true)
    agree({ ...valid, nonce: 'a'.repeat(16) }, true)
    agree({ ...valid, nonce: '' }, true)
  })

  test.each(CONTACT_FIELDS)('%s: required, and at most its limit in code points', (field) => {
    agree(Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field)), false)
    agree({ ...valid, [field]: '' }, false)
    // An email at its limit: a 63-character local part and 190 of domain in labels of 60 at most.
    const domain = ['b', 'c', 'd'].map((letter) => letter.repeat(60)).join('.') + '.eeeeeee'
    const atLimit =
      field === 'email' ? `${'a'.repeat(63)}@${domain}` : '😀'.repeat(CONTACT_LIMITS[field])
    expect([...atLimit]).toHaveLength(CONTACT_LIMITS[field])
    agree({ ...valid, [field]: atLimit }, true)
    agree({ ...valid, [field]: `${atLimit}x` }, false)
  })

  test('a nonce out of its pattern', () => {
    agree({ ...valid, nonce: 'short' }, false)
    agree({ ...valid, nonce: 'a'.repeat(65) }, false)
  })
})

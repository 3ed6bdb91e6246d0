import { describe, expect, test } from 'vitest'
import { contactPageLocation, readContactOutcome, type ContactOutcome } from './contact-outcome.ts'

const read = (location: string) =>
  readContactOutcome(new URL(location, 'http://x.example').searchParams)

describe('contactPageLocation and readContactOutcome', () => {
  test.each<ContactOutcome>([
    { kind: 'sent' },
    { kind: 'invalid', problems: { email: 'invalid_email' } },
    {
      kind: 'invalid',
      problems: { name: 'required', message: 'too_long', nonce: 'invalid_characters' },
    },
    { kind: 'refused', reason: 'rate_limited' },
    { kind: 'refused', reason: 'payload_too_large' },
    { kind: 'refused', reason: 'failed' },
  ])('round-trips %j', (outcome) => {
    const location = contactPageLocation(outcome)
    expect(location).toMatch(/^\/contact\?[^#]+#contact-form$/)
    expect(read(location)).toEqual(outcome)
  })

  test('puts only codes in the URL', () => {
    expect(contactPageLocation({ kind: 'sent' })).toBe('/contact?sent=1#contact-form')
    expect(
      contactPageLocation({
        kind: 'invalid',
        problems: { email: 'invalid_email', name: 'required' },
      }),
    ).toBe('/contact?error=invalid&name=required&email=invalid_email#contact-form')
  })

  test.each([
    ['a plain visit', '/contact'],
    ['an unknown error', '/contact?error=nope'],
    ['sent with another value', '/contact?sent=yes'],
    ['invalid without fields', '/contact?error=invalid'],
    ['invalid with unknown problems only', '/contact?error=invalid&name=%3Cscript%3E'],
    ['an unknown field', '/contact?error=invalid&password=required'],
  ])('reads nothing from %s', (_, location) => {
    expect(read(location)).toBeNull()
  })
})

import { describe, expect, test } from 'vitest'
import {
  CONTACT_LIMITS,
  fieldProblemText,
  fieldProblemTexts,
  validateContact,
} from './contact-rules.ts'

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A question about WebP',
  message: 'Hello!\nDoes the WebP option keep transparency?',
}

const problemsOf = (input: Record<string, unknown>) => {
  const result = validateContact(input)
  return result.ok ? {} : result.problems
}

describe('validateContact', () => {
  test('accepts a complete form and returns what is to be stored', () => {
    expect(validateContact(VALID)).toEqual({
      ok: true,
      message: VALID,
      nonce: null,
      honeypot: false,
    })
  })

  test('normalises to NFC and trims every field', () => {
    const decomposed = 'Jose\u0301'
    const result = validateContact({ ...VALID, name: `  ${decomposed} `, message: '\n hi \n' })
    expect(result).toMatchObject({ ok: true, message: { name: 'José', message: 'hi' } })
    if (result.ok) expect(result.message.name).toBe('Jos\u00e9')
  })

  test('keeps the text otherwise verbatim: quotes, markup, emoji and bidi marks', () => {
    const message = `'); DROP TABLE messages;--\n<script>alert(1)</script>\n🎉👍🏽\n\u202eevil\tdone`
    expect(validateContact({ ...VALID, message })).toMatchObject({ ok: true, message: { message } })
  })

  test.each(['name', 'email', 'subject', 'message'] as const)('requires %s', (field) => {
    expect(problemsOf({ ...VALID, [field]: '' })).toEqual({ [field]: 'required' })
    expect(problemsOf({ ...VALID, [field]: '   \n ' })).toEqual({ [field]: 'required' })
    const missing: Record<string, string> = { ...VALID }
    delete missing[field]
    expect(problemsOf(missing)).toEqual({ [field]: 'required' })
  })

  test('treats a value that is not a string as missing', () => {
    expect(problemsOf({ ...VALID, name: 42, email: ['a@b.co'], subject: null })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
    })
  })

  test('reports every bad field at once', () => {
    expect(problemsOf({})).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    })
  })

  test.each([
    ['name', CONTACT_LIMITS.name],
    ['subject', CONTACT_LIMITS.subject],
    ['message', CONTACT_LIMITS.message],
  ] as const)('accepts %s at %d characters and refuses one more', (field, limit) => {
    expect(problemsOf({ ...VALID, [field]: 'a'.repeat(limit) })).toEqual({})
    expect(problemsOf({ ...VALID, [field]: 'a'.repeat(limit + 1) })).toEqual({
      [field]: 'too_long',
    })
  })

  test('counts characters, not UTF-16 units: 100 emoji are a valid name', () => {
    expect(problemsOf({ ...VALID, name: '😀'.repeat(100) })).toEqual({})
    expect(problemsOf({ ...VALID, name: '😀'.repeat(101) })).toEqual({ name: 'too_long' })
  })

  test('accepts an email of 254 characters and refuses 255', () => {
    const domain = (length: number) => {
      const labels = []
      let left = length
      while (left > 0) {
        const size = Math.min(left === 64 ? 62 : 63, left)
        labels.push('d'.repeat(size))
        left -= size + 1
      }
      return labels.join('.')
    }
    const at254 = `${'a'.repeat(63)}@${domain(190)}`
    expect(at254).toHaveLength(254)
    expect(problemsOf({ ...VALID, email: at254 })).toEqual({})
    expect(problemsOf({ ...VALID, email: `${at254}x` })).toEqual({ email: 'too_long' })
  })

  test('accepts a local part of 63 characters and refuses 64', () => {
    expect(problemsOf({ ...VALID, email: `${'a'.repeat(63)}@example.com` })).toEqual({})
    expect(problemsOf({ ...VALID, email: `${'a'.repeat(64)}@example.com` })).toEqual({
      email: 'invalid_email',
    })
  })

  test.each([
    'plainaddress',
    '@example.com',
    'ada@',
    'ada@localhost',
    'ada@@example.com',
    'ada@exa mple.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada <ada@example.com>',
    'adä@example.com',
  ])('refuses the email %j', (email) => {
    expect(problemsOf({ ...VALID, email })).toEqual({ email: 'invalid_email' })
  })

  test.each([
    'ada@example.com',
    'ada.lovelace+thumbs@mail.example.co.uk',
    "o'brien@example.ie",
    'A_B-C@EXAMPLE.COM',
    'x@a.io',
  ])('accepts the email %j', (email) => {
    expect(problemsOf({ ...VALID, email })).toEqual({})
  })

  test.each([
    ['a NUL in the name', 'name', 'Ada\u0000'],
    ['a line break in the name', 'name', 'Ada\nLovelace'],
    ['an escape in the subject', 'subject', '\u001b[31mred'],
    ['a DEL in the subject', 'subject', 'x\u007f'],
    ['a C1 control in the message', 'message', 'x\u0085y'],
    ['a bell in the message', 'message', 'ding\u0007'],
    ['a lone surrogate in the message', 'message', 'half \ud83d emoji'],
    ['a lone surrogate in the email', 'email', 'a\udc00@example.com'],
  ] as const)('refuses %s', (_, field, value) => {
    expect(problemsOf({ ...VALID, [field]: value })).toEqual({ [field]: 'invalid_characters' })
  })

  test('allows tabs, CR and LF in the message only', () => {
    expect(problemsOf({ ...VALID, message: 'a\tb\r\nc' })).toEqual({})
    expect(problemsOf({ ...VALID, subject: 'a\tb' })).toEqual({ subject: 'invalid_characters' })
  })

  test('flags the honeypot when it holds anything', () => {
    expect(validateContact({ ...VALID, website: 'http://spam.example' })).toMatchObject({
      ok: true,
      honeypot: true,
    })
    expect(validateContact({ ...VALID, website: 0 })).toMatchObject({ honeypot: true })
    expect(validateContact({ ...VALID, website: '' })).toMatchObject({ honeypot: false })
    expect(validateContact({ ...VALID, website: '  ' })).toMatchObject({ honeypot: false })
  })

  test('passes a well-formed nonce through and refuses a malformed one', () => {
    const nonce = 'f47ac10b-58cc-4372-a567-0e02b2c3d479'
    expect(validateContact({ ...VALID, nonce })).toMatchObject({ ok: true, nonce })
    expect(validateContact({ ...VALID, nonce: '' })).toMatchObject({ ok: true, nonce: null })
    for (const bad of ['short', 'x'.repeat(65), 'has spaces in it ok', 123, '../../etc/passwd']) {
      expect(problemsOf({ ...VALID, nonce: bad })).toEqual({ nonce: 'invalid_characters' })
    }
  })

  test('ignores unknown fields', () => {
    expect(validateContact({ ...VALID, extra: 'x', __proto__: { name: '' } })).toMatchObject({
      ok: true,
    })
  })
})

describe('fieldProblemText', () => {
  test('names the field and the bound', () => {
    expect(fieldProblemText('name', 'too_long')).toBe(
      'Your name is too long: 100 characters at most.',
    )
    expect(fieldProblemText('message', 'too_long')).toBe(
      'Your message is too long: 5000 characters at most.',
    )
    expect(fieldProblemText('email', 'required')).toBe('Please enter your email address.')
    expect(fieldProblemText('email', 'invalid_email')).toMatch(/valid email address/)
  })

  test('maps a whole problem list', () => {
    expect(fieldProblemTexts({ subject: 'required', name: 'invalid_characters' })).toEqual({
      subject: 'Please enter a subject.',
      name: 'Your name contains characters we cannot accept.',
    })
  })
})

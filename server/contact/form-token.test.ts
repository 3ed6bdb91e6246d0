import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { createFormTokens } from './form-token.ts'

const SECRET = 'a test secret of at least thirty-two characters'
const HOUR = 60 * 60 * 1000

function clocked(start = Date.parse('2025-04-09T12:00:00Z')) {
  let at = start
  const tokens = createFormTokens({ secret: SECRET, now: () => at })
  return { tokens, advance: (ms: number) => (at += ms) }
}

describe('form tokens', () => {
  test('a token is valid from 3 s to 24 h after it was issued', () => {
    const { tokens, advance } = clocked()
    const token = tokens.issue()
    expect(tokens.check(token)).toBe('too_fresh')
    advance(2_999)
    expect(tokens.check(token)).toBe('too_fresh')
    advance(1)
    expect(tokens.check(token)).toBe('valid')
    advance(24 * HOUR - 3_000)
    expect(tokens.check(token)).toBe('valid')
    advance(1)
    expect(tokens.check(token)).toBe('expired')
  })

  test('a token from the future (a forged timestamp cannot be signed) is too fresh', () => {
    const { tokens, advance } = clocked()
    const token = tokens.issue()
    advance(-HOUR)
    expect(tokens.check(token)).toBe('too_fresh')
  })

  test('refuses a token signed with another secret or with a changed timestamp', () => {
    const { tokens, advance } = clocked()
    const other = createFormTokens({ secret: `${SECRET}!`, now: () => Date.now() - HOUR })
    advance(10_000)
    expect(tokens.check(other.issue())).toBe('forged')
    const [issuedAt = '', issuer, random, signature] = tokens.issue('192.0.2.0/24').split('.')
    const older = (Number.parseInt(issuedAt, 36) - 60_000).toString(36)
    expect(tokens.check([older, issuer, random, signature].join('.'))).toBe('forged')
    const otherIssuer = tokens.sourceId('198.51.100.0/24')
    expect(tokens.check([issuedAt, otherIssuer, random, signature].join('.'))).toBe('forged')
  })

  test('says who fetched it (a keyed hash of the range, not the address) and its own id', () => {
    const { tokens, advance } = clocked()
    const token = tokens.issue('192.0.2.0/24')
    advance(5_000)
    expect(tokens.inspect(token)).toEqual({
      verdict: 'valid',
      id: token.split('.')[3],
      issuer: tokens.sourceId('192.0.2.0/24'),
      expiresAt: Date.parse('2025-04-09T12:00:00Z') + 24 * HOUR,
    })
    expect(token).not.toContain('192.0.2')
    expect(tokens.sourceId('192.0.2.0/24')).not.toBe(tokens.sourceId('192.0.3.0/24'))
    const otherKey = createFormTokens({ secret: `${SECRET}!` })
    expect(otherKey.sourceId('192.0.2.0/24')).not.toBe(tokens.sourceId('192.0.2.0/24'))
  })

  test('two tokens issued in the same millisecond to the same range differ', () => {
    const { tokens } = clocked()
    expect(tokens.issue('192.0.2.0/24')).not.toBe(tokens.issue('192.0.2.0/24'))
  })

  test('a token of the first format (time . signature) is still read, without an issuer', () => {
    const { tokens, advance } = clocked()
    const issuedAt = Date.parse('2025-04-09T12:00:00Z').toString(36)
    const signature = createHmac('sha256', SECRET)
      .update(`contact-form:${issuedAt}`)
      .digest('base64url')
    advance(5_000)
    expect(tokens.inspect(`${issuedAt}.${signature}`)).toEqual({
      verdict: 'valid',
      id: signature,
      expiresAt: Date.parse('2025-04-09T12:00:00Z') + 24 * HOUR,
    })
  })

  test.each([
    [undefined, 'missing'],
    ['', 'missing'],
    [null, 'missing'],
    ['abc', 'malformed'],
    [42, 'malformed'],
    [['x'], 'malformed'],
    [`zzzzzzzzzzzz.${'A'.repeat(43)}`, 'malformed'],
  ] as const)('%j is %s', (token, verdict) => {
    expect(clocked().tokens.check(token)).toBe(verdict)
  })

  test('tokens are short and URL-safe', () => {
    expect(clocked().tokens.issue()).toMatch(
      /^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/,
    )
  })
})

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
    const [issuedAt = '', signature = ''] = tokens.issue().split('.')
    const older = (Number.parseInt(issuedAt, 36) - 60_000).toString(36)
    expect(tokens.check(`${older}.${signature}`)).toBe('forged')
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
    expect(clocked().tokens.issue()).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/)
  })
})

/**
 * The contact form's time trap (docs/reliability.md, F3): a token that says when
 * the form was handed out, signed with HMAC-SHA256 so a client cannot forge
 * an older one. A message is kept only with a token 3 s to 24 h old; anything
 * else is dropped as silently as the honeypot. Stateless: no table of issued
 * tokens, so a token may serve several messages (the rate limit bounds that).
 * See docs/decisions/006-contact-time-trap.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { FORM_TOKEN_AGE } from '#core/contact-rules.ts'

export type TokenVerdict = 'valid' | 'missing' | 'malformed' | 'forged' | 'too_fresh' | 'expired'

export type FormTokens = {
  /** A token issued now. */
  issue(): string
  check(token: unknown): TokenVerdict
}

const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/

/**
 * @example
 * const tokens = createFormTokens({ secret })
 * tokens.check(tokens.issue()) // 'too_fresh' (for the first 3 seconds)
 */
export function createFormTokens({
  secret,
  now = () => Date.now(),
}: {
  secret: string | Uint8Array
  now?: () => number
}): FormTokens {
  const sign = (issuedAt: string) =>
    createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest()

  return {
    issue() {
      const issuedAt = now().toString(36)
      return `${issuedAt}.${sign(issuedAt).toString('base64url')}`
    },
    check(token) {
      if (token === undefined || token === null || token === '') return 'missing'
      const match = typeof token === 'string' ? TOKEN.exec(token) : null
      if (!match?.[1] || !match[2]) return 'malformed'
      const given = Buffer.from(match[2], 'base64url')
      const expected = sign(match[1])
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged'
      const age = now() - Number.parseInt(match[1], 36)
      if (age < FORM_TOKEN_AGE.minMs) return 'too_fresh'
      if (age > FORM_TOKEN_AGE.maxMs) return 'expired'
      return 'valid'
    },
  }
}

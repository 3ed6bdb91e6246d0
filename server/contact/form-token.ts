/**
 * The contact form's time trap (docs/reliability.md, F3): a token that says when the form was
 * handed out and to which address range (its issuer), signed with HMAC-SHA256 so a client can
 * forge neither. A message is kept only with a token 3 s to 24 h old; anything else is dropped as
 * silently as the honeypot. A token carries one stored message: message-store.ts records its id
 * when the message is stored, and a replay is dropped (decision 021). See also
 * docs/decisions/006-contact-time-trap.md.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { FORM_TOKEN_AGE } from '#core/contact-rules.ts'

export type TokenVerdict = 'valid' | 'missing' | 'malformed' | 'forged' | 'too_fresh' | 'expired'

/** A token read: the verdict, and when its signature holds, what it says. */
export type TokenCheck = {
  verdict: TokenVerdict
  /** The token's own id (its signature): a used token is recorded under it. */
  id?: string
  /** The source id of the address range that fetched it; none on a token of the first format. */
  issuer?: string
  /** When it stops being valid (ms since the epoch). */
  expiresAt?: number
}

export type FormTokens = {
  /** A token issued now to a client in the address range `range` (address-range.ts). */
  issue(range?: string): string
  check(token: unknown): TokenVerdict
  inspect(token: unknown): TokenCheck
  /**
   * A pseudonymous id of an address range: a keyed hash, so that neither a token nor the
   * database holds an address, and no one without the key can tell which range it was.
   */
  sourceId(range: string): string
}

/** issued-at (base 36) . issuer (16) . random (12) . signature (43) */
const TOKEN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{12})\.([A-Za-z0-9_-]{43})$/
/**
 * The first format, issued-at . signature, still read until the last of those tokens expires
 * (24 h after this code is deployed), so nobody with the form open loses a message to a deploy.
 */
const FIRST_FORMAT = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/

/**
 * @example
 * const tokens = createFormTokens({ secret })
 * tokens.check(tokens.issue('203.0.113.0/24')) // 'too_fresh' (for the first 3 seconds)
 */
export function createFormTokens({
  secret,
  now = () => Date.now(),
  random = () => randomBytes(9).toString('base64url'),
}: {
  secret: string | Uint8Array
  now?: () => number
  /** 12 base64url characters: two tokens issued in the same millisecond still differ. */
  random?: () => string
}): FormTokens {
  const hmac = (text: string) => createHmac('sha256', secret).update(text).digest()
  const sourceId = (range: string) =>
    hmac(`contact-source:${range}`).toString('base64url').slice(0, 16)

  const inspect = (token: unknown): TokenCheck => {
    if (token === undefined || token === null || token === '') return { verdict: 'missing' }
    const text = typeof token === 'string' ? token : ''
    const parts = TOKEN.exec(text) ?? FIRST_FORMAT.exec(text)
    const signature = parts?.at(-1)
    const issuedAt = parts?.[1]
    if (!parts || !signature || !issuedAt) return { verdict: 'malformed' }
    const signed = parts.length === 5 ? parts.slice(1, 4).join('.') : issuedAt
    const given = Buffer.from(signature, 'base64url')
    const expected = hmac(`contact-form:${signed}`)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { verdict: 'forged' }
    }
    const issued = Number.parseInt(issuedAt, 36)
    const age = now() - issued
    const verdict =
      age < FORM_TOKEN_AGE.minMs ? 'too_fresh' : age > FORM_TOKEN_AGE.maxMs ? 'expired' : 'valid'
    return {
      verdict,
      id: signature,
      ...(parts.length === 5 && { issuer: parts[2] }),
      expiresAt: issued + FORM_TOKEN_AGE.maxMs,
    }
  }

  return {
    issue(range = 'unknown') {
      const signed = `${now().toString(36)}.${sourceId(range)}.${random()}`
      return `${signed}.${hmac(`contact-form:${signed}`).toString('base64url')}`
    },
    check: (token) => inspect(token).verdict,
    inspect,
    sourceId,
  }
}

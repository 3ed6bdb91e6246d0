/**
 * The contact form's rules, shared by the page (checks before sending) and the
 * API (the authority): field bounds (docs/reliability.md, Limits), NFC
 * normalisation, the honeypot and the optional client nonce that makes
 * retries idempotent.
 */

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]
export type ContactMessage = Readonly<Record<ContactField, string>>

/**
 * At most this many messages a day from everyone together, by default (CONTACT_DAILY_CAP
 * overrides it; docs/reliability.md, F7).
 */
export const DAILY_MESSAGE_CAP = 500

const FIELD_LIMITS = {
  name: 100,
  /** RFC 5321 path limit, as OWASP recommends. */
  email: 254,
  subject: 150,
  message: 5000,
} as const

/**
 * The most bytes one character can take in a body: 4 in UTF-8 (an emoji, a rare CJK
 * character), written as `%F0%9F%98%80` in a form or as the JSON escape `\ud83d\ude00`
 * (what Python's json.dumps sends by default): 12 either way.
 */
const MAX_BYTES_PER_CHARACTER = 12
/** Field names, the nonce, the token, the empty honeypot, separators, with room to spare. */
const BODY_OVERHEAD_BYTES = 2048

/** Maximum lengths, in Unicode code points (an emoji counts as one). */
export const CONTACT_LIMITS = {
  ...FIELD_LIMITS,
  /** RFC 5321 §4.5.3.1.1: 63 accepted, 64 refused (docs/reliability.md, F4). */
  emailLocalPart: 63,
  /**
   * The whole request body, in bytes (docs/reliability.md, Limits): every field at its limit in
   * characters of the widest kind, in the widest encoding, fits (66.5 KiB), so the byte cap never
   * refuses what the character limits allow, and still bounds what one request can hold.
   */
  bodyBytes:
    Object.values(FIELD_LIMITS).reduce((sum, limit) => sum + limit, 0) * MAX_BYTES_PER_CHARACTER +
    BODY_OVERHEAD_BYTES,
} as const

/** The hidden field humans never see and bots fill in (OWASP Bot Management). */
export const HONEYPOT_FIELD = 'website'
/** The optional client-chosen id of one submission: the same nonce is stored once. */
export const NONCE_FIELD = 'nonce'
/** The signed time-trap token from `GET /api/contact/token` (docs/reliability.md, F3). */
export const TOKEN_FIELD = 'token'
/**
 * A message counts only with a token at least 3 s and at most 24 h old: bots
 * post at once, people take longer to write (docs/reliability.md, F3).
 */
export const FORM_TOKEN_AGE = { minMs: 3_000, maxMs: 24 * 60 * 60 * 1000 } as const
/** A nonce: 16 to 64 letters, digits, dashes or underscores. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export type FieldProblem = 'required' | 'too_long' | 'invalid_email' | 'invalid_characters'
export type ProblemField = ContactField | typeof NONCE_FIELD
export type FieldProblems = Partial<Record<ProblemField, FieldProblem>>

const REQUIRED: Record<ProblemField, string> = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  subject: 'Please enter a subject.',
  message: 'Please enter your message.',
  nonce: 'The submission id is missing.',
}

const LABELS: Record<ProblemField, string> = {
  name: 'Your name',
  email: 'The email address',
  subject: 'The subject',
  message: 'Your message',
  nonce: 'The submission id',
}

/**
 * The API's sentence for a field's problem, in its error body (the page words the same problems
 * from its catalog: app/components/contact/contact-texts.ts).
 * @example fieldProblemText('name', 'too_long') // 'Your name is too long: 100 characters at most.'
 */
export function fieldProblemText(field: ProblemField, problem: FieldProblem): string {
  switch (problem) {
    case 'required':
      return REQUIRED[field]
    case 'too_long':
      return field === 'nonce'
        ? 'The submission id is too long.'
        : `${LABELS[field]} is too long: ${CONTACT_LIMITS[field]} characters at most.`
    case 'invalid_email':
      return 'Please enter a valid email address, like name@example.com.'
    case 'invalid_characters':
      return `${LABELS[field]} contains characters we cannot accept.`
  }
}

/** Every problem as its sentence, for an API error body. */
export function fieldProblemTexts(problems: FieldProblems): Partial<Record<ProblemField, string>> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [
      field,
      fieldProblemText(field as ProblemField, problem),
    ]),
  )
}

export type ContactValidation =
  | { ok: true; message: ContactMessage; nonce: string | null; honeypot: boolean }
  | { ok: false; problems: FieldProblems }

// C0 and C1 controls and DEL. A message may hold tabs and line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f]/u
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u

// The WHATWG "valid email address" (what <input type=email> accepts), plus a dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

const codePoints = (text: string) => [...text].length

/**
 * Checks a submitted form. Values are NFC-normalised and trimmed; the result
 * holds exactly what is to be stored. Unknown fields are ignored.
 *
 * @example
 * validateContact({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' })
 * // { ok: true, message: { name: 'Ada', … }, nonce: null, honeypot: false }
 */
export function validateContact(input: Readonly<Record<string, unknown>>): ContactValidation {
  const problems: FieldProblems = {}
  const message = {} as Record<ContactField, string>
  for (const field of CONTACT_FIELDS) {
    const raw = input[field]
    const value = typeof raw === 'string' && raw.isWellFormed() ? raw.normalize('NFC').trim() : ''
    message[field] = value
    const problem = problemOf(field, raw, value)
    if (problem) problems[field] = problem
  }

  const nonce = input[NONCE_FIELD]
  if (
    nonce !== undefined &&
    nonce !== '' &&
    !(typeof nonce === 'string' && NONCE_PATTERN.test(nonce))
  ) {
    problems.nonce = 'invalid_characters'
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }

  const trap = input[HONEYPOT_FIELD]
  return {
    ok: true,
    message,
    nonce: typeof nonce === 'string' && nonce !== '' ? nonce : null,
    honeypot: trap !== undefined && (typeof trap !== 'string' || trap.trim() !== ''),
  }
}

function problemOf(field: ContactField, raw: unknown, value: string): FieldProblem | undefined {
  if (typeof raw === 'string' && !raw.isWellFormed()) return 'invalid_characters'
  if (value === '') return 'required'
  const forbidden = field === 'message' ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN
  if (forbidden.test(value)) return 'invalid_characters'
  if (codePoints(value) > CONTACT_LIMITS[field]) return 'too_long'
  if (field === 'email') {
    const local = value.slice(0, value.lastIndexOf('@'))
    if (!EMAIL.test(value) || local.length > CONTACT_LIMITS.emailLocalPart) return 'invalid_email'
  }
  return undefined
}

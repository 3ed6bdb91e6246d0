/**
 * @module The contact routes' body and answers as zod schemas, for the API document
 * (openapi.ts). The body's rules themselves are core/contact-rules.ts's `validateContact`, which
 * the page runs in the browser too (so it is plain code, not zod, which the browser bundle does
 * not carry); this schema is built from the same constants (field names, limits, the nonce's
 * pattern), and schemas.test.ts checks that both agree at every limit.
 */
import { z } from 'zod'
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  HONEYPOT_FIELD,
  NONCE_FIELD,
  NONCE_PATTERN,
  TOKEN_FIELD,
  type ContactField,
} from '#core/contact-rules.ts'

const WORDS: Record<ContactField, string> = {
  name: 'Your name.',
  email: 'Your email address (name@example.com), so we can answer.',
  subject: 'What it is about; one line.',
  message: 'The message; line breaks and tabs are kept.',
}

const field = (name: ContactField) =>
  z
    .string()
    .min(1)
    .max(CONTACT_LIMITS[name])
    .meta({
      description: `${WORDS[name]} At most ${CONTACT_LIMITS[name]} characters (code points) once trimmed; no control characters.`,
    })

/**
 * `POST /api/contact`'s body, as JSON or as an HTML form (the same names). Unknown fields are
 * ignored; the body is at most `CONTACT_LIMITS.bodyBytes` bytes.
 */
export const ContactRequest = z.looseObject({
  ...(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as Record<
    ContactField,
    ReturnType<typeof field>
  >),
  [NONCE_FIELD]: z
    .union([z.string().regex(NONCE_PATTERN), z.literal('')])
    .optional()
    .meta({
      description:
        'A client-chosen id of this submission: a retry with the same nonce is stored once. Empty counts as left out.',
    }),
  [TOKEN_FIELD]: z.string().optional().meta({
    description:
      'The form token from GET /api/contact/token, sent at least 3 seconds and at most 24 hours after it was fetched. Required of API clients; a message without a valid one is answered like a stored one and dropped.',
  }),
  [HONEYPOT_FIELD]: z.string().max(0).optional().meta({
    description: 'Leave out or empty: a hidden field only bots fill in.',
  }),
})

/** The answer to a message taken (stored, or answered like one; docs/reliability.md, F2). */
export const ContactReceived = z.object({ status: z.literal('received') })

/** `GET /api/contact/token`'s answer. */
export const ContactToken = z.object({
  token: z.string().meta({ description: 'Send it back as the `token` field of the message.' }),
})

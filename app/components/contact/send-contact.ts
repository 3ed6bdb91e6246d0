/**
 * Sends the contact form to `POST /api/contact` as JSON and turns every
 * answer (or a network failure) into something the form can show.
 */
import { CONTACT_FIELDS, type ContactField } from '#core/contact-rules.ts'
import { INVALID_FIELDS_TEXT, REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { readApiError } from '#app/lib/api-error.ts'

export type SendResult =
  { ok: true } | { ok: false; alert: string; fields: Partial<Record<ContactField, string>> }

const OFFLINE = 'We could not reach the server. Check your connection and try again.'

/** What the form shows when the server cannot be reached. */
export const UNREACHABLE: SendResult = { ok: false, alert: OFFLINE, fields: {} }

/**
 * @example await sendContact({ name, email, subject, message, website: '', nonce })
 */
export async function sendContact(
  values: Readonly<Record<string, string>>,
  fetchFn: typeof fetch = fetch,
): Promise<SendResult> {
  let response: Response
  try {
    response = await fetchFn('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(values),
    })
  } catch {
    return UNREACHABLE
  }
  if (response.status === 201) return { ok: true }

  const error = await readApiError(response)
  switch (response.status) {
    case 400:
      return {
        ok: false,
        alert: INVALID_FIELDS_TEXT,
        fields: contactFields(error.fields),
      }
    case 413:
      return {
        ok: false,
        alert: REFUSAL_TEXTS.payload_too_large,
        fields: { message: 'Please shorten your message.' },
      }
    case 429:
      return { ok: false, alert: REFUSAL_TEXTS.rate_limited, fields: {} }
    case 503:
      // The daily cap, or this sender's share of it: say plainly the message was not sent.
      return {
        ok: false,
        alert: error.code === 'overloaded' ? REFUSAL_TEXTS.busy : REFUSAL_TEXTS.failed,
        fields: {},
      }
    default:
      return { ok: false, alert: REFUSAL_TEXTS.failed, fields: {} }
  }
}

/** The texts of the form's own fields; any other name the server sends is left out. */
function contactFields(fields: Record<string, string>) {
  const result: Partial<Record<ContactField, string>> = {}
  for (const field of CONTACT_FIELDS) {
    const text = fields[field]
    if (text !== undefined) result[field] = text
  }
  return result
}

/**
 * A fresh id for one submission: a retry of the same submission reuses it,
 * so the server stores the message once. Works outside secure contexts too.
 */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}

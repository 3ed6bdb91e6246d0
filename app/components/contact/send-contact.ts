/**
 * Sends the contact form to `POST /api/contact` as JSON and turns every
 * answer (or a network failure) into something the form can show.
 */
import { CONTACT_FIELDS, type ContactField, type FieldProblem } from '#core/contact-rules.ts'
import { REFUSAL_TEXTS, type RefusalReason } from '#core/contact-outcome.ts'
import { api, type ApiClient, type ApiFailure } from '#app/lib/api-client.ts'

/**
 * What a field says: a problem the page words from its catalog (contact-texts.ts), 'shorten'
 * for a message too large to send, or a sentence the API sent for it, shown as it came.
 */
export type FieldError = FieldProblem | 'shorten' | { readonly text: string }
export type FieldErrors = Partial<Record<ContactField, FieldError>>

/**
 * What the alert above the button says, by name (contact-texts.ts words it): why a send was
 * refused, that fields need correcting, or that the server could not be reached.
 */
export type ContactAlert = RefusalReason | 'invalid' | 'unreachable'

export type SendResult = { ok: true } | { ok: false; alert: ContactAlert; fields: FieldErrors }

/** What the form shows when the server cannot be reached. */
export const UNREACHABLE: SendResult = { ok: false, alert: 'unreachable', fields: {} }

/**
 * Sent once: a message is not retried here, the visitor sends it again (with the same nonce).
 * @example await sendContact({ name, email, subject, message, website: '', nonce })
 */
export async function sendContact(
  values: Readonly<Record<string, string>>,
  client: ApiClient = api,
): Promise<SendResult> {
  const result = await client.json('/api/contact', { method: 'POST', json: values })
  return result.ok ? { ok: true } : refusal(result.error)
}

function refusal({ code, fields, message }: ApiFailure): SendResult {
  switch (code) {
    case 'unreachable':
      return UNREACHABLE
    // invalid_url: a 400 whose body is not the API's JSON (app/lib/api-client.ts, codeForStatus).
    case 'invalid_request':
    case 'invalid_url':
      return { ok: false, alert: 'invalid', fields: contactFields(fields) }
    case 'payload_too_large':
      return { ok: false, alert: 'payload_too_large', fields: { message: 'shorten' } }
    case 'rate_limited':
      return { ok: false, alert: 'rate_limited', fields: {} }
    // The daily cap, or this sender's share of it: say plainly the message was not sent. A
    // store that did not answer is "try again in a moment", as the server's own words say.
    case 'overloaded':
      return {
        ok: false,
        alert: message === REFUSAL_TEXTS.failed ? 'failed' : 'busy',
        fields: {},
      }
    default:
      return { ok: false, alert: 'failed', fields: {} }
  }
}

/** The API's texts for the form's own fields; any other name the server sends is left out. */
function contactFields(fields: Record<string, string>) {
  const result: FieldErrors = {}
  for (const field of CONTACT_FIELDS) {
    const text = fields[field]
    if (text !== undefined) result[field] = { text }
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

/**
 * The contact form's errors and alerts in the page's language (`contact.*` in the catalog). The
 * form's state names them (contact-form-state.ts); core/contact-rules.ts and
 * core/contact-outcome.ts keep the API's own English sentences for the same problems.
 */
import { CONTACT_LIMITS, type ContactField } from '#core/contact-rules.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import type { ContactAlert, FieldError } from './send-contact.ts'

/**
 * The sentence shown under a field.
 * @example fieldErrorText(t, 'name', 'too_long') // 'Your name is too long: 100 characters at most.'
 */
export function fieldErrorText(t: Translate, field: ContactField, error: FieldError): string {
  if (typeof error === 'object') return error.text
  switch (error) {
    case 'required':
      return t(`contact.field.${field}.required`)
    case 'too_long':
      return t(`contact.field.${field}.tooLong`, { max: CONTACT_LIMITS[field] })
    case 'invalid_email':
      return t('contact.field.invalidEmail')
    case 'invalid_characters':
      return t(`contact.field.${field}.invalidCharacters`)
    case 'shorten':
      return t('contact.field.message.shorten')
  }
}

const ALERT_KEYS = {
  invalid: 'contact.alert.invalid',
  rate_limited: 'contact.alert.rateLimited',
  payload_too_large: 'contact.alert.payloadTooLarge',
  busy: 'contact.alert.busy',
  failed: 'contact.alert.failed',
  unreachable: 'contact.alert.unreachable',
} as const satisfies Record<ContactAlert, string>

/** The sentence above the button. */
export function alertText(t: Translate, alert: ContactAlert): string {
  return t(ALERT_KEYS[alert])
}

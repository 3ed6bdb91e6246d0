import { describe, expect, test } from 'vitest'
import { INVALID_FIELDS_TEXT, REFUSAL_REASONS, REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { CONTACT_FIELDS, fieldProblemText, type FieldProblem } from '#core/contact-rules.ts'
import { ENGLISH } from '#core/locales.ts'
import { TOASTS } from '#core/toasts.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { alertText, fieldErrorText } from './contact-texts.ts'

const t = translator('en', messagesFor(ENGLISH, ['contact']))
const PROBLEMS: FieldProblem[] = ['required', 'too_long', 'invalid_email', 'invalid_characters']

// In English the page says what the API says, word for word (core/contact-rules.ts, core/contact-outcome.ts).
describe('the contact form’s words in English', () => {
  test('every field problem reads as the API’s sentence for it', () => {
    for (const field of CONTACT_FIELDS) {
      for (const problem of PROBLEMS) {
        expect(fieldErrorText(t, field, problem)).toBe(fieldProblemText(field, problem))
      }
    }
  })

  test('a sentence the API sent is shown as it came', () => {
    expect(fieldErrorText(t, 'email', { text: 'The server says no.' })).toBe('The server says no.')
  })

  test('a message too large to send asks to shorten it', () => {
    expect(fieldErrorText(t, 'message', 'shorten')).toBe('Please shorten your message.')
  })

  test('every alert reads as the API’s sentence for it', () => {
    for (const reason of REFUSAL_REASONS) expect(alertText(t, reason)).toBe(REFUSAL_TEXTS[reason])
    expect(alertText(t, 'invalid')).toBe(INVALID_FIELDS_TEXT)
    expect(alertText(t, 'unreachable')).toBe(
      'We could not reach the server. Check your connection and try again.',
    )
  })

  test('the sent panel and toast say what core/toasts.ts says', () => {
    expect({ title: t('contact.sent.title'), description: t('contact.sent.description') }).toEqual(
      TOASTS.messageSent,
    )
  })
})

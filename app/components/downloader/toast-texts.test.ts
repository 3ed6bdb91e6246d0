import { describe, expect, test } from 'vitest'
import { FORMATS } from '#core/formats.ts'
import { ENGLISH } from '#core/locales.ts'
import { NOTICE_WORDS } from './lookup-notice.tsx'
import { LOOKUP_NOTICES } from '#core/lookup-notices.ts'
import { invalidUrlToast, TOASTS } from '#core/toasts.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { pageToasts, type PlainToast } from './toast-texts.ts'

const t = translator('en', messagesFor(ENGLISH, ['toasts', 'errors']))
const toasts = pageToasts(t)

// The page's English toasts are core/toasts.ts's, word for word (the API reuses some of them).
describe('the page’s toasts in English', () => {
  const plain: PlainToast[] = [
    'invalidUrl',
    'linkRequired',
    'playlistUrl',
    'channelUrl',
    'noThumbnails',
    'fetchFailed',
    'conversionFailed',
    'imageCopied',
    'linkCopied',
    'copyImageUnsupported',
    'copyFailed',
    'snippetCopyFailed',
    'shareReady',
    'shareFailed',
  ]
  test.each(plain)('%s', (name) => {
    expect(toasts.plain(name)).toEqual(TOASTS[name])
  })

  test('with values', () => {
    expect(toasts.linkCopyFailed('https://x.test/a')).toEqual(
      TOASTS.linkCopyFailed('https://x.test/a'),
    )
    expect(toasts.snippetCopied('Markdown')).toEqual(TOASTS.snippetCopied('Markdown'))
    expect(toasts.thumbnailsFound(7)).toEqual(TOASTS.thumbnailsFound(7))
    for (const { id } of FORMATS) {
      expect(toasts.processing(id)).toEqual(TOASTS.processing(id))
      expect(toasts.downloadStarted(id)).toEqual(TOASTS.downloadStarted(id))
    }
  })

  test('for a link that names no video', () => {
    for (const reason of ['empty', 'playlist', 'channel', 'not_youtube'] as const) {
      expect(toasts.invalidUrl(reason)).toEqual(invalidUrlToast(reason))
    }
  })
})

test('the lookup notices in English are core/lookup-notices.ts’s', () => {
  for (const [problem, name] of Object.entries(NOTICE_WORDS)) {
    const { title, description } = LOOKUP_NOTICES[problem as keyof typeof NOTICE_WORDS]
    expect(t(`errors.lookup.${name}.title`)).toBe(title)
    expect(t(`errors.lookup.${name}.description`)).toBe(description)
  }
})

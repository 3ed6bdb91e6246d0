import { describe, expect, test } from 'vitest'
import { FORMATS } from '#core/formats.ts'
import { ENGLISH } from '#core/locales.ts'
import { invalidUrlToast, TOASTS } from '#core/toasts.ts'
import { noticeWords } from './notice-words.ts'
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

test('the lookup notices in English say what happened', () => {
  expect(noticeWords(t, 'upstream_error')).toEqual({
    title: "YouTube's image server failed",
    description: 'It answered with an error instead of the pictures. Try again in a few minutes.',
  })
  expect(noticeWords(t, 'upstream_timeout')).toEqual({
    title: "YouTube's image server was too slow",
    description: 'It did not answer in time. Try again in a few minutes.',
  })
  expect(noticeWords(t, 'no_thumbnails')).toEqual({
    title: 'This video has no pictures',
    description: 'It may have been removed or made private. Check the link, or try another video.',
  })
  expect(noticeWords(t, 'overloaded')).toEqual({
    title: 'Our server is busy',
    description: 'Too many lookups are running at once. Try again in a moment.',
  })
  expect(noticeWords(t, 'rate_limited')).toEqual({
    title: 'Too many lookups from your connection',
    description: 'Wait a minute, then try again.',
  })
  expect(noticeWords(t, 'unreachable')).toEqual({
    title: 'The site could not be reached',
    description: 'Check your internet connection, then try again.',
  })
  // The generic failure says what its toast says.
  expect(noticeWords(t, 'fetch_failed')).toEqual(TOASTS.fetchFailed)
})

/**
 * The downloader's toasts in the page's language (`toasts.*` in the catalog), each named as in
 * core/toasts.ts: that file keeps the English words the server's own answers reuse
 * (core/api-errors.ts), and the same words in English (toast-texts.test.ts).
 */
import { getFormat, type FormatId } from '#core/formats.ts'
import { invalidUrlToastName } from '#core/toast-names.ts'
import type { Toast } from '#core/toasts.ts'
import type { InvalidReason } from '#core/youtube-url.ts'
import type { Translate } from '#app/i18n/i18n.tsx'

/** The toasts whose words take no values. */
export type PlainToast =
  | 'invalidUrl'
  | 'linkRequired'
  | 'playlistUrl'
  | 'channelUrl'
  | 'noThumbnails'
  | 'fetchFailed'
  | 'conversionFailed'
  | 'imageCopied'
  | 'linkCopied'
  | 'copyImageUnsupported'
  | 'copyFailed'
  | 'snippetCopyFailed'
  | 'shareReady'
  | 'shareFailed'

/**
 * The toasts, in the words of `t`'s catalog (the page must be sent the `toasts` namespace).
 * @example pageToasts(t).plain('imageCopied').title // 'Image copied'
 */
export function pageToasts(t: Translate) {
  const plain = (name: PlainToast): Toast => ({
    title: t(`toasts.${name}.title`),
    description: t(`toasts.${name}.description`),
  })
  return {
    plain,
    /** For input that names no video (core/toast-names.ts). */
    invalidUrl: (reason: InvalidReason): Toast => plain(invalidUrlToastName(reason)),
    linkCopyFailed: (link: string): Toast => ({
      title: t('toasts.linkCopyFailed.title'),
      description: t('toasts.linkCopyFailed.description', { link }),
    }),
    snippetCopied: (label: string): Toast => ({
      title: t('toasts.snippetCopied.title', { label }),
      description: t('toasts.snippetCopied.description'),
    }),
    thumbnailsFound: (count: number): Toast => ({
      title: t('toasts.thumbnailsFound.title'),
      description: t('toasts.thumbnailsFound.description', { count: String(count) }),
    }),
    processing: (format: FormatId): Toast => ({
      title: t('toasts.processing.title'),
      description: t('toasts.processing.description', { format: getFormat(format).label }),
    }),
    downloadStarted: (format: FormatId): Toast => ({
      title: t('toasts.downloadStarted.title'),
      description: t('toasts.downloadStarted.description', {
        format,
        label: getFormat(format).label,
      }),
    }),
  }
}

export type PageToasts = ReturnType<typeof pageToasts>

/**
 * The toasts the site shows, word for word: the downloader's and the contact
 * form's. core/api-errors.ts reuses some of these sentences, so an API error
 * and the toast about it say the same thing.
 */
import { getFormat, type FormatId } from './formats.ts'
import { invalidUrlToastName } from './toast-names.ts'
import type { InvalidReason } from './youtube-url.ts'

export type Toast = { readonly title: string; readonly description: string }

/** Toast texts, word for word as the site shows them (toasts.test.ts pins the errors). */
export const TOASTS = {
  invalidUrl: {
    title: 'Invalid YouTube URL',
    description: 'Please enter a valid YouTube video URL.',
  },
  /** The form sent with nothing in the field: ask for a link rather than call it invalid. */
  linkRequired: {
    title: 'Paste a link first',
    description: 'Enter the link of a YouTube video to get its thumbnails.',
  },
  /**
   * A playlist or channel link names no single video: said so, and where such a link works
   * (the Many links mode; the field's own message under it offers the switch).
   */
  playlistUrl: {
    title: 'Invalid YouTube URL',
    description:
      'This is a playlist link, not a single video. Many links gets the thumbnails of all its videos.',
  },
  channelUrl: {
    title: 'Invalid YouTube URL',
    description:
      'This is a channel link, not a single video. Many links gets the thumbnails of all its videos.',
  },
  noThumbnails: {
    title: 'No thumbnails found',
    description: "We couldn't find any thumbnails for this video.",
  },
  fetchFailed: {
    title: 'Error fetching thumbnails',
    description: 'There was a problem processing your request.',
  },
  conversionFailed: {
    title: 'Conversion failed',
    description: 'Failed to convert image format.',
  },
  /** Copy image, Copy link and Share (app/components/downloader/share-actions.tsx). */
  imageCopied: {
    title: 'Image copied',
    description: 'The picture is on your clipboard as a PNG: paste it anywhere.',
  },
  linkCopied: {
    title: 'Link copied',
    description: 'The link to the picture is on your clipboard.',
  },
  copyImageUnsupported: {
    title: "This browser can't copy images",
    description: 'Use Download to save the picture, or Copy link to share it.',
  },
  copyFailed: {
    title: 'Copy failed',
    description: 'The picture could not be copied. Try again, or use Download.',
  },
  linkCopyFailed: (link: string): Toast => ({
    title: 'Copy failed',
    description: `Select and copy the link instead: ${link}`,
  }),
  /** A snippet (core/snippets.ts) on the clipboard: HTML, Markdown or the attribution. */
  snippetCopied: (label: string): Toast => ({
    title: `${label} copied`,
    description: 'Paste it where the picture should appear.',
  }),
  snippetCopyFailed: {
    title: 'Copy failed',
    description: 'Select the text shown and copy it instead.',
  },
  shareReady: {
    title: 'Ready to share',
    description: 'Tap Share again to open the share sheet.',
  },
  shareFailed: {
    title: 'Sharing failed',
    description: 'The picture could not be shared. Use Download instead.',
  },
  messageSent: {
    title: 'Message sent!',
    description: "We've received your message and will get back to you soon.",
  },
  thumbnailsFound: (count: number): Toast => ({
    title: 'Thumbnails found!',
    description: `Found ${count} thumbnail options.`,
  }),
  processing: (format: FormatId): Toast => ({
    title: 'Processing',
    description: `Preparing your ${getFormat(format).label} download...`,
  }),
  downloadStarted: (format: FormatId): Toast => ({
    title: 'Download started',
    description:
      format === 'jpg'
        ? 'Your thumbnail is downloading.'
        : `Your ${getFormat(format).label} thumbnail is downloading.`,
  }),
} as const

/**
 * The toast for input that names no video: an empty field asks for a link, a
 * playlist or channel link says what it is, everything else gets the plain
 * invalidUrl toast. The field's own message under it is the description.
 *
 * @example invalidUrlToast('playlist').description // 'This is a playlist link, …'
 */
export function invalidUrlToast(reason: InvalidReason): Toast {
  return TOASTS[invalidUrlToastName(reason)]
}

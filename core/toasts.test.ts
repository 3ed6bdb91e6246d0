import { describe, expect, test } from 'vitest'
import { invalidUrlToast, TOASTS } from './toasts.ts'

describe('TOASTS', () => {
  test('words the error toasts exactly', () => {
    expect(TOASTS.invalidUrl).toEqual({
      title: 'Invalid YouTube URL',
      description: 'Please enter a valid YouTube video URL.',
    })
    expect(TOASTS.noThumbnails).toEqual({
      title: 'No thumbnails found',
      description: "We couldn't find any thumbnails for this video.",
    })
    expect(TOASTS.fetchFailed).toEqual({
      title: 'Error fetching thumbnails',
      description: 'There was a problem processing your request.',
    })
    expect(TOASTS.conversionFailed).toEqual({
      title: 'Conversion failed',
      description: 'Failed to convert image format.',
    })
  })

  test('counts the thumbnails found', () => {
    expect(TOASTS.thumbnailsFound(6)).toEqual({
      title: 'Thumbnails found!',
      description: 'Found 6 thumbnail options.',
    })
  })

  test('names the format as it is written while preparing a download', () => {
    expect(TOASTS.processing('png')).toEqual({
      title: 'Processing',
      description: 'Preparing your PNG download...',
    })
    expect(TOASTS.processing('webp').description).toBe('Preparing your WebP download...')
  })

  test('announces a JPG download plainly and any other format by name', () => {
    expect(TOASTS.downloadStarted('jpg')).toEqual({
      title: 'Download started',
      description: 'Your thumbnail is downloading.',
    })
    expect(TOASTS.downloadStarted('webp').description).toBe('Your WebP thumbnail is downloading.')
  })

  test('thanks the sender of a contact message', () => {
    expect(TOASTS.messageSent).toEqual({
      title: 'Message sent!',
      description: "We've received your message and will get back to you soon.",
    })
  })
})

describe('invalidUrlToast', () => {
  test('asks for a link when the field is empty, rather than calling it invalid', () => {
    expect(invalidUrlToast('empty')).toEqual({
      title: 'Paste a link first',
      description: 'Enter the link of a YouTube video to get its thumbnails.',
    })
  })

  test('names a playlist or channel link, and keeps the plain toast for the rest', () => {
    expect(invalidUrlToast('playlist').description).toMatch(/playlist link.*Many links/)
    expect(invalidUrlToast('channel').description).toMatch(/channel link.*Many links/)
    for (const reason of [
      'too_long',
      'ambiguous',
      'not_youtube',
      'no_video_id',
      'malformed_id',
    ] as const) {
      expect(invalidUrlToast(reason)).toBe(TOASTS.invalidUrl)
    }
    expect(invalidUrlToast('playlist').title).toBe(TOASTS.invalidUrl.title)
  })
})

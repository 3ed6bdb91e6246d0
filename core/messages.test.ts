import { describe, expect, test } from 'vitest'
import { ERROR_CODES, isErrorCode, TOASTS } from './messages.ts'

describe('TOASTS', () => {
  test('words the error toasts exactly as SPEC §8', () => {
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

  test('names the format in upper case while preparing a download', () => {
    expect(TOASTS.processing('png')).toEqual({
      title: 'Processing',
      description: 'Preparing your PNG download...',
    })
    expect(TOASTS.processing('webp').description).toBe('Preparing your WEBP download...')
  })

  test('announces a JPG download plainly and any other format by name', () => {
    expect(TOASTS.downloadStarted('jpg')).toEqual({
      title: 'Download started',
      description: 'Your thumbnail is downloading.',
    })
    expect(TOASTS.downloadStarted('webp').description).toBe('Your WEBP thumbnail is downloading.')
  })

  test('thanks the sender of a contact message', () => {
    expect(TOASTS.messageSent).toEqual({
      title: 'Message sent!',
      description: "We've received your message and will get back to you soon.",
    })
  })
})

describe('ERROR_CODES', () => {
  test('maps each API error code to its HTTP status', () => {
    const statuses = Object.fromEntries(
      Object.entries(ERROR_CODES).map(([code, { status }]) => [code, status]),
    )
    expect(statuses).toEqual({
      invalid_url: 400,
      no_thumbnails: 404,
      upstream_error: 502,
      upstream_timeout: 504,
      invalid_request: 400,
      not_found: 404,
      conversion_failed: 422,
      rate_limited: 429,
      overloaded: 503,
      payload_too_large: 413,
      unsupported_media_type: 415,
      method_not_allowed: 405,
      internal_error: 500,
    })
  })

  test('shares its words with the toasts where the two meet', () => {
    expect(ERROR_CODES.invalid_url.message).toBe(TOASTS.invalidUrl.description)
    expect(ERROR_CODES.no_thumbnails.message).toBe(TOASTS.noThumbnails.description)
    expect(ERROR_CODES.conversion_failed.message).toBe(TOASTS.conversionFailed.description)
  })

  test('gives every code a sentence to show a person', () => {
    for (const { message } of Object.values(ERROR_CODES)) expect(message).toMatch(/^[A-Z].*\.$/)
  })

  test('recognises its own codes and nothing inherited', () => {
    expect(isErrorCode('upstream_timeout')).toBe(true)
    for (const value of ['toString', '__proto__', 'Invalid_URL', '', 42]) {
      expect(isErrorCode(value)).toBe(false)
    }
  })
})

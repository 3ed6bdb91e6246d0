import { describe, expect, test } from 'vitest'
import { ERROR_CODES } from './api-errors.ts'
import { TOASTS } from './toasts.ts'

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
      too_many_links: 413,
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
})

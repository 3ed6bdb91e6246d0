import { describe, expect, test } from 'vitest'
import { ERROR_CODES } from '#core/api-errors.ts'
import { failureError } from './routes.ts'

describe('failureError', () => {
  test('names the missing quality in a 404 not_found', () => {
    const error = failureError({ code: 'not_found', quality: 'maxresdefault' })
    expect(error).toMatchObject({ code: 'not_found', status: 404, headers: {} })
    expect(error.message).toBe('The Maximum Resolution thumbnail is not available for this video.')
  })

  test('answers a full conversion queue with 503 and Retry-After: 2', () => {
    expect(failureError({ code: 'overloaded' })).toMatchObject({
      status: 503,
      message: ERROR_CODES.overloaded.message,
      headers: { 'Retry-After': '2' },
    })
  })

  test('answers the other failures with their code, status and default message', () => {
    const cause = new Error('the host hung up')
    for (const code of [
      'no_thumbnails',
      'upstream_error',
      'upstream_timeout',
      'conversion_failed',
    ] as const) {
      const error = failureError(code === 'no_thumbnails' ? { code } : { code, cause })
      expect(error).toMatchObject({ code, headers: {}, ...ERROR_CODES[code] })
    }
  })
})

import { expect, test } from 'vitest'
import { ERROR_STATUS, type ErrorCode } from './error-codes.ts'
import { LOOKUP_NOTICES, lookupProblem } from './lookup-notices.ts'

test('offers Try again for each failure a lookup meets where asking again can help', () => {
  const offered = (code: ErrorCode | 'unreachable') => LOOKUP_NOTICES[lookupProblem(code)].tryAgain
  expect(offered('upstream_error')).toBe(true)
  expect(offered('upstream_timeout')).toBe(true)
  expect(offered('no_thumbnails')).toBe(false)
  expect(offered('overloaded')).toBe(true)
  expect(offered('rate_limited')).toBe(true)
  expect(offered('unreachable')).toBe(true)
})

test('any other code reads as the generic failure, with Try again', () => {
  for (const code of ['internal_error', 'invalid_request', 'not_found'] as const) {
    expect(lookupProblem(code)).toBe('fetch_failed')
  }
  expect(LOOKUP_NOTICES.fetch_failed.tryAgain).toBe(true)
})

test('every row but the catch-all and `unreachable` is an API error code', () => {
  const rows = Object.keys(LOOKUP_NOTICES).filter(
    (row) => !['fetch_failed', 'unreachable'].includes(row),
  )
  expect(rows.filter((row) => !Object.hasOwn(ERROR_STATUS, row))).toEqual([])
})

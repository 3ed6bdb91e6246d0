import { expect, test } from 'vitest'
import { ERROR_CODES, type ErrorCode } from './api-errors.ts'
import { LOOKUP_NOTICES, lookupProblem } from './lookup-notices.ts'
import { TOASTS } from './toasts.ts'

test('says what happened for each failure a lookup meets, offering Try again where it helps', () => {
  const said = (code: ErrorCode | 'unreachable') => {
    const { title, tryAgain } = LOOKUP_NOTICES[lookupProblem(code)]
    return [title, tryAgain]
  }
  expect(said('upstream_error')).toEqual(["YouTube's image server failed", true])
  expect(said('upstream_timeout')).toEqual(["YouTube's image server was too slow", true])
  expect(said('no_thumbnails')).toEqual(['This video has no pictures', false])
  expect(said('overloaded')).toEqual(['Our server is busy', true])
  expect(said('rate_limited')).toEqual(['Too many lookups from your connection', true])
  expect(said('unreachable')).toEqual(['The site could not be reached', true])
})

test('a host failure asks to come back later; a video with none says it may be removed or private', () => {
  expect(LOOKUP_NOTICES.upstream_error.description).toMatch(/try again in a few minutes/i)
  expect(LOOKUP_NOTICES.upstream_timeout.description).toMatch(/try again in a few minutes/i)
  expect(LOOKUP_NOTICES.no_thumbnails.description).toMatch(/removed or made private/)
})

test('any other code reads as the generic failure, with Try again', () => {
  for (const code of ['internal_error', 'invalid_request', 'not_found'] as const) {
    expect(lookupProblem(code)).toBe('fetch_failed')
  }
  expect(LOOKUP_NOTICES.fetch_failed).toEqual({ ...TOASTS.fetchFailed, tryAgain: true })
})

test('every row but the catch-all and `unreachable` is an API error code', () => {
  const rows = Object.keys(LOOKUP_NOTICES).filter(
    (row) => !['fetch_failed', 'unreachable'].includes(row),
  )
  expect(rows.filter((row) => !Object.hasOwn(ERROR_CODES, row))).toEqual([])
})

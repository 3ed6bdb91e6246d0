import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { HttpError } from './http-error.ts'
import { parseRequest } from './parse-request.ts'

const refuse = (key: string, message: string) =>
  new HttpError('invalid_request', { message, fields: { [key]: 'bad' } })

describe('parseRequest', () => {
  const Schema = z.object({
    first: z.enum(['a'], { error: 'First is wrong.' }),
    second: z.string({ error: 'Second is missing.' }).transform((value, context) => {
      if (value === 'ok') return 1
      context.issues.push({ code: 'custom', input: value, message: 'Second is not ok.' })
      return z.NEVER
    }),
  })

  test('answers the parsed value', () => {
    expect(parseRequest(Schema, { first: 'a', second: 'ok' }, refuse)).toEqual({
      first: 'a',
      second: 1,
    })
  })

  test("refuses with the first failing key in the schema's order, in its words", () => {
    const error = (() => {
      try {
        parseRequest(Schema, { second: 'no', first: 'b' }, refuse)
      } catch (thrown) {
        return thrown
      }
    })() as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.message).toBe('First is wrong.')
    expect(error.fields).toEqual({ first: 'bad' })
    expect(() => parseRequest(Schema, { first: 'a' }, refuse)).toThrow('Second is missing.')
    expect(() => parseRequest(Schema, { first: 'a', second: 'no' }, refuse)).toThrow(
      'Second is not ok.',
    )
  })
})

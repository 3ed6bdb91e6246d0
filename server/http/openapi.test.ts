import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { HttpError } from './http-error.ts'
import { errorResponses, jsonSchema, parameters, parseRequest } from './openapi.ts'

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

describe('the document helpers', () => {
  test('jsonSchema has no $schema of its own, and describes the input when asked', () => {
    const name = z.enum(['id', 'title']).default('id')
    expect(jsonSchema(name, 'input')).toEqual({
      type: 'string',
      enum: ['id', 'title'],
      default: 'id',
    })
  })

  test('parameters: one per key, in order, required unless optional, with descriptions', () => {
    const Query = z.object({
      url: z.string().meta({ description: 'A link.' }),
      crop: z.enum(['letterbox']).optional(),
    })
    expect(parameters(Query, 'query')).toEqual([
      {
        name: 'url',
        in: 'query',
        description: 'A link.',
        required: true,
        schema: { type: 'string' },
      },
      {
        name: 'crop',
        in: 'query',
        required: false,
        schema: { type: 'string', enum: ['letterbox'] },
      },
    ])
  })

  test('errorResponses: one response per status, naming its codes, Retry-After where due', () => {
    const responses = errorResponses({
      invalid_url: 'Not a link.',
      invalid_request: 'A bad parameter.',
      rate_limited: 'Too many.',
    })
    expect(Object.keys(responses)).toEqual(['400', '429'])
    expect(responses['400']?.description).toBe(
      '`invalid_url`: Not a link. `invalid_request`: A bad parameter.',
    )
    expect(responses['400']?.headers).not.toHaveProperty('Retry-After')
    expect(responses['429']?.headers).toHaveProperty('Retry-After')
    expect(JSON.stringify(responses['400']?.content)).toContain('["invalid_url","invalid_request"]')
  })
})

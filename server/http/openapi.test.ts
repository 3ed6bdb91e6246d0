import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { errorResponses, jsonSchema, parameters } from './openapi.ts'

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

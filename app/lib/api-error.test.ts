import { describe, expect, test } from 'vitest'
import { readApiError } from './api-error.ts'

describe('readApiError', () => {
  test('reads the code, the message and the string field texts of an API error', async () => {
    const response = Response.json(
      {
        error: {
          code: 'invalid_request',
          message: 'This request is not valid.',
          fields: { email: 'Please enter a valid email address.', name: 3, nonce: null },
        },
      },
      { status: 400 },
    )
    expect(await readApiError(response)).toEqual({
      code: 'invalid_request',
      message: 'This request is not valid.',
      fields: { email: 'Please enter a valid email address.' },
    })
  })

  test('gives nothing, without throwing, for a body that is not JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', { status: 502 })
    expect(await readApiError(response)).toEqual({
      code: undefined,
      message: undefined,
      fields: {},
    })
  })

  test('ignores JSON of another shape and values that are not strings', async () => {
    for (const body of [
      null,
      [],
      'text',
      { error: 'overloaded' },
      { error: { code: 503, message: '' } },
    ]) {
      expect(await readApiError(Response.json(body, { status: 503 }))).toEqual({
        code: undefined,
        message: undefined,
        fields: {},
      })
    }
  })

  test('reads an empty body as nothing', async () => {
    expect(await readApiError(new Response(null, { status: 500 }))).toMatchObject({
      code: undefined,
      message: undefined,
    })
  })
})

import { REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { describe, expect, test, vi } from 'vitest'
import { createApiClient } from '#app/lib/api-client.ts'
import { newNonce, sendContact } from './send-contact.ts'

const VALUES = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
const answer = (status: number, body: unknown = {}) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch
const send = (values: Record<string, string>, fetchFn: typeof fetch) =>
  sendContact(values, createApiClient({ fetchFn }))

describe('sendContact', () => {
  test('posts JSON to the API and reports success on 201', async () => {
    const fetchFn = answer(201, { status: 'received' })
    expect(await send(VALUES, fetchFn)).toEqual({ ok: true })
    expect(fetchFn).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(VALUES),
    })
  })

  test('passes the field texts of a 400 through, as the API wrote them', async () => {
    const body = {
      error: {
        code: 'invalid_request',
        message: 'x',
        fields: { email: 'Please enter a valid email address.', nonce: 'ignored', name: 3 },
      },
    }
    expect(await send(VALUES, answer(400, body))).toEqual({
      ok: false,
      alert: 'invalid',
      fields: { email: { text: 'Please enter a valid email address.' } },
    })
  })

  test('explains a 413 on the message field', async () => {
    expect(await send(VALUES, answer(413))).toMatchObject({
      ok: false,
      alert: 'payload_too_large',
      fields: { message: 'shorten' },
    })
  })

  test('asks to wait after a 429', async () => {
    expect(await send(VALUES, answer(429))).toMatchObject({
      ok: false,
      alert: 'rate_limited',
    })
  })

  test('says plainly the message was not sent when the daily cap refused it (503 overloaded)', async () => {
    expect(await send(VALUES, answer(503, { error: { code: 'overloaded' } }))).toEqual({
      ok: false,
      alert: 'busy',
      fields: {},
    })
    expect(await send(VALUES, answer(503))).toMatchObject({ alert: 'failed' })
  })

  test('says "in a moment" when the store did not answer (503 with the server’s own words)', async () => {
    const down = { error: { code: 'overloaded', message: REFUSAL_TEXTS.failed } }
    expect(await send(VALUES, answer(503, down))).toEqual({
      ok: false,
      alert: 'failed',
      fields: {},
    })
  })

  test('says the send failed on a 500 or a body that is not JSON', async () => {
    const notJson = vi.fn(
      async () => new Response('oops', { status: 502 }),
    ) as unknown as typeof fetch
    expect(await send(VALUES, notJson)).toEqual({ ok: false, alert: 'failed', fields: {} })
  })

  test('reports a network failure without throwing', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }) as unknown as typeof fetch
    expect(await send(VALUES, offline)).toMatchObject({
      ok: false,
      alert: 'unreachable',
    })
  })
})

test('a nonce is 24 URL-safe characters and fresh every time', () => {
  const nonces = new Set(Array.from({ length: 100 }, () => newNonce()))
  expect(nonces.size).toBe(100)
  for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/)
})

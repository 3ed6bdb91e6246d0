/**
 * F1–F3 and F7 (docs/reliability.md) through the app: the signed time trap (a token
 * from `GET /api/contact/token`), the honeypot, and the per-client token
 * bucket with TRUST_PROXY. Date is faked, so "3 s later", "a day later" and
 * "2 minutes later" take no time.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFormTokens } from '#server/contact/form-token.ts'
import { contactApp, fromPeer } from '#tests/support/route-app.ts'
import { contactStore } from '#tests/support/test-app.ts'

const VALID = {
  name: 'Zoe\u0308 Ôtis',
  email: 'zoe@example.com',
  subject: 'Hello',
  message: 'Cafe\u0301 ☕ and 👩🏽‍💻',
}
const T0 = Date.parse('2025-04-09T12:00:00Z')
const PEER = '203.0.113.7'

let contact: ReturnType<typeof contactStore>
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
  contact = contactStore()
})
afterEach(() => {
  vi.useRealTimers()
  contact.close()
})

/** The contact routes alone (no pages, no React build), and a client of them at `PEER`. */
function makeApp(env: Record<string, string> = {}) {
  const { app, log } = contactApp({ contact, env })
  const request = (path: string, init: RequestInit = {}, peer = PEER) =>
    app.request(path, init, fromPeer(peer))
  const token = async () => {
    const res = await request('/api/contact/token')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    return ((await res.json()) as { token: string }).token
  }
  const postJson = (value: object, { peer = PEER, headers = {} } = {}) =>
    request(
      '/api/contact',
      {
        method: 'POST',
        body: JSON.stringify(value),
        headers: { 'Content-Type': 'application/json', ...headers },
      },
      peer,
    )
  const postForm = (value: Record<string, string>) =>
    request('/api/contact', {
      method: 'POST',
      body: new URLSearchParams(value).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    })
  return { app, log, token, postJson, postForm }
}

const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
const rows = () => contact.db.prepare('SELECT name, email, subject, message FROM messages').all()

/** What a client can observe of a response: status, header names, body bytes. */
async function observed(res: Response) {
  const body = Buffer.from(await res.arrayBuffer())
  return {
    status: res.status,
    headers: [...res.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    location: res.headers.get('Location'),
    bodyLength: body.length,
    body: body.toString(),
  }
}

describe('F1: a valid message with a token older than 3 s', () => {
  test('201, exactly one row, stored as NFC byte for byte', async () => {
    const { token, postJson } = makeApp()
    const issued = await token()
    later(3_000)
    const res = await postJson({ ...VALID, token: issued })
    expect(res.status).toBe(201)
    expect(await res.json()).toEqual({ status: 'received' })
    const stored = rows() as Array<Record<string, string>>
    expect(stored).toHaveLength(1)
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      expect(Buffer.from(stored[0]?.[field] ?? '')).toEqual(
        Buffer.from(VALID[field].normalize('NFC')),
      )
    }
  })
})

describe('F2, F3: bots get the answer people get, and nothing is stored', () => {
  test.each([
    [
      'the honeypot filled',
      async (issued: string) => ({ token: issued, website: 'https://spam.example' }),
      10_000,
    ],
    ['a token 0.5 s old', async (issued: string) => ({ token: issued }), 500],
    ['a token older than 24 h', async (issued: string) => ({ token: issued }), 24 * 3600_000 + 1],
    ['a token signed with another key', async () => ({ token: forged() }), 10_000],
    ['a token with a tampered time', async (issued: string) => ({ token: `1${issued}` }), 10_000],
    ['no token', async () => ({}), 10_000],
    ['a token that is not a string', async () => ({ token: { at: 0 } }), 10_000],
  ])('%s', async (_, extra, waitMs) => {
    const { token, postJson, log } = makeApp()
    const issued = await token()
    later(10_000)
    const human = await observed(
      await postJson({ ...VALID, nonce: 'human-nonce-0000001', token: issued }),
    )
    expect(rows()).toHaveLength(1)

    const botToken = await token()
    later(waitMs)
    const bot = await observed(await postJson({ ...VALID, ...(await extra(botToken)) }))
    expect(bot).toEqual(human)
    expect(rows()).toHaveLength(1)
    expect(log.lines.filter((line) => line.msg === 'contact').map((line) => line.outcome)).toEqual([
      'stored',
      expect.stringMatching(/^(honeypot|time_trap)$/),
    ])
  })

  test('the form posted without JavaScript has no token: only the honeypot guards it', async () => {
    const { token, postForm } = makeApp()
    const sent = await observed(await postForm(VALID))
    expect(sent.status).toBe(303)
    expect(sent.location).toBe('/contact?sent=1#contact-form')
    expect(rows()).toHaveLength(1)

    const honeypot = await observed(await postForm({ ...VALID, website: 'x' }))
    const fresh = await observed(await postForm({ ...VALID, token: await token() }))
    expect(honeypot).toEqual(sent)
    expect(fresh).toEqual(sent)
    expect(rows()).toHaveLength(1)
  })

  test('GET /api/contact/token is the only other method there', async () => {
    const { app } = makeApp()
    const res = await app.request('/api/contact/token', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
  })
})

function forged() {
  return createFormTokens({
    secret: 'someone else key, thirty-two characters long',
    now: () => Date.now() - 60_000,
  }).issue()
}

describe('F7: the per-client contact limit', () => {
  test('the 6th gets 429 with Retry-After; a spoofed X-Forwarded-For changes nothing; one comes back every 2 minutes', async () => {
    const { token, postJson } = makeApp()
    // A token carries one message (decision 021): one each, fetched before the wait.
    const issued = await Promise.all(Array.from({ length: 12 }, () => token()))
    const next = () => issued.pop()
    later(5_000)
    for (let i = 0; i < 5; i++)
      expect((await postJson({ ...VALID, token: next() })).status).toBe(201)
    const sixth = await postJson({ ...VALID, token: next() })
    expect(sixth.status).toBe(429)
    expect(sixth.headers.get('Retry-After')).toBe('120')
    const spoofed = await postJson(
      { ...VALID, token: next() },
      { headers: { 'X-Forwarded-For': '198.51.100.99' } },
    )
    expect(spoofed.status).toBe(429)

    later(2 * 60_000)
    expect((await postJson({ ...VALID, token: next() })).status).toBe(201)
    expect((await postJson({ ...VALID, token: next() })).status).toBe(429)
    later(60_000)
    expect((await postJson({ ...VALID, token: next() })).status).toBe(429)
    later(60_000)
    expect((await postJson({ ...VALID, token: next() })).status).toBe(201)
    expect(rows()).toHaveLength(7)
  })

  test('behind a TRUST_PROXY peer, each forwarded client has its own bucket; a forged left entry does not help', async () => {
    const { token, postJson } = makeApp({ TRUST_PROXY: '10.0.0.0/8' })
    // A token carries one message (decision 021): one each, fetched before the wait.
    const issued = await Promise.all(Array.from({ length: 12 }, () => token()))
    const next = () => issued.pop()
    later(5_000)
    const via = (client: string) => ({ peer: '10.0.0.2', headers: { 'X-Forwarded-For': client } })
    for (let i = 0; i < 5; i++) {
      expect((await postJson({ ...VALID, token: next() }, via('198.51.100.1'))).status).toBe(201)
    }
    expect((await postJson({ ...VALID, token: next() }, via('198.51.100.1'))).status).toBe(429)
    expect((await postJson({ ...VALID, token: next() }, via('1.2.3.4, 198.51.100.1'))).status).toBe(
      429,
    )
    expect((await postJson({ ...VALID, token: next() }, via('198.51.100.2'))).status).toBe(201)
    // The proxy itself, without the header, is one more client.
    expect((await postJson({ ...VALID, token: next() }, { peer: '10.0.0.2' })).status).toBe(201)
  })
})

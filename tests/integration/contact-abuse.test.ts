/**
 * @module The daily cap under abuse (docs/reliability.md, F7, and decision 021): a bot with one
 * token and rotating addresses, or with a fresh token for every message, must not exhaust
 * CONTACT_DAILY_CAP on its own; a real sender is still heard afterwards; and the answer a bot
 * gets reveals nothing about its token: spam and real messages get the same answer, under the
 * cap (success) and at it (an honest "not now").
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { DAILY_MESSAGE_CAP } from '#core/contact-rules.ts'
import { figure } from '#tests/integration/reliability/figures.ts'
import { contactApp, fromPeer } from '#tests/support/route-app.ts'
import { contactStore } from '#tests/support/test-app.ts'

const PROXY = '10.0.0.1'
const MESSAGE = { name: 'Bot', email: 'bot@example.com', subject: 'Buy', message: 'Spam spam' }
const HUMAN = { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'A question' }

let contact: ReturnType<typeof contactStore>
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.parse('2025-04-09T12:00:00Z'))
  contact = contactStore()
})
afterEach(() => {
  vi.useRealTimers()
  contact.close()
})

/** The contact routes behind a trusted proxy, so that each request may name its own address. */
function makeApp(env: Record<string, string> = {}) {
  const { app } = contactApp({ contact, env: { TRUST_PROXY: PROXY, ...env } })
  const as = () => fromPeer(PROXY)
  const headers = (client: string) => ({ 'X-Forwarded-For': client })
  const token = async (client: string) => {
    const res = await app.request('/api/contact/token', { headers: headers(client) }, as())
    return ((await res.json()) as { token: string }).token
  }
  const post = (client: string, body: object) =>
    app.request(
      '/api/contact',
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', ...headers(client) },
      },
      as(),
    )
  /** The browser's own form post, before its script ran: no token (decision 006). */
  const postForm = (client: string, fields: Record<string, string>) =>
    app.request(
      '/api/contact',
      {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'text/html',
          ...headers(client),
        },
      },
      as(),
    )
  return { token, post, postForm }
}

const rows = () =>
  Number((contact.db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n)
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)
/** A new address for every message, each in a /24 of its own. */
const rotating = (i: number) => `198.${(i >> 8) & 255}.${i & 255}.7`

/** What a client can observe of an answer. */
async function observed(res: Response) {
  return {
    status: res.status,
    headers: [...res.headers.keys()].filter((name) => name !== 'x-request-id').sort(),
    retryAfter: res.headers.get('Retry-After'),
    // Every error body names its own request id; the rest must be the same.
    body: (await res.text()).replace(/"requestId":"[^"]*"/, '"requestId":"…"'),
  }
}

/** Sends as the bot does until `attempts` messages; returns how many were stored, and how fast. */
async function flood(
  send: (i: number) => Response | Promise<Response>,
  attempts = DAILY_MESSAGE_CAP + 100,
) {
  const started = performance.now()
  const statuses = new Map<number, number>()
  for (let i = 0; i < attempts; i++) {
    const { status } = await send(i)
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
  }
  return { stored: rows(), ms: performance.now() - started, statuses: Object.fromEntries(statuses) }
}

describe('one bot cannot exhaust the daily cap', () => {
  test('one reused token, a new address for every message', async () => {
    const { token, post } = makeApp()
    const reused = await token('192.0.2.1')
    later(5_000)
    const run = await flood((i) => post(rotating(i), { ...MESSAGE, token: reused }))
    figure(
      'item 7',
      'one token, rotating addresses: messages stored',
      run.stored,
      `of ${DAILY_MESSAGE_CAP} (in ${run.ms.toFixed(0)} ms)`,
    )
    const human = await post('203.0.113.50', {
      ...HUMAN,
      token: await tokenAged(token, '203.0.113.50'),
    })
    figure('item 7', 'then a real sender gets', human.status, 'status')
    expect(run.stored).toBe(1)
    expect(human.status).toBe(201)
  })

  test('a fresh token for every message, fetched from one address, posted from many', async () => {
    const { token, post } = makeApp()
    const tokens: string[] = []
    for (let i = 0; i < DAILY_MESSAGE_CAP + 100; i++) tokens.push(await token('192.0.2.1'))
    later(5_000)
    const run = await flood((i) => post(rotating(i), { ...MESSAGE, token: tokens[i] }))
    figure('item 7', 'fresh tokens from one address: messages stored', run.stored, 'messages')
    const human = await post('203.0.113.50', {
      ...HUMAN,
      token: await tokenAged(token, '203.0.113.50'),
    })
    expect(run.stored).toBeLessThanOrEqual(DAILY_MESSAGE_CAP * 0.02)
    expect(human.status).toBe(201)
  })

  test('fresh tokens and posts from every address of one IPv6 /48', async () => {
    const { token, post } = makeApp()
    const address = (i: number) => `2001:db8:7:${i.toString(16)}::1`
    const tokens: string[] = []
    for (let i = 0; i < 200; i++) tokens.push(await token(address(i)))
    later(5_000)
    const run = await flood((i) => post(address(i), { ...MESSAGE, token: tokens[i] }), 200)
    figure('item 7', 'one IPv6 /48, 200 /64s: messages stored', run.stored, 'messages')
    expect(run.stored).toBeLessThanOrEqual(DAILY_MESSAGE_CAP * 0.02)
  })

  test('the form posted without a token (no time trap there), from a new address each time', async () => {
    const { token, post, postForm } = makeApp()
    const run = await flood((i) => postForm(rotating(i), MESSAGE))
    figure(
      'item 7',
      'tokenless form posts, rotating addresses: messages stored',
      run.stored,
      'messages',
    )
    const human = await post('203.0.113.50', {
      ...HUMAN,
      token: await tokenAged(token, '203.0.113.50'),
    })
    expect(run.stored).toBeLessThanOrEqual(DAILY_MESSAGE_CAP * 0.1)
    expect(human.status).toBe(201)
  })
})

async function tokenAged(token: (client: string) => Promise<string>, client: string) {
  const issued = await token(client)
  later(5_000)
  return issued
}

describe('the answer reveals nothing about the token', () => {
  test('at the cap, a real message and every kind of spam get the same honest refusal', async () => {
    const { token, post } = makeApp({ CONTACT_DAILY_CAP: '3' })
    for (let i = 0; i < 3; i++) {
      const client = `203.0.${i}.9`
      expect((await post(client, { ...HUMAN, token: await tokenAged(token, client) })).status).toBe(
        201,
      )
    }
    const fresh = await token('203.0.200.9')
    const aged = await tokenAged(token, '203.0.201.9')
    const answers = {
      real: await observed(await post('203.0.202.9', { ...HUMAN, token: aged })),
      honeypot: await observed(await post('203.0.203.9', { ...HUMAN, website: 'x', token: aged })),
      tooFresh: await observed(await post('203.0.204.9', { ...HUMAN, token: fresh })),
      forged: await observed(
        await post('203.0.205.9', { ...HUMAN, token: `${aged.slice(0, -4)}AAAA` }),
      ),
      missing: await observed(await post('203.0.206.9', HUMAN)),
    }
    figure('item 7', 'at the cap, a real message gets', answers.real.status, 'status')
    for (const answer of Object.values(answers)) expect(answer).toEqual(answers.real)
    expect(answers.real.status).toBe(503)
    expect(answers.real.retryAfter).toBe('3600')
    expect(JSON.parse(answers.real.body)).toMatchObject({
      error: { code: 'overloaded', message: expect.stringMatching(/cannot take more messages/) },
    })
    expect(rows()).toBe(3)
  })

  test('a replayed token is dropped like any spam: the answer of a stored message', async () => {
    const { token, post } = makeApp()
    const issued = await tokenAged(token, '203.0.113.9')
    const first = await observed(await post('203.0.113.9', { ...HUMAN, token: issued }))
    const replay = await observed(await post('198.51.100.9', { ...MESSAGE, token: issued }))
    expect(replay).toEqual(first)
    expect(first.status).toBe(201)
    expect(rows()).toBe(1)
  })
})

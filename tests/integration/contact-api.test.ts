import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import { createFormTokens } from '#server/contact/form-token.ts'
import { CONTACT_SERVER_LIMITS } from '#server/contact/limits.ts'
import { createMessageStore } from '#server/contact/storage/message-store.ts'
import { figure } from '#tests/integration/reliability/figures.ts'
import { contactApp, fromPeer } from '#tests/support/route-app.ts'
import { contactStore } from '#tests/support/test-app.ts'

const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'WebP downloads',
  message: 'Hello!\nDoes the WebP option keep the original colours? 🎨',
}

const SECRET = 'contact-api test secret, thirty-two characters or more'
const issuer = createFormTokens({ secret: SECRET, now: () => Date.now() - 60_000 })
let issued = 0
/**
 * A time-trap token issued a minute ago, as the page would hold one (docs/reliability.md, F3): a
 * new one for every message, since a token carries one (decision 021), each fetched from an
 * address range of its own.
 */
const token = () => issuer.issue(`test range ${++issued}`)

/** A SQLite file per test, as DATA_DIR holds it. */
let contact: ReturnType<typeof contactStore>
beforeEach(() => {
  contact = contactStore({ onDisk: true, tokens: createFormTokens({ secret: SECRET }) })
})
afterEach(() => contact.close())

/** The contact routes alone: the answers here are theirs, so no pages and no React build. */
const makeApp = () => contactApp({ contact })

type App = ReturnType<typeof makeApp>['app']

/** A request as @hono/node-server delivers it: with the socket the rate limiter keys on. */
function post(
  app: App,
  body: BodyInit | null,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
  peer = '203.0.113.7',
) {
  return app.request(
    '/api/contact',
    { method: 'POST', body, headers, duplex: 'half' } as RequestInit,
    fromPeer(peer),
  )
}

/** Posts as the page does: with an aged time-trap token unless `value` has its own. */
const postJson = (app: App, value: object, peer?: string) =>
  post(
    app,
    JSON.stringify({ token: token(), ...value }),
    { 'Content-Type': 'application/json' },
    peer,
  )

const rows = () =>
  contact.db.prepare('SELECT name, email, subject, message, nonce, created_at FROM messages').all()

type ErrorBody = {
  error: { code: string; message: string; requestId: string; fields?: Record<string, string> }
}

describe('POST /api/contact with JSON', () => {
  test('stores a valid message and answers 201 only after the commit', async () => {
    const { app, log } = makeApp()
    const res = await postJson(app, VALID)
    expect(res.status).toBe(201)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'received' })
    expect(rows()).toEqual([
      { ...VALID, nonce: null, created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/) },
    ])
    expect(log.lines).toContainEqual(expect.objectContaining({ msg: 'contact', outcome: 'stored' }))
    expect(JSON.stringify(log.lines)).not.toContain('Ada')
  })

  test('stores NFC text byte-exact, hostile text included', async () => {
    const { app } = makeApp()
    const message = {
      name: 'Jose\u0301 Ñu\u0303n\u0303ez',
      email: 'jose@example.com',
      subject: "'); DROP TABLE messages;--",
      message: '<script>alert(1)</script>\n👩🏽‍💻 \u202eevil\r\nend',
    }
    expect((await postJson(app, message)).status).toBe(201)
    const [row] = rows() as Array<Record<string, string>>
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const expected = message[field].normalize('NFC')
      expect(Buffer.from(row?.[field] ?? '')).toEqual(Buffer.from(expected))
    }
    expect(row?.name).toBe('José Ñũñez')
  })

  test.each([
    ['name', { name: '' }, 'Please enter your name.'],
    [
      'email',
      { email: 'not-an-email' },
      'Please enter a valid email address, like name@example.com.',
    ],
    ['subject', { subject: '   ' }, 'Please enter a subject.'],
    ['message', { message: undefined }, 'Please enter your message.'],
    ['name', { name: 'a\u0000b' }, 'Your name contains characters we cannot accept.'],
    ['nonce', { nonce: 'x' }, 'The submission id contains characters we cannot accept.'],
  ])('refuses a bad %s with 400 and a message for that field', async (field, change, text) => {
    const { app } = makeApp()
    const res = await postJson(app, { ...VALID, ...change })
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'Please correct the highlighted fields.',
        requestId: res.headers.get('X-Request-Id'),
        fields: { [field]: text },
      },
    })
    expect(rows()).toHaveLength(0)
  })

  test('refuses C0, DEL and C1 controls in every field; the message keeps tabs and line breaks', async () => {
    const { app } = makeApp()
    const res = await postJson(app, {
      name: 'Ada\u0007',
      email: 'a\u0001da@example.com',
      subject: 'two\nlines',
      message: 'nul \u0000 del \u007f nel \u0085',
    })
    expect(res.status).toBe(400)
    expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {})).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ])
    for (const control of ['\u0001', '\u001b', '\u007f', '\u009f']) {
      expect((await postJson(app, { ...VALID, message: `a${control}b` })).status).toBe(400)
    }
    // Another sender: five posts used this one's rate limit.
    const kept = await postJson(app, { ...VALID, message: 'a\tb\r\nc\nd' }, '198.51.100.2')
    expect(kept.status).toBe(201)
    expect(rows()).toEqual([expect.objectContaining({ message: 'a\tb\r\nc\nd' })])
  })

  test('lists every bad field in one answer', async () => {
    const { app } = makeApp()
    const body = (await (await postJson(app, {})).json()) as ErrorBody
    expect(Object.keys(body.error.fields ?? {})).toEqual(['name', 'email', 'subject', 'message'])
  })

  test.each([
    ['name', 100],
    ['subject', 150],
    ['message', 5000],
  ] as const)('accepts %s at %d characters, refuses one more', async (field, limit) => {
    const { app } = makeApp()
    expect((await postJson(app, { ...VALID, [field]: 'x'.repeat(limit) })).status).toBe(201)
    const res = await postJson(app, { ...VALID, [field]: 'x'.repeat(limit + 1) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({
      [field]: expect.stringContaining(`${limit} characters at most`),
    })
    expect(rows()).toHaveLength(1)
  })

  test('accepts an email of 254 characters with a 63-character local part, refuses 255 and 64', async () => {
    const { app } = makeApp()
    const domain = `${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(58)}.com`
    const longest = `${'l'.repeat(63)}@${domain}`
    expect(longest).toHaveLength(254)
    expect((await postJson(app, { ...VALID, email: longest })).status).toBe(201)
    expect((await postJson(app, { ...VALID, email: `l${longest}` })).status).toBe(400)
    expect((await postJson(app, { ...VALID, email: `${'l'.repeat(64)}@a.com` })).status).toBe(400)
    expect(rows()).toHaveLength(1)
  })

  test('stores a message once per nonce: a retry answers 201 and adds nothing', async () => {
    const { app, log } = makeApp()
    const nonce = '0f8c7e4a-3b1d-4f7a-9c55-2e6b1a9d8c01'
    expect((await postJson(app, { ...VALID, nonce })).status).toBe(201)
    const retry = await postJson(app, { ...VALID, nonce })
    expect(retry.status).toBe(201)
    expect(await retry.json()).toEqual({ status: 'received' })
    expect(rows()).toEqual([expect.objectContaining({ nonce })])
    expect(log.lines).toContainEqual(expect.objectContaining({ outcome: 'duplicate' }))
  })

  test('drops a bot that fills the honeypot, answering exactly like a success', async () => {
    const { app, log } = makeApp()
    const human = await postJson(app, VALID)
    const bot = await postJson(app, { ...VALID, website: 'https://spam.example' })
    expect(bot.status).toBe(human.status)
    expect([...bot.headers.keys()].sort()).toEqual([...human.headers.keys()].sort())
    expect(await bot.text()).toBe(await human.text())
    expect(rows()).toHaveLength(1)
    expect(log.lines).toContainEqual(expect.objectContaining({ outcome: 'honeypot' }))
  })
})

describe('every field at its character limit, in every script and both encodings', () => {
  const SCRIPTS = [
    ['Cyrillic', 'Ж'],
    ['Chinese', '漢'],
    ['emoji', '😀'],
  ] as const
  /** Python's json.dumps (ensure_ascii) writes every non-ASCII character as `\\uXXXX`. */
  const asciiJson = (value: object) =>
    JSON.stringify(value).replace(
      /[^ -~]/g,
      (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
    )
  const atLimits = (char: string) => ({
    name: char.repeat(CONTACT_LIMITS.name),
    // An address is ASCII; every character that a form encodes as %XX, at the full length.
    email: `${"!#$%&'*+/=?^`{|}~".repeat(4).slice(0, 63)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(59)}.io`,
    subject: char.repeat(CONTACT_LIMITS.subject),
    message: char.repeat(CONTACT_LIMITS.message),
  })
  let peer = 0
  const nextPeer = () => `10.${++peer}.0.1`

  test('the address used here is at the length limits', () => {
    const { email } = atLimits('x')
    expect(email).toHaveLength(CONTACT_LIMITS.email)
    expect(email.indexOf('@')).toBe(CONTACT_LIMITS.emailLocalPart)
  })

  test.each(SCRIPTS)(
    '%s: JSON as UTF-8, JSON with \\u escapes, a form: each stored',
    async (_, char) => {
      const { app } = makeApp()
      const fields = atLimits(char)
      const bodies = [
        JSON.stringify({ ...fields, token: token() }),
        asciiJson({ ...fields, token: token() }),
      ]
      for (const body of bodies)
        expect((await post(app, body, undefined, nextPeer())).status).toBe(201)
      const form = new URLSearchParams({ ...fields, token: token() }).toString()
      const formType = { 'Content-Type': 'application/x-www-form-urlencoded' }
      expect((await post(app, form, formType, nextPeer())).status).toBe(201)
      expect(rows()).toEqual(Array(3).fill(expect.objectContaining(fields)))
    },
  )

  test.each(SCRIPTS)('%s: the form posted without JavaScript is sent', async (_, char) => {
    const { app } = makeApp()
    const fields = atLimits(char)
    // A browser encodes a textarea's line breaks as CRLF (two characters): one in the middle.
    const half = char.repeat(CONTACT_LIMITS.message / 2 - 1)
    const message = `${half}\r\n${half}`
    const body = new URLSearchParams({ ...fields, message, website: '' }).toString()
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' }
    const res = await post(app, body, headers, nextPeer())
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/contact?sent=1#contact-form')
    expect(rows()).toHaveLength(1)
  })

  test('the form posted without JavaScript from a page in another language goes back to that language', async () => {
    const { app } = makeApp()
    const fields = atLimits('a')
    const body = new URLSearchParams({ ...fields, website: '' }).toString()
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' }
    const from = (referer: string) => post(app, body, { ...headers, Referer: referer }, nextPeer())
    const location = async (referer: string) => (await from(referer)).headers.get('Location')
    expect(await location('http://localhost:3000/es/contact')).toBe(
      '/es/contact?sent=1#contact-form',
    )
    expect(await location('http://localhost:3000/pt-br/contact?x=1')).toBe(
      '/pt-br/contact?sent=1#contact-form',
    )
    // A language only, never a place: a stranger's or a broken Referer leads to the English page.
    expect(await location('https://evil.example/ar/x')).toBe('/ar/contact?sent=1#contact-form')
    expect(await location('https://evil.example//x')).toBe('/contact?sent=1#contact-form')
    expect(await location('not a url')).toBe('/contact?sent=1#contact-form')
  })

  test('the longest message taken, by script and encoding (a figure for docs/reliability.md)', async () => {
    const { app } = makeApp()
    const encodings: Record<string, (value: Record<string, string>) => [string, string]> = {
      json: (value) => [JSON.stringify(value), 'application/json'],
      'json \\u': (value) => [asciiJson(value), 'application/json'],
      'no-JS form': (value) => [
        new URLSearchParams(value).toString(),
        'application/x-www-form-urlencoded',
      ],
    }
    for (const [script, char] of SCRIPTS) {
      for (const [name, encode] of Object.entries(encodings)) {
        const takes = async (length: number) => {
          const value = { ...VALID, message: char.repeat(length), token: token() }
          const [body, type] = encode(value)
          const headers = { 'Content-Type': type, Accept: 'text/html' }
          const res = await post(app, body, headers, nextPeer())
          return res.status === 201 || res.headers.get('Location')?.includes('sent=1') === true
        }
        let [low, high] = [0, CONTACT_LIMITS.message]
        while (low < high) {
          const mid = Math.ceil((low + high) / 2)
          if (await takes(mid)) low = mid
          else high = mid - 1
        }
        figure('item 6', `longest ${script} message, ${name}`, low, 'characters')
        expect.soft(low).toBe(CONTACT_LIMITS.message)
      }
    }
  })

  test('one character over the limit is still a field error, not a 413', async () => {
    const { app } = makeApp()
    const fields = atLimits('😀')
    const body = new URLSearchParams({ ...fields, message: `${fields.message}😀`, token: token() })
    const res = await post(app, body.toString(), {
      'Content-Type': 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({
      message: 'Your message is too long: 5000 characters at most.',
    })
  })
})

describe('POST /api/contact body limits and types', () => {
  const padded = (bytes: number) => {
    const base = JSON.stringify({ ...VALID, token: token(), pad: '' })
    return JSON.stringify({
      ...VALID,
      token: token(),
      pad: 'p'.repeat(bytes - Buffer.byteLength(base)),
    })
  }

  const CAP = CONTACT_LIMITS.bodyBytes

  test('accepts a body of exactly the cap', async () => {
    const { app } = makeApp()
    const body = padded(CAP)
    expect(Buffer.byteLength(body)).toBe(CAP)
    expect((await post(app, body)).status).toBe(201)
    expect(rows()).toHaveLength(1)
  })

  test('refuses the cap + 1 with 413 by its Content-Length, storing nothing', async () => {
    const { app } = makeApp()
    const res = await post(app, padded(CAP + 1), {
      'Content-Type': 'application/json',
      'Content-Length': String(CAP + 1),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as ErrorBody).error.code).toBe('payload_too_large')
    expect(rows()).toHaveLength(0)
  })

  test('refuses an oversized chunked body without a Content-Length, counting as it reads', async () => {
    const { app } = makeApp()
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        if (pulled > 1000) controller.close()
        else controller.enqueue(new TextEncoder().encode('{"pad":"'.padEnd(1024, 'x')))
      },
    })
    const res = await post(app, stream)
    expect(res.status).toBe(413)
    expect(pulled).toBeLessThan(CAP / 1024 + 4)
  })

  test.each([
    ['malformed JSON', '{"name": "Ada",'],
    ['a JSON array', '[1, 2]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['an empty body', ''],
  ])('answers %s with 400', async (_, body) => {
    const { app } = makeApp()
    const res = await post(app, body)
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorBody).error.code).toBe('invalid_request')
  })

  test('answers a body that is not UTF-8 with 400', async () => {
    const { app } = makeApp()
    const res = await post(app, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]))
    expect(res.status).toBe(400)
  })

  test.each([
    ['text/plain', { 'Content-Type': 'text/plain' }],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }],
    ['no type', {}],
    ['gzip', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
    ['latin-1', { 'Content-Type': 'application/json; charset=iso-8859-1' }],
  ] as const)('answers %s with 415', async (_, headers) => {
    const { app } = makeApp()
    const res = await post(app, JSON.stringify({ ...VALID, token: token() }), headers)
    expect(res.status).toBe(415)
    expect(((await res.json()) as ErrorBody).error.code).toBe('unsupported_media_type')
    expect(rows()).toHaveLength(0)
  })

  test('accepts an explicit UTF-8 charset', async () => {
    const { app } = makeApp()
    const headers = { 'Content-Type': 'application/json; charset=UTF-8' }
    expect((await post(app, JSON.stringify({ ...VALID, token: token() }), headers)).status).toBe(
      201,
    )
    expect(rows()).toHaveLength(1)
  })

  test('other methods get 405 with Allow: POST', async () => {
    const { app } = makeApp()
    const res = await app.request('/api/contact')
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
  })
})

describe('POST /api/contact as an HTML form', () => {
  const form = (values: Record<string, string>) => new URLSearchParams(values).toString()
  const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }
  const BROWSER = { ...FORM, Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

  test('an API client gets 201 JSON', async () => {
    const { app } = makeApp()
    const res = await post(app, form({ ...VALID, token: token() }), FORM)
    expect(res.status).toBe(201)
    expect(rows()).toEqual([expect.objectContaining(VALID)])
  })

  test('a browser is sent back to the contact page with 303 after the commit', async () => {
    const { app } = makeApp()
    const res = await post(app, form({ ...VALID, website: '' }), BROWSER)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/contact?sent=1#contact-form')
    expect(rows()).toHaveLength(1)
  })

  test('a browser with bad fields is sent back with their problems, and nothing else', async () => {
    const { app } = makeApp()
    const res = await post(app, form({ ...VALID, email: 'nope', name: '' }), BROWSER)
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(
      '/contact?error=invalid&name=required&email=invalid_email#contact-form',
    )
    expect(rows()).toHaveLength(0)
  })

  test('a browser over the limit is sent back with the reason', async () => {
    const { app } = makeApp()
    for (let i = 0; i < 5; i++) await post(app, form(VALID), BROWSER)
    const res = await post(app, form(VALID), BROWSER)
    expect(res.headers.get('Location')).toBe('/contact?error=rate_limited#contact-form')
  })
})

describe('rate limits', () => {
  test('the sixth message in ten minutes from one address gets 429 with Retry-After', async () => {
    const { app } = makeApp()
    for (let i = 0; i < 5; i++) expect((await postJson(app, VALID)).status).toBe(201)
    const res = await postJson(app, VALID)
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('120')
    expect(((await res.json()) as ErrorBody).error.code).toBe('rate_limited')
    expect(rows()).toHaveLength(5)
  })

  test('keys on the socket peer: X-Forwarded-For changes nothing, another peer is not limited', async () => {
    const { app } = makeApp()
    for (let i = 0; i < 5; i++) await postJson(app, VALID)
    const spoofed = await post(app, JSON.stringify({ ...VALID, token: token() }), {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '198.51.100.1',
    })
    expect(spoofed.status).toBe(429)
    expect((await postJson(app, VALID, '198.51.100.1')).status).toBe(201)
  })

  test('refuses every sender once 500 messages arrived in a day, saying the message was not sent', async () => {
    const { app } = makeApp()
    const store = createMessageStore(contact.db)
    for (let i = 0; i < 500; i++) await store.save(VALID)
    const res = await postJson(app, VALID)
    expect(res.status).toBe(503)
    expect(res.headers.get('Retry-After')).toBe('3600')
    expect(((await res.json()) as ErrorBody).error).toMatchObject({
      code: 'overloaded',
      message: REFUSAL_TEXTS.busy,
    })
    expect(rows()).toHaveLength(500)
  })
})

describe('a database locked by another connection (a maintenance session)', () => {
  test('a post waits its while, then 503 "try again in a moment", storing nothing; then 201', async () => {
    const { app } = makeApp()
    const other = new DatabaseSync(contact.db.location() ?? '')
    other.exec('BEGIN IMMEDIATE')
    try {
      const res = await postJson(app, { ...VALID, nonce: 'locked-submission-0001' })
      expect(res.status).toBe(503)
      expect(res.headers.get('Retry-After')).toBe(String(CONTACT_SERVER_LIMITS.storeRetrySeconds))
      expect(((await res.json()) as ErrorBody).error).toMatchObject({
        code: 'overloaded',
        message: REFUSAL_TEXTS.failed,
      })
    } finally {
      other.exec('ROLLBACK')
      other.close()
    }
    expect(rows()).toHaveLength(0)
    // The same submission again, as the page retries it: stored once.
    expect((await postJson(app, { ...VALID, nonce: 'locked-submission-0001' })).status).toBe(201)
    expect(rows()).toHaveLength(1)
  })
})

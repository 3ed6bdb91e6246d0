/**
 * F5 and F6 (docs/reliability.md) over a real socket: an oversized body is refused
 * with 413 before it is read (declared) or as soon as it passes the cap,
 * CONTACT_LIMITS.bodyBytes (chunked), and the connection is closed; encoded and non-form bodies get
 * 415; hostile text is stored verbatim and never echoed unescaped.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import { createFormTokens } from '#server/contact/form-token.ts'
import { rawExchange, sleep } from '#tests/support/raw-socket.ts'
import { serveApp, type ServedApp } from '#tests/support/test-app.ts'

const SECRET = 'contact-http test secret, thirty-two characters or more'
const TOKEN = createFormTokens({ secret: SECRET, now: () => Date.now() - 60_000 }).issue()
const CAP = CONTACT_LIMITS.bodyBytes
const HEAD = 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n'

let served: ServedApp
beforeAll(async () => {
  served = await serveApp({
    // Each test posts as its own forwarded client, so the rate limit stays out of the way.
    env: { TRUST_PROXY: '127.0.0.1' },
    tokens: createFormTokens({ secret: SECRET }),
  })
})
afterAll(() => served.close())

let client = 0
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${served.url}/api/contact`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `198.51.100.${++client}`,
      ...headers,
    },
  })

describe('a refused form post without JavaScript', () => {
  const browser = (fields: Record<string, string>, peer = `198.51.100.${++client}`) =>
    fetch(`${served.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ website: '', ...fields }),
      headers: { Accept: 'text/html', 'X-Forwarded-For': peer },
    })

  test('comes back as the contact page, every word in its field and the bad one marked', async () => {
    const before = served.rowCount()
    const res = await browser({
      name: 'Ada Lovelace',
      email: 'not-an-address',
      subject: 'About the engine',
      message: 'Line one\r\nLine two',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Location')).toBeNull()
    const html = await res.text()
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Ada Lovelace"/)
    expect(html).toMatch(/<input[^>]*name="subject"[^>]*value="About the engine"/)
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>\s*Line one\s*Line two<\/textarea>/)
    expect(html).toMatch(
      /<input[^>]*aria-invalid="true"[^>]*name="email"[^>]*value="not-an-address"|<input[^>]*name="email"[^>]*aria-invalid="true"[^>]*value="not-an-address"/,
    )
    expect(html).toContain('Please enter a valid email address, like name@example.com.')
    expect(served.rowCount()).toBe(before)
  })

  test('over the rate limit: 429 with Retry-After, the reason, and every word kept', async () => {
    const peer = '198.51.100.250'
    const fields = { name: 'Bo', email: 'bo@example.com', subject: 'Again', message: 'Kept words' }
    let res = await browser(fields, peer)
    for (let i = 0; i < 10 && res.status !== 429; i++) res = await browser(fields, peer)
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('You have sent several messages in a short time.')
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>\s*Kept words<\/textarea>/)
  })
})

describe('F5: body size and type', () => {
  test('the cap + 1 declared: 413 without reading a byte of body, and the socket is closed', async () => {
    const before = served.rowCount()
    const result = await rawExchange(
      served.port,
      (socket) => void socket.write(`${HEAD}Content-Length: ${CAP + 1}\r\n\r\n`),
      { timeoutMs: 3_000 },
    )
    expect(result.status).toBe(413)
    expect(result.reply).toMatch(/\r\nconnection: close\r\n/i)
    expect(result.closedMs).not.toBeNull()
    expect(served.rowCount()).toBe(before)
  })

  test('chunked: 413 once the count passes the cap, and the socket is closed', async () => {
    let sent = 0
    const result = await rawExchange(
      served.port,
      async (socket, closed) => {
        socket.write(`${HEAD}Transfer-Encoding: chunked\r\n\r\n`)
        while (!closed() && sent < 1024 * 1024) {
          socket.write(`400\r\n${'x'.repeat(1024)}\r\n`)
          sent += 1024
          await sleep(5)
        }
      },
      { timeoutMs: 3_000 },
    )
    expect(result.status).toBe(413)
    expect(result.closedMs).not.toBeNull()
    // Stopped within a few chunks of the cap, not after the whole megabyte.
    expect(sent).toBeLessThanOrEqual(CAP + 8 * 1024)
  })

  test('Content-Encoding: gzip gets 415, text/plain gets 415', async () => {
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', subject: 's', message: 'm' })
    expect((await post(body, { 'Content-Encoding': 'gzip' })).status).toBe(415)
    expect((await post(body, { 'Content-Type': 'text/plain' })).status).toBe(415)
  })
})

describe('F6: injection', () => {
  const HOSTILE = {
    name: "'); DROP TABLE messages;--",
    email: 'bobby@example.com',
    subject: '<script>alert(1)</script>',
    message: 'emoji 🧨 and RTL \u202egnp.exe, "quotes" & <b>tags</b>',
  }

  test('is stored verbatim through bound parameters, and the table is intact', async () => {
    const res = await post(JSON.stringify({ ...HOSTILE, token: TOKEN }))
    expect(res.status).toBe(201)
    const stored = served.db
      .prepare('SELECT name, email, subject, message FROM messages WHERE email = ?')
      .all(HOSTILE.email)
    expect(stored).toEqual([HOSTILE])
    expect(
      served.db.prepare("SELECT name FROM sqlite_master WHERE name = 'messages'").get(),
    ).toEqual({ name: 'messages' })
  })

  test('is never echoed unescaped: not in a 400, not on the page of a refused form post', async () => {
    const invalid = await post(JSON.stringify({ ...HOSTILE, email: 'nope', token: TOKEN }))
    expect(invalid.status).toBe(400)
    const errorText = await invalid.text()
    for (const value of Object.values(HOSTILE)) expect(errorText).not.toContain(value)

    // A refused browser post gets the page back with the words in their fields, escaped.
    const form = await fetch(`${served.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...HOSTILE, email: 'nope' }),
      headers: { Accept: 'text/html', 'X-Forwarded-For': `198.51.100.${++client}` },
    })
    expect(form.status).toBe(400)
    const formHtml = await form.text()
    expect(formHtml).not.toContain('<script>alert(1)</script>')
    expect(formHtml).not.toContain('<b>tags</b>')
    expect(formHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')

    // A crafted outcome URL shows only our own texts, never the query's.
    const page = await fetch(
      `${served.url}/contact?error=invalid&email=${encodeURIComponent('<script>alert(1)</script>')}&name=required`,
    )
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('alert(1)')
    expect(html).toContain('Please enter your name.')
  })
})

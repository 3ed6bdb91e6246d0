/**
 * The Many links form posted by a browser without the page's script, when `POST /api/batch`
 * refuses it (docs/decisions/011-no-js-paths.md): the answer is the form page itself, with the
 * refusal's status, the API's sentence at the field or in the status line, and every posted
 * value kept in the form. API clients keep their JSON answers.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ERROR_CODES } from '#core/api-errors.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { testApp } from '#tests/support/test-app.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'
import { fromPeer } from '#tests/support/route-app.ts'

let host: FakeImageHost
let upstream: Upstream

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = testUpstream(host.origin)
})
afterAll(async () => {
  await upstream.close()
  await host.close()
})
beforeEach(() => host.reset())
afterEach(() => host.assertNoUnexpected())

const makeApp = async () =>
  (
    await testApp({
      env: {
        THUMBNAIL_ORIGIN: host.origin,
        YOUTUBE_ORIGIN: host.origin,
        YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
      },
      upstream,
    })
  ).app
type App = Awaited<ReturnType<typeof makeApp>>

/** What Chromium sends for a form's own submission. */
const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

/** The form posted as a browser does, from `peer` (a client of its own) or from no socket. */
const formPost = (
  app: App,
  fields: Record<string, string>,
  accept = BROWSER_ACCEPT,
  peer?: string,
) =>
  app.request(
    '/api/batch',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: accept },
      body: new URLSearchParams(fields).toString(),
    },
    peer === undefined ? undefined : fromPeer(peer),
  )

const unescapeHtml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&')

/** The links field as rendered: its attributes and its text. */
function linksField(html: string) {
  const match = /<textarea([^>]*name="links"[^>]*)>([\s\S]*?)<\/textarea>/.exec(html)
  expect(match, 'the links field').not.toBeNull()
  const attributes = match?.[1] ?? ''
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1]
  // As a browser reads it: CR LF becomes LF (HTML, preprocessing the input stream).
  const text = unescapeHtml(match?.[2] ?? '').replace(/\r\n?/g, '\n')
  return { attribute, text }
}

/** The text of the element with this id. */
function textOf(html: string, id: string | undefined): string {
  const match = new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)
  return unescapeHtml(match?.[1] ?? '')
}

describe('a refused form post from a browser gets the form page back', () => {
  test('no usable line: 400, the sentence at the field (aria-invalid, described by it), everything posted kept', async () => {
    const links = 'not a link\r\nhttps://example.com/?a=1&b=<2>\r\n  \r\nnope'
    const res = await formPost(await makeApp(), {
      links,
      quality: 'hqdefault',
      format: 'png',
      name: 'title',
      wholePlaylist: 'on',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Content-Security-Policy')).toMatch(/script-src [^;]*'nonce-/)
    const html = await res.text()
    const field = linksField(html)
    // The browser sends CRLF; the field holds exactly what was typed.
    expect(field.text).toBe(links.replaceAll('\r\n', '\n'))
    expect(field.attribute('aria-invalid')).toBe('true')
    const [errorId, countId] = field.attribute('aria-describedby')?.split(' ') ?? []
    expect(textOf(html, errorId)).toBe('No line is a link to a video, a playlist or a channel.')
    expect(textOf(html, countId)).toContain('3')
    // The choices come back as posted.
    expect(html).toMatch(/<option value="hqdefault" selected="">/)
    expect(html).toMatch(/<option value="title" selected="">/)
    expect(html).toMatch(
      /<input[^>]*value="png"[^>]*checked=""|<input[^>]*checked=""[^>]*value="png"/,
    )
    expect(html).toMatch(/<input[^>]*name="wholePlaylist"[^>]*checked=""/)
    // Not to be indexed, and on the Many links tab.
    expect(html).toContain('content="noindex, nofollow"')
    expect(html).toMatch(/<a[^>]*href="\/\?mode=many"[^>]*aria-selected="true"/)
  })

  test('201 links: 413 with the limit, all 201 kept', async () => {
    const lines = Array.from(
      { length: 201 },
      (_, i) => `https://youtu.be/form${String(i).padStart(7, '0')}`,
    )
    const res = await formPost(await makeApp(), { links: lines.join('\r\n') })
    expect(res.status).toBe(413)
    const html = await res.text()
    const field = linksField(html)
    expect(field.text.split('\n')).toEqual(lines)
    expect(field.attribute('aria-invalid')).toBe('true')
    const [errorId] = field.attribute('aria-describedby')?.split(' ') ?? []
    expect(textOf(html, errorId)).toBe('A batch takes at most 200 links; this one has 201.')
  })

  test('a blank field: 400 asking for a link', async () => {
    const res = await formPost(await makeApp(), { links: '  \r\n ' })
    expect(res.status).toBe(400)
    const field = linksField(await res.text())
    expect(field.attribute('aria-invalid')).toBe('true')
  })

  test('rate limited: 429 with Retry-After, the sentence as an alert, the links kept and the field not blamed', async () => {
    const app = await makeApp()
    for (let i = 0; i < 10; i++) expect((await formPost(app, { links: 'nope' })).status).toBe(400)
    const res = await formPost(app, { links: 'https://youtu.be/dQw4w9WgXcQ' })
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
    const html = await res.text()
    const field = linksField(html)
    expect(field.text).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(field.attribute('aria-invalid')).toBeUndefined()
    expect(html).toMatch(new RegExp(`<p role="alert"[^>]*>${ERROR_CODES.rate_limited.message}</p>`))
  })

  test('busy: 503 with Retry-After 5 and the links kept', async () => {
    const app = await makeApp()
    // Each waits a second for its slow feed, so all 8 are running when the 9th comes; each from
    // a client of its own, as no client may run more than two.
    const running = Array.from({ length: 8 }, (_, i) =>
      formPost(
        app,
        { links: `https://www.youtube.com/playlist?list=PLslow${i}`, quality: 'default' },
        BROWSER_ACCEPT,
        `203.0.113.${i + 1}`,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const res = await formPost(
      app,
      { links: 'https://youtu.be/dQw4w9WgXcQ' },
      BROWSER_ACCEPT,
      '203.0.113.99',
    )
    expect(res.status).toBe(503)
    expect(res.headers.get('Retry-After')).toBe('5')
    const html = await res.text()
    expect(linksField(html).text).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(html).toContain(ERROR_CODES.overloaded.message)
    for (const batch of await Promise.all(running)) {
      expect(batch.status).toBe(200)
      await batch.arrayBuffer()
    }
  })
})

describe('API clients keep their JSON answers', () => {
  test.each([
    ['asks for JSON', 'application/json'],
    ['asks for anything', '*/*'],
  ])('a form post that %s gets the JSON 400', async (_, accept) => {
    const res = await formPost(await makeApp(), { links: 'nope' }, accept)
    expect(res.status).toBe(400)
    expect(res.headers.get('Content-Type')).toBe('application/json')
    const body = (await res.json()) as { error: { code: string; fields: object } }
    expect(body.error.code).toBe('invalid_request')
    expect(body.error.fields).toEqual({ 'links[0]': 'nope' })
  })

  test('a JSON body asking for HTML still gets JSON', async () => {
    const res = await (
      await makeApp()
    ).request('/api/batch', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: BROWSER_ACCEPT },
      body: JSON.stringify({ links: Array.from({ length: 201 }, () => 'x') }),
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('too_many_links')
  })

  test('a GET of the form page address is still the API’s 405', async () => {
    const res = await (
      await makeApp()
    ).request('/api/batch', { headers: { Accept: BROWSER_ACCEPT } })
    expect(res.status).toBe(405)
  })
})

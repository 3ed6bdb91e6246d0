/**
 * A1, A2 (docs/reliability.md): what a visitor can paste. Every accepted link yields its id byte for
 * byte, every refused one costs the image host nothing, and 10,000 seeded hostile strings
 * never make the server ask the host for anything but a constant path on the configured origin.
 */
import { afterAll, describe, expect, test } from 'vitest'
import { parseVideoId } from '#core/youtube-url.ts'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import { startApp, videoId } from './app-under-test.ts'
import { expectCleanError, readReply } from './error-response.ts'
import { hostileInputs } from './hostile-inputs.ts'
import { figure } from './figures.ts'

/**
 * The outbound URL pattern of docs/reliability.md, A2: the host's names of core/qualities.ts
 * (the main ladder, original shape, frames and live).
 */
const UPSTREAM_URL =
  /^https?:\/\/[^/]+\/vi(_webp)?\/[A-Za-z0-9_-]{11}\/(oar2|oardefault|(((mq|hq|sd|maxres)?default)(_live)?)|(hq720(_[1-3])?)|((mq|hq|sd|maxres)?[0-3]))\.(jpg|webp)$/

const subject = await startApp()
const { host, sockets } = subject
afterAll(() => subject.close())

const lookup = (input: string) =>
  subject.app.request(`/api/thumbnails?url=${encodeURIComponent(input.toWellFormed())}`)

/** Every request the host saw went to a constant path on the configured origin. */
function expectOnlyConstantUpstreamUrls() {
  host.assertNoUnexpected()
  for (const request of host.requests) {
    expect(`${host.origin}${request.path}`).toMatch(UPSTREAM_URL)
    expect(request.headers.host).toBe(`127.0.0.1:${host.port}`)
  }
  expect(new Set(sockets.destinations)).toEqual(new Set([`127.0.0.1:${host.port}`]))
}

describe('A1: link forms through the API', () => {
  const valid: Array<(id: string) => string> = [
    (id) => `https://www.youtube.com/watch?v=${id}`,
    (id) => `https://www.youtube.com/watch?v=${id}&t=42s`,
    (id) => `https://www.youtube.com/watch?feature=share&v=${id}&list=PL123`,
    (id) => `https://www.youtube.com/watch?v=${id}#t=1m30s`,
    (id) => `https://youtube.com/watch?v=${id}`,
    (id) => `http://www.youtube.com/watch?v=${id}`,
    (id) => `www.youtube.com/watch?v=${id}`,
    (id) => `https://m.youtube.com/watch?v=${id}`,
    (id) => `https://music.youtube.com/watch?v=${id}&list=RDAMVM${id}`,
    (id) => `https://youtu.be/${id}`,
    (id) => `https://youtu.be/${id}?t=42`,
    (id) => `https://youtu.be/${id}?si=AbCdEfGhIjKlMnOp`,
    (id) => `youtu.be/${id}`,
    (id) => `https://www.youtube.com/shorts/${id}`,
    (id) => `https://www.youtube.com/shorts/${id}?feature=share`,
    (id) => `https://www.youtube.com/embed/${id}`,
    (id) => `https://www.youtube.com/embed/${id}?start=30&autoplay=1`,
    (id) => `https://www.youtube.com/live/${id}`,
    (id) => `https://www.youtube.com/live/${id}?si=x`,
    (id) => `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
    (id) => `https://youtube-nocookie.com/embed/${id}`,
    (id) => `https://www.youtube.com/v/${id}?version=3`,
    (id) => `https://WWW.YouTube.COM/watch?v=${id}`,
    (id) => `https://www.youtube.com:443/watch?v=${id}`,
    (id) => `  https://youtu.be/${id} \n`,
    (id) => `check this https://youtu.be/${id} !`,
    (id) => `<https://youtu.be/${id}>`,
    (id) => `[my video](https://youtu.be/${id})`,
    (id) => `https://www.youtube.com/attribution_link?u=%2Fwatch%3Fv%3D${id}%26feature%3Dshare`,
    (id) => id,
  ]
  const invalid = [
    '',
    '   ',
    'https://vimeo.com/76979871',
    'https://youtube.com.evil.net/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.net/?next=https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com@evil.net/watch?v=dQw4w9WgXcQ',
    'https://www.yоutube.com/watch?v=dQw4w9WgXcQ', // Cyrillic о
    'https://www.youtube.co/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'data:text/html,<a href="https://youtu.be/dQw4w9WgXcQ">x</a>',
    'ftp://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'file:///watch?v=dQw4w9WgXcQ',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'https://youtu.be/dQw4w9WgXc',
    'https://youtu.be/dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/clip/UgkxU2HSeGL_NvmDJ-nQJrlLwllwMDBdGZFs',
    'https://www.youtube.com/watch?v=dQw4w9WgXc%21',
    'https://www.youtube.com/watch?v=../../etc/passwd',
    'https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw',
    'https://www.youtube.com/@RickAstleyYT',
    'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    'https://www.youtube.com/',
    'https://youtu.be/',
    'https://youtu.be/dQw4w9WgXcQ or https://youtu.be/9bZkp7q19f0',
    'x'.repeat(2049),
    `https://youtu.be/dQw4w9WgXcQ?pad=${'a'.repeat(2048)}`,
  ]

  test('30 valid forms and 30 invalid ones are both exactly 30', () => {
    expect(valid).toHaveLength(30)
    expect(invalid).toHaveLength(30)
  })

  test.each(valid.map((form, i) => [i + 1, form(videoId('a1', i))] as const))(
    'valid form %i is 200 with its id byte for byte: %j',
    async (i, input) => {
      const id = videoId('a1', i - 1)
      host.clearRecords()
      const res = await lookup(input)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { videoId: string }).videoId).toBe(id)
      expect(host.requests.map((r) => r.path.split('/')[2])).toEqual(
        Array(PROBES_PER_LOOKUP).fill(id),
      )
      expectOnlyConstantUpstreamUrls()
    },
  )

  test.each(invalid)('invalid %j is 400 and asks the host nothing', async (input) => {
    host.clearRecords()
    expectCleanError(await readReply(await lookup(input)), 'invalid_url')
    expect(host.requests).toHaveLength(0)
  })
})

describe('A2: 10,000 seeded hostile strings', () => {
  const inputs = hostileInputs(10_000, 20260601)

  // Only catastrophic backtracking is a failure (seconds or more on every run): the bound is
  // 100 ms for the fastest of 3 runs, room for a busy machine. The time itself is a figure.
  test('parse without backtracking (max over inputs of the fastest of 3 runs)', () => {
    let worst = 0
    for (const input of inputs) {
      let fastest = Infinity
      for (let run = 0; run < 3; run++) {
        const started = performance.now()
        parseVideoId(input)
        fastest = Math.min(fastest, performance.now() - started)
      }
      worst = Math.max(worst, fastest)
    }
    figure('A2', 'slowest parse (fastest of 3)', worst)
    expect(worst).toBeLessThanOrEqual(100)
  })

  test('through the API: 200 for exactly what the parser accepts, else 400; only constant upstream URLs', async () => {
    host.clearRecords()
    let accepted = 0
    for (const input of inputs) {
      const parsed = parseVideoId(input.toWellFormed())
      const res = await lookup(input)
      if (parsed.ok) {
        accepted += 1
        expect(res.status).toBe(200)
        expect(((await res.json()) as { videoId: string }).videoId).toBe(parsed.id)
      } else {
        expect(res.status).toBe(400)
        await res.body?.cancel()
      }
    }
    // The set is hostile, not hopeless: some inputs must reach the host, or the check is empty.
    expect(accepted).toBeGreaterThan(500)
    figure('A2', 'inputs accepted', accepted, 'of 10000')
    figure('A2', 'upstream requests, all constant URLs', host.requests.length, 'requests')
    expect(host.requests.length).toBeGreaterThan(0)
    expectOnlyConstantUpstreamUrls()
  })

  test('raw query strings with broken escapes are 400 and ask the host nothing', async () => {
    host.clearRecords()
    for (const query of [
      'url=%',
      'url=%E0%A4%A',
      'url=%00',
      'url=%C0%AE%C0%AE%2F',
      'url=https%3A%2F%2Fyoutu.be%2F%2e%2e%2f%2e%2e%2fetc',
      'url=javascript%3Aalert(1)',
      'url[]=dQw4w9WgXcQ',
      'URL=dQw4w9WgXcQ',
    ]) {
      const res = await subject.app.request(`/api/thumbnails?${query}`)
      expect(res.status, query).toBe(400)
    }
    expect(host.requests).toHaveLength(0)
  })

  test('over the wire, > 2048 chars is 400 and > 16 KiB is 431 (Node header cap), never a fetch', async () => {
    const base = await subject.listen()
    host.clearRecords()
    const sizes = { 2049: 400, 8_000: 400, 20_000: 431, 100_000: 431 }
    for (const [size, status] of Object.entries(sizes)) {
      const input = `https://youtu.be/dQw4w9WgXcQ?pad=${'a'.repeat(Number(size))}`
      const res = await fetch(`${base}/api/thumbnails?url=${encodeURIComponent(input)}`)
      expect(res.status, `${size} chars`).toBe(status)
      await res.body?.cancel()
    }
    expect(host.requests).toHaveLength(0)
  })
})

/** Sanity: the generator is seeded, so a failure replays exactly. */
test('the hostile set is deterministic', () => {
  expect(hostileInputs(50, 7)).toEqual(hostileInputs(50, 7))
})

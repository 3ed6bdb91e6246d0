import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { MAX_INPUT_LENGTH, parseVideoId, type ParsedVideoId } from './youtube-url.ts'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split('')
const VALID_ID = /^[A-Za-z0-9_-]{11}$/
const REASONS = [
  'empty',
  'too_long',
  'ambiguous',
  'not_youtube',
  'no_video_id',
  'malformed_id',
  'playlist',
  'channel',
]
const PAGE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'gaming.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]

const videoId = fc.string({ unit: fc.constantFrom(...ID_ALPHABET), minLength: 11, maxLength: 11 })
const scheme = fc.constantFrom('https://', 'http://', '//', '', 'HTTPS://')
const pageHost = fc
  .tuple(fc.constantFrom(...PAGE_HOSTS), fc.boolean())
  .map(([host, upper]) => (upper ? host.toUpperCase() : host))
const param = fc
  .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 12 }))
  .filter(([key]) => key !== 'v')
  .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
const params = fc.array(param, { maxLength: 4 })
const query = params.map((list) => (list.length ? `?${list.join('&')}` : ''))
const fragment = fc.constantFrom('', '#t=42', '#t=1m30s')

/** Every link form we promise to read, built around a known id. */
const validLink = fc.oneof(
  fc
    .tuple(scheme, pageHost, params, videoId, params, fragment)
    .map(([s, host, before, id, after, hash]) => ({
      id,
      link: `${s}${host}/watch?${[...before, `v=${id}`, ...after].join('&')}${hash}`,
    })),
  fc
    .tuple(
      scheme,
      pageHost,
      fc.constantFrom('embed', 'v', 'e', 'shorts', 'live', 'watch'),
      videoId,
      fc.boolean(),
      query,
    )
    .map(([s, host, kind, id, slash, q]) => ({
      id,
      link: `${s}${host}/${kind}/${id}${slash ? '/' : ''}${q}`,
    })),
  fc
    .tuple(scheme, videoId, query, fragment)
    .map(([s, id, q, hash]) => ({ id, link: `${s}youtu.be/${id}${q}${hash}` })),
  fc.tuple(scheme, pageHost, videoId, fc.nat(99)).map(([s, host, id, n]) => ({
    id,
    link: `${s}${host}/attribution_link?a=${n}&u=${encodeURIComponent(`/watch?v=${id}&feature=share`)}`,
  })),
  fc.tuple(scheme, pageHost, videoId, fc.nat(99)).map(([s, host, id, n]) => ({
    id,
    link: `${s}${host}/user/SomeName#p/u/${n}/${id}`,
  })),
)

function expectWellFormed(result: ParsedVideoId): void {
  if (result.ok) expect(result.id).toMatch(VALID_ID)
  else expect(REASONS).toContain(result.reason)
}

describe('parseVideoId properties', () => {
  test('never throws on arbitrary strings, and anything it accepts is a valid id', () => {
    const anything = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({ unit: 'grapheme', maxLength: 100 }),
      fc.string({ unit: 'binary-ascii', maxLength: 300 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
    )
    fc.assert(
      fc.property(anything, (input) => expectWellFormed(parseVideoId(input))),
      {
        numRuns: 2000,
      },
    )
  })

  test('never throws on YouTube-looking links with hostile tails', () => {
    const hostile = fc
      .tuple(
        fc.constantFrom('https://', '//', '', 'javascript:', 'data:'),
        fc.constantFrom(...PAGE_HOSTS, 'youtu.be', 'youtube.com.evil.net'),
        fc.constantFrom(
          '/watch?v=',
          '/embed/',
          '/attribution_link?u=',
          '/oembed?url=',
          '/',
          '#p/u/1/',
        ),
        fc.string({ unit: 'binary', maxLength: 60 }),
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(hostile, (input) => expectWellFormed(parseVideoId(input))),
      {
        numRuns: 3000,
      },
    )
  })

  test('extracts the id of every generated link form exactly', () => {
    fc.assert(
      fc.property(validLink, ({ id, link }) => {
        expect(parseVideoId(link)).toEqual({ ok: true, id })
      }),
      { numRuns: 2000 },
    )
  })

  test('finds the id of a link surrounded by whitespace and words', () => {
    const words = fc.lorem({ maxCount: 4 })
    const space = fc.constantFrom(' ', '\n', '\t', ' \r\n ')
    fc.assert(
      fc.property(words, space, validLink, space, words, (before, s1, { id, link }, s2, after) => {
        expect(parseVideoId(`${before}${s1}${link}${s2}${after}`)).toEqual({ ok: true, id })
      }),
      { numRuns: 1000 },
    )
  })

  test('rejects every link form moved to a lookalike host', () => {
    const realHost = fc.constantFrom(...PAGE_HOSTS)
    const lookalike = fc
      .tuple(realHost, fc.domain(), fc.constantFrom('suffix', 'prefix', 'dash'))
      .map(([host, other, how]) =>
        how === 'suffix' ? `${host}.${other}` : how === 'prefix' ? `not${host}` : `${host}-x.com`,
      )
    const path = fc
      .tuple(videoId, fc.constantFrom('/watch?v=', '/embed/', '/shorts/', '/user/x#p/u/1/'))
      .map(([id, form]) => form + id)
    fc.assert(
      fc.property(realHost, lookalike, path, (host, fake, p) => {
        expect(parseVideoId(`https://${host}${p}`).ok).toBe(true)
        expect(parseVideoId(`https://${fake}${p}`)).toEqual({ ok: false, reason: 'not_youtube' })
      }),
    )
  })

  test('rejects a youtu.be link moved to a lookalike host', () => {
    const fake = fc.domain().map((other) => `youtu.be.${other}`)
    fc.assert(
      fc.property(fake, videoId, (host, id) => {
        expect(parseVideoId(`https://${host}/${id}`)).toEqual({ ok: false, reason: 'not_youtube' })
      }),
    )
  })

  test('ignores whitespace around the input', () => {
    const input = fc.string({ unit: 'grapheme-ascii', maxLength: 200 })
    fc.assert(
      fc.property(input, (s) => {
        expect(parseVideoId(` \n${s}\t `)).toEqual(parseVideoId(s))
      }),
    )
  })
})

describe('parseVideoId speed', () => {
  const ID = 'dQw4w9WgXcQ'
  const worstCases = {
    '100 KB of letters': 'a'.repeat(100_000),
    '100 KB link': `https://youtu.be/${ID}?x=${'a'.repeat(100_000)}`,
    'longest link allowed': `https://www.youtube.com/watch?x=${'a'.repeat(1990)}&v=${ID}`,
    'dots, the quadratic-regex trap': '.'.repeat(MAX_INPUT_LENGTH),
    'many YouTube-ish words': 'youtu.be/x '.repeat(186),
    'many links to one video': `youtu.be/${ID} `.repeat(70),
    'brackets and quotes': '(<"[{'.repeat(409),
    'nested attribution links': `https://www.youtube.com/attribution_link?u=${encodeURIComponent(
      `/attribution_link?u=${encodeURIComponent(`/watch?v=${ID}`)}`,
    ).repeat(20)}`,
  }

  // Catastrophic backtracking on inputs this long takes seconds or more on every run; the
  // fastest of five under 1 s catches it with room for a busy machine (the test's limit is
  // 20 s, vitest.config.ts). Parse times are figures for bench/link-parser.ts, not a bound.
  test.each(Object.entries(worstCases))('parses %s without backtracking', (_, input) => {
    const runs = Array.from({ length: 5 }, () => {
      const start = performance.now()
      expectWellFormed(parseVideoId(input))
      return performance.now() - start
    })
    expect(Math.min(...runs)).toBeLessThan(1_000)
  })
})

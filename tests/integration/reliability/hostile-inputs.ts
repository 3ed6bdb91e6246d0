/**
 * @module The A2 fuzz set: seeded random and hostile strings of what a visitor could paste —
 * NUL and control characters, %-encoding, homoglyph hosts, 100 KB input, nested links —
 * mixed with real link forms around a small pool of ids, so some of it reaches the host.
 */
import fc from 'fast-check'

const ID_POOL = ['dQw4w9WgXcQ', '9bZkp7q19f0', 'a-B_c1D2e3_', '-__-__-__-_', 'M7lc1UVf-VE']
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

const scheme = fc.constantFrom(
  'https://',
  'http://',
  '//',
  '',
  'HTTPS://',
  'javascript:',
  'data:text/html,',
  'https:%2F%2F',
  'https:\\\\',
)
const host = fc.constantFrom(
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'www.yоutube.com', // Cyrillic о
  'youtu.be.evil.net',
  'youtube.com.evil.net',
  'youtube.com@169.254.169.254',
  'i.ytimg.com',
  'xn--yutube-wqf.com',
  '127.0.0.1:9',
  'YOUTU.BE',
)
const path = fc.constantFrom(
  '/watch?v=',
  '/embed/',
  '/shorts/',
  '/live/',
  '/',
  '/v/',
  '/attribution_link?u=%2Fwatch%3Fv%3D',
  '/oembed?url=https%3A//youtu.be/',
  '/user/x#p/u/1/',
)
/** Mostly a pool id (cached after the first lookup), sometimes a mangled or random one. */
const id = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...ID_POOL) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...ID_POOL),
        fc.constantFrom('\0', '%00', '../', '%2F', '%2e%2e', '\u202e', '\n', '?', '#', '@', 'é'),
        fc.nat(11),
      )
      .map(([base, bad, at]) => base.slice(0, at) + bad + base.slice(at)),
  },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom(...ID_ALPHABET), minLength: 9, maxLength: 13 }),
  },
)
const tail = fc.oneof(
  fc.constant(''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('&t=42s', '?si=x', '#t=1', '%00', '\0', '/../../admin', '?v=AAAAAAAAAAA'),
)

const link = fc.tuple(scheme, host, path, id, tail).map(([s, h, p, i, t]) => `${s}${h}${p}${i}${t}`)

/** A link inside another link's query, 1–3 levels deep, encoded once per level. */
const nested = fc.tuple(link, fc.integer({ min: 1, max: 3 })).map(([inner, depth]) => {
  let text = inner
  for (let level = 0; level < depth; level++) {
    text = `https://www.youtube.com/attribution_link?u=${encodeURIComponent(text)}`
  }
  return text
})

const long = fc
  .tuple(fc.constantFrom(2047, 2048, 2049, 4096, 100_000), fc.constantFrom('a', '.', '(', '%'))
  .map(([size, fill]) => `https://youtu.be/dQw4w9WgXcQ?x=${fill.repeat(size)}`.slice(0, size))

const anything = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
)

const hostile = fc.oneof(
  { weight: 5, arbitrary: link },
  { weight: 2, arbitrary: nested },
  { weight: 1, arbitrary: long },
  { weight: 2, arbitrary: anything },
)

/**
 * `count` strings from a fixed seed: the same call always gives the same list.
 * @example hostileInputs(10_000, 20260601)
 */
export function hostileInputs(count: number, seed: number): string[] {
  return fc.sample(hostile, { numRuns: count, seed })
}

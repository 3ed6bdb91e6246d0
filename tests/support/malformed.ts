/**
 * @module A seeded corpus of malformed HTTP/1.1 requests for E5
 * (docs/reliability.md): broken request lines and headers, Content-Length with
 * Transfer-Encoding, bad Content-Length values, bad chunk sizes, and bodies
 * that are not the JSON or form they claim to be. Each comes with the statuses
 * it may get (0 stands for "closed without a reply").
 */
export type MalformedRequest = { kind: string; bytes: Buffer; expected: readonly number[] }

/** Deterministic PRNG (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (max: number) => Math.floor(next() * max)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
  const bytes = (length: number) => Buffer.from(Array.from({ length }, () => int(256)))
  return { int, pick, bytes }
}

type Random = ReturnType<typeof random>

const BAD_REQUEST = [400] as const
/** Parse errors are 400; Node may also just close on bytes it cannot frame at all. */
const BAD_FRAMING = [400, 0] as const
/** A well-framed post whose body is bad: 400, or 415 for a type we do not take. */
const BAD_BODY = [400, 415] as const

const contact = (headers: string, body: string | Buffer, client: number) =>
  Buffer.concat([
    Buffer.from(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
        `X-Forwarded-For: 198.51.${(client >> 8) & 255}.${client & 255}\r\n${headers}`,
    ),
    Buffer.isBuffer(body) ? body : Buffer.from(body),
  ])

const withLength = (type: string, body: Buffer) =>
  [`Content-Type: ${type}\r\nContent-Length: ${body.length}\r\n\r\n`, body] as const

const GENERATORS: ReadonlyArray<(r: Random, i: number) => MalformedRequest> = [
  (r) => ({
    kind: 'garbage request line',
    bytes: Buffer.concat([r.bytes(1 + r.int(200)), Buffer.from('\r\n\r\n')]),
    expected: BAD_FRAMING,
  }),
  (r) => ({
    kind: 'bad method or version',
    bytes: Buffer.from(
      r.pick([
        'G\u0000ET / HTTP/1.1\r\nHost: x\r\n\r\n',
        'GET / HTTP/1.7\r\nHost: x\r\n\r\n',
        'GET / FOO/1.1\r\nHost: x\r\n\r\n',
        'GET /\u0001 HTTP/1.1\r\nHost: x\r\n\r\n',
        '/ HTTP/1.1\r\nHost: x\r\n\r\n',
      ]),
    ),
    expected: BAD_FRAMING,
  }),
  (r) => ({
    // Node's parser (llhttp) lets these through; they are harmless, so 200 is fine too.
    kind: 'tolerated oddity',
    bytes: Buffer.from(
      r.pick(['GET / HTTP/2.0\r\nHost: x\r\n\r\n', 'GET  / HTTP/1.1\r\nHost: x\r\n\r\n']),
    ),
    expected: [200, 400],
  }),
  (r) => ({
    kind: 'bad header',
    bytes: Buffer.from(
      `GET / HTTP/1.1\r\nHost: x\r\n${r.pick([
        'NoColon\r\n',
        'Bad Name: x\r\n',
        'X-Nul: a\u0000b\r\n',
        'X-Fold: a\r\n  folded\r\n',
        ': empty name\r\n',
        'X-Bare-CR: a\rb\r\n',
      ])}\r\n`,
    ),
    expected: BAD_FRAMING,
  }),
  (r, i) => ({
    kind: 'Content-Length with Transfer-Encoding',
    bytes: contact(
      `Content-Type: application/json\r\nContent-Length: ${r.pick([4, 5, 40])}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n`,
      `0\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: x\r\n\r\n`,
      i,
    ),
    expected: BAD_REQUEST,
  }),
  (r, i) => ({
    kind: 'bad Content-Length',
    bytes: contact(
      `Content-Type: application/json\r\n${r.pick([
        'Content-Length: -1\r\n',
        'Content-Length: abc\r\n',
        'Content-Length: 1e3\r\n',
        'Content-Length: 0x10\r\n',
        'Content-Length: 99999999999999999999999\r\n',
        'Content-Length: 5\r\nContent-Length: 6\r\n',
        'Content-Length: 5, 6\r\n',
      ])}\r\n`,
      '{"a":1}',
      i,
    ),
    expected: BAD_FRAMING,
  }),
  (r, i) => ({
    kind: 'bad Transfer-Encoding',
    bytes: contact(
      `Content-Type: application/json\r\n${r.pick([
        'Transfer-Encoding: chunked, identity\r\n',
        'Transfer-Encoding: xchunked\r\n',
        'Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n',
        'Transfer-Encoding:\u000bchunked\r\n',
      ])}\r\n`,
      '7\r\n{"a":1}\r\n0\r\n\r\n',
      i,
    ),
    expected: BAD_FRAMING,
  }),
  (r, i) => ({
    kind: 'bad chunk size',
    bytes: contact(
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      r.pick([
        'zz\r\n{"a":1}\r\n0\r\n\r\n',
        '-5\r\n{"a":1}\r\n0\r\n\r\n',
        'ffffffffffffffffffff\r\n{"a":1}\r\n0\r\n\r\n',
        '7;ext=\u0000\r\n{"a":1}\r\n0\r\n\r\n',
        '7\r\n{"a":1}0\r\n\r\n',
        '3\r\n{"a":1}\r\n0\r\n\r\n',
        ' 7\r\n{"a":1}\r\n0\r\n\r\n',
      ]),
      i,
    ),
    expected: BAD_FRAMING,
  }),
  (r, i) => {
    const body = r.pick([
      () => Buffer.from('{"name": "Ada",'),
      () => Buffer.from('[1, 2]'),
      () => Buffer.from(`${'['.repeat(4000)}${']'.repeat(4000)}`),
      () => Buffer.from('{"__proto__": {"admin": true}, "constructor": 1}'),
      () => Buffer.from('1e999999'),
      () => Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      () => Buffer.from('\ufeff{"name":"Ada"}'),
      () => r.bytes(1 + r.int(2000)),
      () => Buffer.from(`{"name": "${'\\u0000'.repeat(200)}"}`),
      () => Buffer.from('{"name": "\\ud800"}'),
    ])()
    const [headers, rest] = withLength('application/json', body)
    return { kind: 'bad JSON', bytes: contact(headers, rest, i), expected: BAD_BODY }
  },
  (r, i) => {
    const body = Buffer.from(r.pick(['%zz=%', 'name=%E0%A4%A', '=&&==&', `a=${'%00'.repeat(500)}`]))
    const [headers, rest] = withLength('application/x-www-form-urlencoded', body)
    return { kind: 'bad form', bytes: contact(headers, rest, i), expected: BAD_BODY }
  },
  (r, i) => {
    const type = r.pick([
      'text/plain',
      'application/json; charset=utf-16',
      'multipart/form-data',
      'application/xml',
    ])
    const [headers, rest] = withLength(type, Buffer.from('{}'))
    return { kind: 'wrong content type', bytes: contact(headers, rest, i), expected: [415] }
  },
  (r) => ({
    kind: 'odd target',
    bytes: Buffer.from(
      `${r.pick([
        'GET http://evil.example/ HTTP/1.1',
        'GET * HTTP/1.1',
        'OPTIONS * HTTP/1.1',
        'CONNECT evil.example:443 HTTP/1.1',
        'GET /%%%% HTTP/1.1',
        'GET /../../../etc/passwd HTTP/1.1',
        'GET /api/thumbnails/%00/x.jpg HTTP/1.1',
      ])}\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ),
    // Whatever the route: never a 5xx.
    expected: [200, 400, 404, 405, 0],
  }),
]

/**
 * `count` requests cycling through every kind, shuffled by `seed`.
 * @example malformedRequests(1000, 42)
 */
export function malformedRequests(count: number, seed: number): MalformedRequest[] {
  const r = random(seed)
  return Array.from({ length: count }, (_, i) => {
    const generate = GENERATORS[i % GENERATORS.length] ?? GENERATORS[0]
    return generate ? generate(r, i) : { kind: 'none', bytes: Buffer.alloc(0), expected: [] }
  })
}

/**
 * The cluster tier: two replicas of the built server behind nginx with deploy/nginx.conf, on
 * loopback (tests/cluster/cluster.ts). It proves what nginx does for the replicas today:
 * spreading requests, caching converted files and assets, per-address limits, shielding Node
 * from slow clients, and riding out a replica's kill -9.
 *
 * The replicas each keep their state in their own process and DATA_DIR. Assertions about
 * shared state (a token or a message across replicas, limits exact across replicas, the shared
 * lookup cache) belong in a `describe` of their own here, on a cluster started with
 * `env: { DATABASE_URL: pg.url, REDIS_URL: redis.url }` from tests/support/engines.ts, as
 * "two replicas on one Redis" does.
 */
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { connect as connectHttp2 } from 'node:http2'
import { connect as connectTcp } from 'node:net'
import { join } from 'node:path'
import { connect, type TLSSocket } from 'node:tls'
import { crc32 } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scanZip } from '#core/zip-entries.ts'
import { HSTS } from '#server/http/security-headers.ts'
import { ACME_DIR, TRUSTED_FRONT } from '#tests/support/deploy-nginx.ts'
import { ensureEngines, startRedis, type Redis } from '#tests/support/engines.ts'
import { loopbackClient, startCluster, tcpSockets, type Cluster } from './cluster.ts'
import { settledStatus } from '#tests/support/readyz.ts'

let cluster: Cluster
/** Each test speaks from its own loopback addresses, so nginx's per-address limits stay apart. */
let nextAddress = 2
const client = () => loopbackClient(nextAddress++, cluster.ca)
/** The front (CDN, load balancer) the rendered configuration trusts (deploy-nginx.ts). */
const trustedFront = () => loopbackClient(Number(TRUSTED_FRONT.split('.').at(-1)), cluster.ca)
/** A raw TLS connection to nginx from `localAddress`, trusting the cluster's certificate. */
const connectTls = (localAddress: string): TLSSocket =>
  connect({
    socket: connectTcp({ port: cluster.nginx.port, host: '127.0.0.1', localAddress }),
    ca: cluster.ca,
  })

beforeAll(async () => {
  ensureEngines(['nginx'])
  cluster = await startCluster({ replicas: 2 })
}, 600_000)

afterAll(async () => {
  await cluster?.stop()
})

const replicaPorts = () => cluster.replicas.map((replica) => replica.port)
const replicaAddresses = () => cluster.replicas.map((replica) => `127.0.0.1:${replica.port}`)
const hostRequestsFor = (videoId: string) =>
  cluster.host.requests.filter((request) => request.path.includes(`/${videoId}/`))
type RequestLine = {
  msg: string
  requestId: string
  method: string
  route: string
  ms: number
  status: number
  time: string
}

/** Where each replica's log is now: the lines a request adds come after it. */
const logMark = () => cluster.replicas.map((replica) => replica.output().stdout.length)

/**
 * The first request line any replica logged since `mark` that `matches`, if one did. (Only a
 * trusted front's X-Request-Id reaches a replica: for anyone else nginx sends its own.)
 */
function replicaLoggedSince(
  mark: number[],
  matches: (line: RequestLine) => boolean,
): RequestLine | undefined {
  for (const [i, replica] of cluster.replicas.entries()) {
    for (const text of replica
      .output()
      .stdout.slice(mark[i] ?? 0)
      .split('\n')) {
      if (!text.startsWith('{')) continue
      const line = JSON.parse(text) as RequestLine
      if (line.msg === 'request' && matches(line)) return line
    }
  }
  return undefined
}

/**
 * `replicaLoggedSince`, waited for: a replica writes its request line as the response ends, and
 * the line reaches this process through a pipe, possibly after nginx has logged the request.
 */
async function replicaLogged(
  mark: number[],
  matches: (line: RequestLine) => boolean,
): Promise<RequestLine | undefined> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const line = replicaLoggedSince(mark, matches)
    if (line) return line
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return replicaLoggedSince(mark, matches)
}

describe('through nginx, across two replicas', () => {
  it('answers pages and lookups from both replicas', async () => {
    const visitor = client()
    try {
      for (let i = 0; i < 4; i++) {
        const page = await visitor.fetch(`${cluster.url}/`)
        expect(page.status).toBe(200)
        expect(await page.text()).toContain('<html')
        const lookup = await visitor.fetch(
          `${cluster.url}/api/thumbnails?url=${encodeURIComponent('https://youtu.be/abcdefghijk')}`,
        )
        expect(lookup.status).toBe(200)
        expect(((await lookup.json()) as { videoId: string }).videoId).toBe('abcdefghijk')
      }
    } finally {
      await visitor.close()
    }
    const lines = await cluster.logged(
      (line) => line.request.startsWith('GET / ') || line.request.includes('?url='),
      8,
    )
    const answered = new Set(lines.flatMap((line) => line.upstreams))
    expect([...answered].toSorted()).toEqual(replicaAddresses().toSorted())
  })

  it("names each request with nginx's id, never the one a client sent, in both logs", async () => {
    const visitor = client()
    const mark = logMark()
    try {
      const res = await visitor.fetch(`${cluster.url}/api/nothing`, {
        headers: { 'X-Request-Id': 'forged-by-a-client' },
      })
      expect(res.status).toBe(404)
      // nginx's $request_id: 32 hex digits, taken by the replica from its trusted proxy.
      const id = res.headers.get('X-Request-Id') ?? ''
      expect(id).toMatch(/^[\da-f]{32}$/)
      await res.arrayBuffer()
      const [line] = await cluster.logged((entry) => entry.request.includes('/api/nothing'), 1)
      expect(line?.requestId).toBe(id)
      expect((await replicaLogged(mark, (entry) => entry.status === 404))?.requestId).toBe(id)
    } finally {
      await visitor.close()
    }
  })

  it("keeps a trusted front's X-Request-Id of the app's shape, and replaces any other", async () => {
    const front = trustedFront()
    const ask = async (path: string, id: string) => {
      const mark = logMark()
      const res = await front.fetch(`${cluster.url}${path}`, { headers: { 'X-Request-Id': id } })
      await res.arrayBuffer()
      const [line] = await cluster.logged((entry) => entry.request.includes(path), 1)
      const replica = await replicaLogged(mark, (entry) => entry.status === res.status)
      return { header: res.headers.get('X-Request-Id'), nginx: line?.requestId, replica }
    }
    try {
      const kept = await ask('/api/nothing-front-1', 'lb-7f3a:42')
      expect(kept).toMatchObject({ header: 'lb-7f3a:42', nginx: 'lb-7f3a:42' })
      expect(kept.replica?.requestId).toBe('lb-7f3a:42')
      // Outside SAFE_REQUEST_ID (server/http/request-log.ts): a space, 129 characters.
      for (const [path, unsafe] of [
        ['/api/nothing-front-2', 'a b'],
        ['/api/nothing-front-3', 'x'.repeat(129)],
      ] as const) {
        const replaced = await ask(path, unsafe)
        expect(replaced.header).toMatch(/^[\da-f]{32}$/)
        expect(replaced.nginx).toBe(replaced.header)
        expect(replaced.replica?.requestId).toBe(replaced.header)
      }
    } finally {
      await front.close()
    }
  })

  it('keeps a converted file in its cache: the second request reaches neither replica nor host', async () => {
    const visitor = client()
    const path = '/api/thumbnails/photo000002/maxresdefault.webp'
    try {
      const first = await visitor.fetch(`${cluster.url}${path}`)
      expect(first.status).toBe(200)
      expect(first.headers.get('x-cache-status')).toBe('MISS')
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400')
      expect(first.headers.get('content-type')).toBe('image/webp')
      expect(first.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
      const bytes = Buffer.from(await first.arrayBuffer())
      const asked = hostRequestsFor('photo000002').length
      expect(asked).toBeGreaterThan(0)

      // A cache-buster in the query changes nothing: the key is the path, crop and name.
      const second = await visitor.fetch(`${cluster.url}${path}?x=1`)
      expect(second.headers.get('x-cache-status')).toBe('HIT')
      expect(Buffer.from(await second.arrayBuffer()).equals(bytes)).toBe(true)
      expect(hostRequestsFor('photo000002')).toHaveLength(asked)
      const lines = await cluster.logged((line) => line.request.includes(path), 2)
      expect(lines.map((line) => [line.cache, line.upstreams.length])).toEqual([
        ['MISS', 1],
        ['HIT', 0],
      ])

      const preview = `${cluster.url}/api/thumbnails/photo000002/preview/hqdefault.webp`
      expect((await visitor.fetch(preview)).headers.get('x-cache-status')).toBe('MISS')
      expect((await visitor.fetch(preview)).headers.get('x-cache-status')).toBe('HIT')
    } finally {
      await visitor.close()
    }
  })

  it('gives one ETag per representation from either replica, and 304 from its cache', async () => {
    const visitor = client()
    const path = '/api/thumbnails/photo000009/sddefault.webp'
    try {
      // Straight to each replica: both convert it themselves, and agree on its tag.
      const direct = await Promise.all(
        replicaPorts().map(async (port) => {
          const response = await visitor.fetch(`http://127.0.0.1:${port}${path}`)
          await response.arrayBuffer()
          return response.headers.get('etag')
        }),
      )
      expect(direct[0]).toMatch(/^"[\w-]{22}"$/)
      expect(direct[1]).toBe(direct[0])

      const first = await visitor.fetch(`${cluster.url}${path}`)
      expect(first.headers.get('etag')).toBe(direct[0])
      expect(first.headers.get('vary')).toBeNull()
      await first.arrayBuffer()
      // A browser revalidating: nginx answers 304 from its cache, no replica is asked.
      const revalidated = await visitor.fetch(`${cluster.url}${path}`, {
        headers: { 'If-None-Match': direct[0] ?? '' },
      })
      expect(revalidated.status).toBe(304)
      expect(revalidated.headers.get('x-cache-status')).toBe('HIT')
      expect(revalidated.headers.get('etag')).toBe(direct[0])

      // ?crop= and ?name= are other representations: cached apart, each once.
      for (const query of ['?crop=letterbox', '?name=title']) {
        const miss = await visitor.fetch(`${cluster.url}${path}${query}`)
        expect(miss.headers.get('x-cache-status')).toBe('MISS')
        await miss.arrayBuffer()
        const hit = await visitor.fetch(`${cluster.url}${path}${query}&x=1`)
        expect(hit.headers.get('x-cache-status')).toBe('HIT')
        expect(hit.headers.get('content-disposition')).toBe(miss.headers.get('content-disposition'))
        await hit.arrayBuffer()
      }
      const plain = await visitor.fetch(`${cluster.url}${path}`)
      expect(plain.headers.get('content-disposition')).toBe(
        'attachment; filename="youtube-thumbnail-photo000009-sddefault.webp"',
      )
      await plain.arrayBuffer()
    } finally {
      await visitor.close()
    }
  })

  it('converts a file once for visitors who ask for it at the same moment', async () => {
    const visitors = Array.from({ length: 6 }, client)
    const path = '/api/thumbnails/photo000003/sddefault.png'
    try {
      const answers = await Promise.all(
        visitors.map(async (visitor) => {
          const response = await visitor.fetch(`${cluster.url}${path}`)
          return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
        }),
      )
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
      expect(new Set(answers.map((answer) => answer.bytes.toString('base64'))).size).toBe(1)
    } finally {
      await Promise.all(visitors.map((visitor) => visitor.close()))
    }
    // One replica converted it, once; the other five waited on nginx's cache lock.
    const lines = await cluster.logged((line) => line.request.includes(path), 6)
    const reached = lines.filter((line) => line.upstreams.length > 0)
    expect(lines).toHaveLength(6)
    expect(reached).toHaveLength(1)
    expect(hostRequestsFor('photo000003')).toHaveLength(1)
  })

  it('keeps hashed assets in its cache, a variant per encoding', async () => {
    const visitor = client()
    try {
      const html = await (await visitor.fetch(`${cluster.url}/`)).text()
      const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1]
      expect(asset).toBeDefined()
      const get = (encoding: string) =>
        visitor.fetch(`${cluster.url}${asset}`, { headers: { 'Accept-Encoding': encoding } })
      const brotli = await get('br')
      expect(brotli.headers.get('x-cache-status')).toBe('MISS')
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(brotli.headers.get('content-encoding')).toBe('br')
      await brotli.arrayBuffer()
      const again = await get('br')
      expect(again.headers.get('x-cache-status')).toBe('HIT')
      expect(again.headers.get('etag')).toBe(brotli.headers.get('etag'))
      await again.arrayBuffer()
      // Vary: Accept-Encoding: a client without brotli is not handed the brotli bytes.
      const plain = await get('identity')
      expect(plain.headers.get('content-encoding')).toBeNull()
      expect(plain.headers.get('x-cache-status')).toBe('MISS')
      await plain.arrayBuffer()
    } finally {
      await visitor.close()
    }
  })

  it('refuses one address past its lookup rate with 429, and not the next address', async () => {
    const greedy = client()
    const other = client()
    // Unparseable links: refused by the app at once, so only nginx's limit is measured.
    const lookup = `${cluster.url}/api/thumbnails?url=not-a-link`
    try {
      const started = performance.now()
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async () => (await greedy.fetch(lookup)).status),
      )
      const seconds = (performance.now() - started) / 1000
      const passed = statuses.filter((status) => status === 400).length
      // 5 r/s with a burst of 20 (deploy/nginx.conf): the burst and the first one, plus 5 for
      // each second the 40 took to arrive; every other one is refused.
      expect(passed).toBeGreaterThanOrEqual(21)
      expect(passed).toBeLessThanOrEqual(21 + Math.ceil(seconds * 5))
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - passed)
      expect((await other.fetch(lookup)).status).toBe(400)
    } finally {
      await Promise.all([greedy.close(), other.close()])
    }
  })
})

describe('the edge: TLS, HTTP/2, the redirect and ACME', () => {
  it('negotiates HTTP/2 over TLS 1.3 with ALPN, and sends HSTS as the app would', async () => {
    const session = connectHttp2(cluster.url, { ca: cluster.ca })
    try {
      await once(session, 'connect')
      expect(session.alpnProtocol).toBe('h2')
      expect((session.socket as TLSSocket).getProtocol()).toBe('TLSv1.3')
      const stream = session.request({ ':path': '/' })
      const [headers] = (await once(stream, 'response')) as [Record<string, string>]
      stream.resume()
      await once(stream, 'end')
      expect(headers[':status']).toBe(200)
      expect(headers['strict-transport-security']).toBe(HSTS)
      expect(headers['x-request-id']).toMatch(/^[\da-f]{32}$/)
    } finally {
      session.close()
    }
  })

  it('offers TLS 1.2 with a forward-secret suite, and nothing older', async () => {
    const handshake = (options: { minVersion?: 'TLSv1'; maxVersion: 'TLSv1.2' | 'TLSv1.1' }) =>
      new Promise<{ protocol: string | null; cipher: string } | Error>((resolve) => {
        const socket = connect({
          port: cluster.nginx.port,
          host: '127.0.0.1',
          ca: cluster.ca,
          // Node's own floor is TLS 1.2: lowered here so that only nginx can refuse 1.1.
          ciphers: 'DEFAULT:@SECLEVEL=0',
          ...options,
        })
        socket.once('secureConnect', () => {
          resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().standardName })
          socket.end()
        })
        socket.once('error', (error) => resolve(error))
      })
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatchObject({
      protocol: 'TLSv1.2',
      cipher: expect.stringMatching(/^TLS_ECDHE_ECDSA_WITH_(AES_\d+_GCM|CHACHA20_POLY1305)_SHA/),
    })
    // nginx's refusal (an alert from the server), not one of the client's own.
    expect(await handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1' })).toMatchObject({
      message: expect.stringMatching(/alert protocol version/),
    })
  })

  it('moves http:// to https://, except the ACME challenge, served from its webroot', async () => {
    const visitor = client()
    try {
      const moved = await visitor.fetch(`${cluster.httpUrl}/batch?from=http`, {
        redirect: 'manual',
      })
      expect(moved.status).toBe(301)
      // $host: the name the client asked for, without the port (443 in production).
      expect(moved.headers.get('location')).toBe('https://127.0.0.1/batch?from=http')
      await moved.arrayBuffer()

      const token = 'Xk2-token_4'
      writeFileSync(
        join(cluster.nginx.dir, ACME_DIR, '.well-known', 'acme-challenge', token),
        `${token}.thumbprint`,
      )
      const challenge = await visitor.fetch(
        `${cluster.httpUrl}/.well-known/acme-challenge/${token}`,
        { redirect: 'manual' },
      )
      expect(challenge.status).toBe(200)
      expect(await challenge.text()).toBe(`${token}.thumbprint`)
      const unknown = await visitor.fetch(`${cluster.httpUrl}/.well-known/acme-challenge/none`, {
        redirect: 'manual',
      })
      expect(unknown.status).toBe(404)
      await unknown.arrayBuffer()
      const health = await visitor.fetch(`${cluster.httpUrl}/nginx-health`, { redirect: 'manual' })
      expect([health.status, await health.text()]).toEqual([200, 'ok\n'])
    } finally {
      await visitor.close()
    }
  })

  it('caches an asset once for every spelling of br: one MISS, then HITs', async () => {
    const visitor = client()
    try {
      const html = await (await visitor.fetch(`${cluster.url}/`)).text()
      // The last asset of the page: the first is the test above's.
      const asset = [...html.matchAll(/(\/assets\/[\w.-]+\.(?:js|css))/g)].at(-1)?.[1]
      expect(asset).toBeDefined()
      const get = async (encoding: string) => {
        const res = await visitor.fetch(`${cluster.url}${asset}`, {
          headers: { 'Accept-Encoding': encoding },
        })
        await res.arrayBuffer()
        return [
          res.headers.get('x-cache-status'),
          res.headers.get('content-encoding'),
          res.headers.get('etag'),
        ]
      }
      const [, , brTag] = await get('br')
      expect(await get('gzip, deflate, br')).toEqual(['HIT', 'br', brTag])
      expect(await get('br;q=1.0, gzip;q=0.8')).toEqual(['HIT', 'br', brTag])
      expect(await get('GZIP, deflate, BR')).toEqual(['HIT', 'br', brTag])
      // gzip is one more variant, whatever its spelling; br;q=0 refuses brotli.
      const [gzipCache, gzipEncoding, gzipTag] = await get('gzip, deflate')
      expect([gzipCache, gzipEncoding]).toEqual(['MISS', 'gzip'])
      expect(await get('gzip;q=1.0, br;q=0')).toEqual(['HIT', 'gzip', gzipTag])
      expect(await get('identity')).toEqual(['MISS', null, expect.any(String)])
      expect((await get('deflate'))[0]).toBe('HIT')
      const lines = await cluster.logged((line) => line.request.includes(asset ?? '?'), 8)
      expect(lines.map((line) => line.cache)).toEqual([
        'MISS',
        'HIT',
        'HIT',
        'HIT',
        'MISS',
        'HIT',
        'MISS',
        'HIT',
      ])
    } finally {
      await visitor.close()
    }
  })
})

type Zip = { names: string[]; report: string }

/** The whole archive walked: every entry's CRC, and the central directory's count. */
function openZip(bytes: Buffer): Zip {
  const scan = scanZip(bytes)
  expect(scan.ended).toBe(true)
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(eocd).toBeGreaterThan(scan.next)
  expect(bytes.readUInt16LE(eocd + 10)).toBe(scan.entries.length)
  for (const entry of scan.entries) {
    expect(crc32(bytes.subarray(entry.offset, entry.offset + entry.size)) >>> 0).toBe(entry.crc32)
  }
  const report = scan.entries.at(-1)
  return {
    names: scan.entries.map((entry) => entry.name),
    report: bytes
      .subarray(report?.offset ?? 0, (report?.offset ?? 0) + (report?.size ?? 0))
      .toString(),
  }
}

describe('POST /api/batch through the edge', () => {
  const postBatch = (visitor: ReturnType<typeof client>, links: string[]) =>
    visitor.fetch(`${cluster.url}/api/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ links }),
    })

  it('streams the ZIP whole', async () => {
    const visitor = client()
    const ids = ['photo000021', 'photo000022', 'photo000023', 'photo000024']
    try {
      const res = await postBatch(
        visitor,
        ids.map((id) => `https://youtu.be/${id}`),
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/zip')
      expect(res.headers.get('content-length')).toBeNull()
      const zip = openZip(Buffer.from(await res.arrayBuffer()))
      expect(zip.names).toHaveLength(ids.length + 1)
      expect(zip.names.at(-1)).toBe('report.csv')
      for (const id of ids) expect(zip.report).toContain(id)
    } finally {
      await visitor.close()
    }
    const [line] = await cluster.logged((entry) => entry.request.startsWith('POST /api/batch'), 1)
    expect(line?.status).toBe(200)
  })

  it('waits out lists that take longer than 15 s to read, then streams the ZIP whole', async () => {
    const visitor = client()
    // 20 one-video playlists, each feed 3.5 s slow (under EXPAND_LIMITS.timeoutMs, 5 s): read 4
    // at a time (BATCH_LIMITS.expansions), the ZIP's headers come after about 17.5 s, within the
    // app's planTimeoutMs (20 s) and past the 15 s every other location allows.
    const lists = Array.from({ length: 20 }, (_, i) => `PLcount1edge${String(i).padStart(2, '0')}`)
    for (const list of lists) {
      cluster.host.setFault('latency:3500', { path: `/feeds/videos.xml?playlist_id=${list}` })
    }
    try {
      const res = await postBatch(
        visitor,
        lists.map((list) => `https://www.youtube.com/playlist?list=${list}`),
      )
      expect(res.status).toBe(200)
      expect(res.headers.get('x-batch-videos')).toBe('20')
      const zip = openZip(Buffer.from(await res.arrayBuffer()))
      expect(zip.names).toHaveLength(21)
    } finally {
      await visitor.close()
      cluster.host.setFault('ok')
    }
    const [line] = await cluster.logged(
      (entry) => entry.request.startsWith('POST /api/batch') && entry.requestTime > 15,
      1,
    )
    expect(line?.status).toBe(200)
  }, 60_000)
})

describe('slow clients are nginx’s, not Node’s', () => {
  it('a client that reads nothing does not hold the replica: its bytes wait at nginx', async () => {
    const mark = logMark()
    const logged = () =>
      replicaLoggedSince(mark, (line) => line.method === 'GET' && line.route.includes('thumbnails'))
    const socket = connectTls('127.0.0.60')
    socket.pause()
    await once(socket, 'secureConnect')
    socket.write(
      'GET /api/thumbnails/photo000004/fullhd.png HTTP/1.1\r\nHost: thumbgrab.test\r\n' +
        'Connection: close\r\n\r\n',
    )
    const toClient = () =>
      tcpSockets().find(
        (s) => s.local.port === cluster.nginx.port && s.remote.port === socket.localPort,
      )
    const replicaSending = () =>
      tcpSockets().filter(
        (s) => replicaPorts().includes(s.local.port) && s.state === 1 && s.txQueue > 0,
      )
    // The replica answers and is done with it, while the client has read nothing: the file's
    // megabytes sit in nginx's socket to the client, none in a replica's socket to nginx.
    for (
      let waited = 0;
      !(logged() && (toClient()?.txQueue ?? 0) > 1_000_000) && waited < 15_000;
      waited += 50
    )
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logged()?.status).toBe(200)
    expect(toClient()?.txQueue).toBeGreaterThan(1_000_000)
    // No replica socket stays with bytes to send. Another answer may be in flight at this instant
    // (a few KB, gone within milliseconds); unbuffered, this file's megabytes would stay.
    await expect.poll(replicaSending, { timeout: 3_000 }).toEqual([])

    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.resume()
    await once(socket, 'end')
    const reply = Buffer.concat(chunks)
    expect(reply.subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK')
    expect(reply.length).toBeGreaterThan(1_000_000)
  })

  it('a body trickled over 2 s reaches the replica whole, in one go', async () => {
    const mark = logMark()
    const body = `name=Ada&email=ada%40example.com&message=${'x'.repeat(200)}`
    const socket = connectTls('127.0.0.61')
    await once(socket, 'secureConnect')
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    socket.on('data', () => {})
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: thumbgrab.test\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    )
    const pieces = 10
    let lastPieceAt = 0
    for (let i = 0; i < pieces; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      const size = Math.ceil(body.length / pieces)
      lastPieceAt = Date.now()
      socket.write(body.slice(i * size, (i + 1) * size))
    }
    await closed
    const logged = await replicaLogged(
      mark,
      (line) => line.method === 'POST' && line.route.includes('contact'),
    )
    expect(logged).toBeDefined()
    // nginx buffers the body: the replica's handler began only after the client's last piece
    // (its log line's time is when it ended, `ms` after it began; 1 ms for their rounding).
    const began = Date.parse(logged?.time ?? '') - (logged?.ms ?? 0)
    expect(began).toBeGreaterThanOrEqual(lastPieceAt - 1)
    const [line] = await cluster.logged((entry) => entry.request.startsWith('POST /api/contact'), 1)
    expect(line?.requestTime).toBeGreaterThanOrEqual(1.9)
  })
})

describe('a replica killed', () => {
  it('kill -9 of one replica under load: every request still answers 200', async () => {
    const visitors = Array.from({ length: 8 }, client)
    const statuses = new Map<number, number>()
    const lookup = `/api/thumbnails?url=${encodeURIComponent('https://youtu.be/killtest001')}`
    const until = performance.now() + 3_000
    let killed = false
    let answeredAfterKill = 0
    const load = visitors.map(async (visitor, n) => {
      // About 3 pages and 3 lookups a second from each address: under nginx's limits.
      while (performance.now() < until) {
        for (const path of ['/', lookup]) {
          const response = await visitor.fetch(`${cluster.url}${path}`)
          await response.arrayBuffer()
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
          if (killed) answeredAfterKill++
          await new Promise((resolve) => setTimeout(resolve, 150 + n * 5))
        }
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const [victim] = cluster.replicas
    victim?.child.kill('SIGKILL')
    killed = true
    expect((await victim?.exited)?.signal).toBe('SIGKILL')
    await Promise.all(load)
    await Promise.all(visitors.map((visitor) => visitor.close()))

    expect([...statuses.keys()]).toEqual([200])
    expect(statuses.get(200)).toBeGreaterThan(30)
    expect(answeredAfterKill).toBeGreaterThan(10)
    // nginx found the dead replica and sent those requests on to the live one.
    const dead = `127.0.0.1:${victim?.port}`
    const retried = cluster
      .accessLog()
      .filter((line) => line.upstreams.length === 2 && line.upstreams[0] === dead)
    expect(retried.length).toBeGreaterThanOrEqual(1)
  }, 30_000)
})

describe('two replicas on one Redis (REDIS_URL)', () => {
  let redis: Redis
  let shared: Cluster

  beforeAll(async () => {
    ensureEngines(['redis'])
    redis = await startRedis()
    shared = await startCluster({ replicas: 2, env: { REDIS_URL: redis.url } })
  }, 600_000)

  afterAll(async () => {
    await shared?.stop()
    await redis?.stop()
  })

  const lookupPath = (videoId: string) =>
    `/api/thumbnails?url=${encodeURIComponent(`https://youtu.be/${videoId}`)}`

  it('holds the per-address lookup limit across replicas under a concurrent burst', async () => {
    // Straight to the replicas (nginx's own, smaller limit would refuse first), from one address.
    const visitor = client()
    const [one, two] = shared.replicas
    try {
      const started = performance.now()
      const answers = await Promise.all(
        Array.from({ length: 160 }, async (_, i) => {
          const replica = i % 2 === 0 ? one : two
          const response = await visitor.fetch(`${replica?.url}${lookupPath('burst000001')}`)
          await response.arrayBuffer()
          return { replica: i % 2, status: response.status }
        }),
      )
      const seconds = (performance.now() - started) / 1000
      // A replica whose Redis commands passed their timeout counts alone (its fallback): then
      // this test proves nothing about sharing, and says so.
      const fellBack = shared.replicas
        .filter((replica) => replica.output().stdout.includes('redis unavailable'))
        .map((replica) => replica.port)
      expect(fellBack).toEqual([])
      const allowed = answers.filter((answer) => answer.status === 200)
      // THUMBNAIL_LIMITS.lookup (server/thumbnails/limits.ts): a burst of 60, one back each 500 ms.
      // Each replica alone would allow 60: together they allow 60 and what came back meanwhile.
      expect(allowed.length).toBeGreaterThanOrEqual(60)
      expect(allowed.length).toBeLessThanOrEqual(60 + Math.floor(seconds * 2))
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(160 - allowed.length)
      // Which replica's requests took the 60 is a race (one may take them all): what proves
      // the sharing is the sum, where two buckets of their own would have allowed 120.
      expect(answers.filter((answer) => answer.replica === 0)).toHaveLength(80)
    } finally {
      await visitor.close()
    }
  })

  it('serves a lookup made on one replica from the shared cache on the other', async () => {
    const visitor = client()
    const [one, two] = shared.replicas
    const asked = () =>
      shared.host.requests.filter((request) => request.path.includes('/shared00001/')).length
    try {
      const first = await visitor.fetch(`${one?.url}${lookupPath('shared00001')}`)
      expect(first.status).toBe(200)
      const body = await first.json()
      const probes = asked()
      expect(probes).toBeGreaterThan(0)
      const second = await visitor.fetch(`${two?.url}${lookupPath('shared00001')}`)
      expect(second.status).toBe(200)
      expect(await second.json()).toEqual(body)
      // The image host saw the probes once: the second replica asked it nothing.
      expect(asked()).toBe(probes)
    } finally {
      await visitor.close()
    }
  })

  it('rides out a Redis restart: lookups and downloads go on, /readyz says degraded (200), then ready again', async () => {
    const visitor = client()
    const [replica] = shared.replicas
    const readyz = async () => {
      const response = await visitor.fetch(`${replica?.url}/readyz`)
      return { status: response.status, body: (await response.json()) as { status: string } }
    }
    try {
      expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } })
      await redis.halt()
      try {
        const lookup = await visitor.fetch(`${replica?.url}${lookupPath('restart0001')}`)
        expect(lookup.status).toBe(200)
        await lookup.arrayBuffer()
        // A download: should it convert, its per-client bucket is the replica’s own now.
        const file = await visitor.fetch(
          `${replica?.url}/api/thumbnails/restart0001/hqdefault.webp`,
        )
        expect(file.status).toBe(200)
        expect(file.headers.get('content-type')).toBe('image/webp')
        await file.arrayBuffer()
        const degraded = async () => `${JSON.stringify(await readyz())}`
        const expected = JSON.stringify({ status: 200, body: { status: 'redis degraded' } })
        expect(await settledStatus(degraded, expected)).toBe(expected)
      } finally {
        await redis.start()
      }
      let state = await readyz()
      for (let waited = 0; state.body.status !== 'ready' && waited < 10_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        state = await readyz()
      }
      expect(state).toEqual({ status: 200, body: { status: 'ready' } })
      const logged = replica?.output().stdout ?? ''
      expect(logged.match(/redis unavailable/g)).toHaveLength(1)
      expect(logged.match(/redis back/g)).toHaveLength(1)
    } finally {
      await visitor.close()
    }
  }, 30_000)
})

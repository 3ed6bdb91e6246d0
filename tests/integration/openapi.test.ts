/**
 * `GET /api/openapi.json` is a valid OpenAPI 3.1 document, and the API answers as it says: real
 * requests against the fake image host, each response's status, content type, headers and JSON
 * body checked against the document's response for that route and status.
 */
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { ApiResponse, Header, OpenApiDocument } from '#server/http/openapi.ts'
import { createReadiness } from '#server/http/readiness.ts'
import { readVersion } from '#server/http/version.ts'
import { createUpstream, type Upstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { testApp } from '#tests/support/test-app.ts'
import { fromPeer } from '#tests/support/route-app.ts'

const ID = 'dQw4w9WgXcQ'
let host: FakeImageHost
let upstream: Upstream
let document: OpenApiDocument

type App = Awaited<ReturnType<typeof testApp>>['app']

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = createUpstream(host.origin, { fetchTimeoutMs: 1_500 })
  const { app } = await testApp()
  document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
})
afterAll(async () => {
  await upstream.close()
  await host.close()
})
beforeEach(() => host.reset())

const makeApp = async () =>
  (await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream })).app

// Strict: a schema the document writes loosely (a keyword without its type) fails here.
const ajv = new Ajv2020({ strict: true, allErrors: true })
// The document's components, carried beside each schema so its `#/components/…` refs resolve.
ajv.addKeyword('components')
const validators = new Map<object, ValidateFunction>()
const validator = (schema: object) => {
  let validate = validators.get(schema)
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components })
    validators.set(schema, validate)
  }
  return validate
}

/**
 * Checks a response against the document: the status is one the operation lists, the content
 * type one of its media types, every required header present and valid, and a JSON body valid
 * against the schema. Returns the body.
 */
async function conforms(path: string, method: 'get' | 'post', res: Response): Promise<unknown> {
  const operation = document.paths[path]?.[method]
  expect(operation, `${method} ${path} is documented`).toBeDefined()
  const spec: ApiResponse | undefined = operation?.responses[String(res.status)]
  expect(spec, `${method} ${path} documents ${res.status}`).toBeDefined()
  for (const [name, value] of Object.entries(spec?.headers ?? {})) {
    const header: Header =
      '$ref' in value
        ? document.components.headers[value.$ref.split('/').at(-1) ?? '']!
        : (value as Header)
    const actual = res.headers.get(name)
    if (header.required) expect(actual, `${res.status} has ${name}`).not.toBeNull()
    if (actual !== null) {
      const validate = validator(header.schema)
      expect(validate(actual), `${name}: ${actual} ${ajv.errorsText(validate.errors)}`).toBe(true)
    }
  }
  const types = Object.keys(spec?.content ?? {})
  if (types.length === 0) {
    expect(await res.arrayBuffer()).toHaveProperty('byteLength', 0)
    return undefined
  }
  const type = (res.headers.get('Content-Type') ?? '').split(';')[0]!.trim()
  expect(types, `${res.status} content type`).toContain(type)
  if (type !== 'application/json') {
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
    return undefined
  }
  const body: unknown = await res.json()
  const validate = validator(spec!.content![type]!.schema)
  expect(validate(body), ajv.errorsText(validate.errors)).toBe(true)
  return body
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document of this version, cacheable for an hour', async () => {
    const { app } = await testApp()
    const res = await app.request('/api/openapi.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json\b/)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600')
    const body = (await conforms('/api/openapi.json', 'get', res)) as OpenApiDocument
    expect(body.openapi).toMatch(/^3\.1\./)
    expect(body.info.version).toBe(readVersion())
    const result = await new Validator().validate(body as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  test('lists every public route', () => {
    expect(Object.keys(document.paths).toSorted()).toEqual([
      '/api/batch',
      '/api/contact',
      '/api/contact/token',
      '/api/lists/newest',
      '/api/openapi.json',
      '/api/thumbnails',
      '/api/thumbnails/{videoId}/preview/{quality}.webp',
      '/api/thumbnails/{videoId}/{quality}.{format}',
      '/healthz',
      '/readyz',
    ])
  })

  test('every schema compiles under strict JSON Schema 2020-12', () => {
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect(() => validator(schema), name).not.toThrow()
    }
  })
})

describe('the thumbnail routes answer as documented', () => {
  const LOOKUP = '/api/thumbnails'
  const FILE = '/api/thumbnails/{videoId}/{quality}.{format}'
  const PREVIEW = '/api/thumbnails/{videoId}/preview/{quality}.webp'
  let app: App
  beforeAll(async () => {
    app = await makeApp()
  })

  test('a lookup found, invalid, a playlist, and a video with no thumbnails', async () => {
    const found = await conforms(LOOKUP, 'get', await app.request(`${LOOKUP}?url=${ID}`))
    expect(found).toMatchObject({ videoId: ID })
    for (const url of ['https://vimeo.com/1', 'https://www.youtube.com/playlist?list=PLx0', '']) {
      const res = await app.request(`${LOOKUP}?url=${encodeURIComponent(url)}`)
      expect(res.status).toBe(400)
      expect(await conforms(LOOKUP, 'get', res)).toMatchObject({ error: { code: 'invalid_url' } })
    }
    const other = 'aaaaaaaaaaa'
    host.setVideo(other, { missing: 'all' })
    const none = await app.request(`${LOOKUP}?url=${other}`)
    expect(none.status).toBe(404)
    await conforms(LOOKUP, 'get', none)
  })

  test('an image host that fails is a documented 502', async () => {
    host.setFault('status:503')
    const res = await app.request(`${LOOKUP}?url=eeeeeeeeeee`)
    expect(res.status).toBe(502)
    await conforms(LOOKUP, 'get', res)
  })

  test('downloads in every format, by title, cropped, and the refusals of each parameter', async () => {
    for (const format of ['jpg', 'png', 'webp']) {
      const res = await app.request(`/api/thumbnails/${ID}/hqdefault.${format}?name=title`)
      expect(res.status).toBe(200)
      await conforms(FILE, 'get', res)
    }
    const cropped = await app.request(`/api/thumbnails/${ID}/hqdefault.jpg?crop=letterbox`)
    await conforms(FILE, 'get', cropped)
    const refusals = {
      [`/api/thumbnails/short/hqdefault.jpg`]: undefined,
      [`/api/thumbnails/${ID}/nope.jpg`]: { quality: 'unknown quality' },
      [`/api/thumbnails/${ID}/hqdefault.gif`]: undefined,
      [`/api/thumbnails/${ID}/hqdefault.jpg?crop=square`]: { crop: 'unknown crop' },
      [`/api/thumbnails/${ID}/hqdefault.jpg?name=x`]: { name: 'unknown name' },
    }
    for (const [path, fields] of Object.entries(refusals)) {
      const res = await app.request(path)
      expect(res.status, path).toBe(400)
      const body = (await conforms(FILE, 'get', res)) as { error: { fields?: object } }
      expect(body.error.fields).toEqual(fields)
    }
    host.setVideo(ID, { missing: ['maxresdefault', 'fullhd'] })
    const missing = await (await makeApp()).request(`/api/thumbnails/${ID}/maxresdefault.png`)
    expect(missing.status).toBe(404)
    await conforms(FILE, 'get', missing)
  })

  test('a preview, and its refusals', async () => {
    const res = await app.request(`/api/thumbnails/${ID}/preview/mqdefault.webp`)
    expect(res.status).toBe(200)
    await conforms(PREVIEW, 'get', res)
    for (const path of [
      `/api/thumbnails/${ID}/preview/nope.webp`,
      `/api/thumbnails/${ID}/preview/mqdefault.webp?crop=x`,
    ]) {
      const refused = await app.request(path)
      expect(refused.status).toBe(400)
      await conforms(PREVIEW, 'get', refused)
    }
  })
})

describe('the contact routes answer as documented', () => {
  const CONTACT = '/api/contact'
  const message = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }
  const post = (app: App, body: string, type = 'application/json', accept = 'application/json') =>
    app.request(CONTACT, {
      method: 'POST',
      headers: { 'Content-Type': type, Accept: accept },
      body,
    })

  test('a token, a message taken, fields refused, bodies refused, a form post', async () => {
    const app = await makeApp()
    const token = await app.request('/api/contact/token')
    expect(token.status).toBe(200)
    await conforms('/api/contact/token', 'get', token)

    const taken = await post(app, JSON.stringify(message))
    expect(taken.status).toBe(201)
    expect(await conforms(CONTACT, 'post', taken)).toEqual({ status: 'received' })

    const invalid = await post(app, JSON.stringify({ ...message, email: 'nope' }))
    expect(invalid.status).toBe(400)
    expect(await conforms(CONTACT, 'post', invalid)).toMatchObject({
      error: { code: 'invalid_request', fields: { email: expect.any(String) } },
    })

    const unsupported = await post(app, 'hello', 'text/plain')
    expect(unsupported.status).toBe(415)
    await conforms(CONTACT, 'post', unsupported)

    const form = await post(
      app,
      new URLSearchParams(message).toString(),
      'application/x-www-form-urlencoded',
      'text/html',
    )
    expect(form.status).toBe(303)
    await conforms(CONTACT, 'post', form)
  })

  test('a body too large, and too many messages', async () => {
    const app = await makeApp()
    const large = await post(app, JSON.stringify({ ...message, message: 'x'.repeat(100_000) }))
    expect(large.status).toBe(413)
    await conforms(CONTACT, 'post', large)
    let res = large
    for (let i = 0; i < 10 && res.status !== 429; i++)
      res = await post(app, JSON.stringify(message))
    expect(res.status).toBe(429)
    await conforms(CONTACT, 'post', res)
  })
})

describe('the newest videos of a list answer as documented', () => {
  const NEWEST = '/api/lists/newest'
  const ask = (app: App, link: string) => app.request(`${NEWEST}?url=${encodeURIComponent(link)}`)

  test('a channel, and each refusal and failure', async () => {
    const app = (
      await testApp({
        env: { THUMBNAIL_ORIGIN: host.origin, YOUTUBE_ORIGIN: host.origin },
        upstream,
      })
    ).app
    const found = await ask(app, 'https://www.youtube.com/channel/UCopenapiopenapiopenapi0')
    expect(found.status).toBe(200)
    expect(await conforms(NEWEST, 'get', found)).toMatchObject({ kind: 'channel' })
    const cases: [string, number][] = [
      [`https://youtu.be/${ID}`, 400],
      ['https://www.youtube.com/channel/UCdeadopenapiopenapiopen', 404],
      ['https://www.youtube.com/@openapi', 400],
    ]
    host.setFault('status:500', { quality: 'list', id: 'UCfailopenapiopenapiopen' })
    cases.push(['https://www.youtube.com/channel/UCfailopenapiopenapiopen', 502])
    for (const [link, status] of cases) {
      const res = await ask(app, link)
      expect(res.status, link).toBe(status)
      await conforms(NEWEST, 'get', res)
    }
  })
})

describe('the batch route answers as documented', () => {
  const BATCH = '/api/batch'
  /** A batch posted from `peer` (a client of its own: no client runs more than two at once). */
  const post = (app: App, body: string, type = 'application/json', peer?: string) =>
    app.request(
      BATCH,
      { method: 'POST', headers: { 'Content-Type': type }, body },
      peer === undefined ? undefined : fromPeer(peer),
    )
  const batchApp = async () =>
    (
      await testApp({
        env: { THUMBNAIL_ORIGIN: host.origin, YOUTUBE_ORIGIN: host.origin },
        upstream,
      })
    ).app

  test('a small ZIP, as JSON and as a form', async () => {
    const app = await batchApp()
    const json = await post(app, JSON.stringify({ links: [ID, 'nope'], quality: 'hqdefault' }))
    expect(json.status).toBe(200)
    expect(json.headers.get('X-Batch-Videos')).toBe('1')
    await conforms(BATCH, 'post', json)
    const form = await post(
      app,
      new URLSearchParams({ links: `${ID}\r\n`, format: 'webp', wholePlaylist: 'on' }).toString(),
      'application/x-www-form-urlencoded',
    )
    expect(form.status).toBe(200)
    await conforms(BATCH, 'post', form)
  })

  test('its refusals: each field, no usable line, too many links, a body too large, a type', async () => {
    const app = await batchApp()
    const refusals: [object, object][] = [
      [{}, { links: 'missing or not text' }],
      [{ links: [] }, { links: 'no links' }],
      [{ links: [ID], quality: 'huge' }, { quality: 'unknown quality' }],
      [{ links: [ID], format: 'gif' }, { format: 'unknown format' }],
      [{ links: [ID], name: 'slug' }, { name: 'unknown name' }],
      [
        { links: ['nope', 'https://vimeo.com/1'] },
        { 'links[0]': 'nope', 'links[1]': 'https://vimeo.com/1' },
      ],
    ]
    for (const [body, fields] of refusals) {
      const res = await post(app, JSON.stringify(body))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await conforms(BATCH, 'post', res)).toMatchObject({
        error: { code: 'invalid_request', fields },
      })
    }
    const many = await post(app, JSON.stringify({ links: Array.from({ length: 201 }, () => ID) }))
    expect(many.status).toBe(413)
    expect(await conforms(BATCH, 'post', many)).toMatchObject({ error: { code: 'too_many_links' } })
    const large = await post(app, JSON.stringify({ links: ['x'.repeat(600 * 1024)] }))
    expect(large.status).toBe(413)
    expect(await conforms(BATCH, 'post', large)).toMatchObject({
      error: { code: 'payload_too_large' },
    })
    const text = await post(app, ID, 'text/plain')
    expect(text.status).toBe(415)
    await conforms(BATCH, 'post', text)
    expect(host.requests).toHaveLength(0)
  })

  test('too many batches from one client: 429 with Retry-After', async () => {
    const app = await batchApp()
    let res: Response | undefined
    for (let i = 0; i < 11; i++) res = await post(app, JSON.stringify({ links: ['nope'] }))
    expect(res?.status).toBe(429)
    await conforms(BATCH, 'post', res!)
  })

  test('past 8 streaming batches: 503 with Retry-After', async () => {
    const app = await batchApp()
    // Each waits a second for its slow feed, so all 8 are running when the 9th comes.
    const running = Array.from({ length: 8 }, (_, i) =>
      post(
        app,
        JSON.stringify({
          links: [`https://www.youtube.com/playlist?list=PLslow${i}`],
          quality: 'default',
        }),
        'application/json',
        `203.0.113.${i + 1}`,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refused = await post(
      app,
      JSON.stringify({ links: [ID] }),
      'application/json',
      '203.0.113.99',
    )
    expect(refused.status).toBe(503)
    expect(await conforms(BATCH, 'post', refused)).toMatchObject({ error: { code: 'overloaded' } })
    // The 8 were answered; cancelling their ZIPs stops their work (routes.ts, onCancel).
    for (const res of await Promise.all(running)) {
      expect(res.status).toBe(200)
      await res.body?.cancel()
    }
  })
})

describe('the checks answer as documented', () => {
  test('/healthz and /readyz, ready and starting', async () => {
    const { app } = await testApp()
    const health = await app.request('/healthz')
    expect(await conforms('/healthz', 'get', health)).toEqual({
      status: 'ok',
      version: readVersion(),
    })
    expect(await conforms('/readyz', 'get', await app.request('/readyz'))).toEqual({
      status: 'ready',
    })
    const starting = await testApp({ readiness: createReadiness() })
    const res = await starting.app.request('/readyz')
    expect(res.status).toBe(503)
    expect(await conforms('/readyz', 'get', res)).toEqual({ status: 'starting' })
  })

  test("the document's 200 of /readyz admits only a ready or degraded status", () => {
    const ready = document.paths['/readyz']?.get?.responses['200']
    const validate = validator(ready!.content!['application/json']!.schema)
    expect(validate({ status: 'ready' })).toBe(true)
    expect(validate({ status: 'redis degraded' })).toBe(true)
    expect(validate({ status: 'starting' })).toBe(false)
    expect(validate({ status: 'contact store unavailable' })).toBe(false)
  })
})

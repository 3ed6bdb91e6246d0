import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { extraAnswer, oembedAnswer, parseExtraPath } from './extras.ts'
import { renderPlaceholder, renderQuality } from './images.ts'
import { startFakeImageHost, type FakeImageHost } from './server.ts'

let host: FakeImageHost
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(() => host.close())
beforeEach(() => host.reset())

const get = async (path: string) => {
  const res = await fetch(host.origin + path)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  }
}
const size = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata()
  return { width, height, format }
}

describe('extra pictures over HTTP', () => {
  test('a Short has one 1080×1920 original-shape picture under both names', async () => {
    const [oar, oar2] = await Promise.all([
      get('/vi/short_00001/oardefault.jpg'),
      get('/vi/short_00001/oar2.jpg'),
    ])
    expect(oar.status).toBe(200)
    expect(await size(oar.body)).toEqual({ width: 1080, height: 1920, format: 'jpeg' })
    expect(oar2.body.equals(oar.body)).toBe(true)
    host.assertNoUnexpected()
  })

  test('frames differ from each other', async () => {
    const frames = await Promise.all(
      ['hq1', 'hq2', 'hq3'].map((n) => get(`/vi/rich_000001/${n}.jpg`)),
    )
    expect(new Set(frames.map((f) => f.body.toString('base64'))).size).toBe(3)
  })

  test('hq720 and 0 are the maxres and the hq byte for byte, on any video', async () => {
    expect((await get('/vi/dQw4w9WgXcQ/hq720.jpg')).body).toEqual(
      await renderQuality('maxresdefault'),
    )
    expect((await get('/vi/dQw4w9WgXcQ/0.jpg')).body).toEqual(await renderQuality('hqdefault'))
  })

  test('other extra names of an ordinary video are 404 with the placeholder', async () => {
    const answer = await get('/vi/dQw4w9WgXcQ/maxres2.jpg')
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual(await renderPlaceholder())
    host.assertNoUnexpected()
  })

  test('a rich video answers some sizes with 200 and the grey placeholder', async () => {
    const answer = await get('/vi/rich_000001/maxres3.jpg')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(await renderPlaceholder())
  })

  test('a ph200 video’s maxres is 200 with the placeholder', async () => {
    const answer = await get('/vi/ph200_00001/maxresdefault.jpg')
    expect([answer.status, answer.body.equals(await renderPlaceholder())]).toEqual([200, true])
  })

  test('a rich video’s 4:3 sizes hold the picture between black bars', async () => {
    const { body } = await get('/vi/rich_000001/hqdefault.jpg')
    const { data, info } = await sharp(body).greyscale().raw().toBuffer({ resolveWithObject: true })
    const row = (y: number) => Math.max(...data.subarray(y * info.width, (y + 1) * info.width))
    expect(row(0)).toBeLessThan(40)
    expect(row(info.height - 1)).toBeLessThan(40)
    expect(row(info.height >> 1)).toBeGreaterThan(100)
  })

  test('a rich video has WebP twins; an ordinary one does not', async () => {
    const twin = await get('/vi_webp/rich_000001/maxres2.webp')
    expect([twin.status, twin.type]).toEqual([200, 'image/webp'])
    expect(await size(twin.body)).toEqual({ width: 1280, height: 720, format: 'webp' })
    expect((await get('/vi_webp/dQw4w9WgXcQ/maxres2.webp')).status).toBe(404)
    host.assertNoUnexpected()
  })

  test('faults scope to an extra name', async () => {
    host.setFault('status:503', { quality: 'oar2' })
    expect((await get('/vi/short_00001/oar2.jpg')).status).toBe(503)
    expect((await get('/vi/short_00001/oardefault.jpg')).status).toBe(200)
  })
})

describe('oEmbed', () => {
  const watch = (id: string) =>
    `/oembed?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${id}`)}&format=json`

  test('answers JSON with the title and channel, recorded as expected', async () => {
    const res = await fetch(host.origin + watch('dQw4w9WgXcQ'))
    expect(res.headers.get('content-type')).toBe('application/json')
    expect(await res.json()).toMatchObject({
      title: 'Fake video dQw4w9WgXcQ',
      author_name: 'Fake Channel',
    })
    host.assertNoUnexpected()
  })

  test.each([
    ['private0001', 401],
    ['removed0001', 404],
    ['missing-all', 404],
    ['junkmeta001', 200],
  ])('%s answers %d', async (id, status) => {
    expect((await fetch(host.origin + watch(id))).status).toBe(status)
  })

  test('anything else under /oembed is unexpected', async () => {
    expect(oembedAnswer('/oembed?url=x&format=json')).toBeUndefined()
    expect(oembedAnswer(`${watch('dQw4w9WgXcQ').replace('json', 'xml')}`)).toBeUndefined()
    expect((await fetch(`${host.origin}/oembed?format=json`)).status).toBe(404)
    expect(host.unexpected).toHaveLength(1)
  })
})

describe('parseExtraPath and extraAnswer', () => {
  test('know the extra names and the WebP twins, nothing else', () => {
    expect(parseExtraPath('/vi/dQw4w9WgXcQ/hq720_2.jpg')).toEqual({
      id: 'dQw4w9WgXcQ',
      name: 'hq720_2',
      webp: false,
    })
    expect(parseExtraPath('/vi_webp/dQw4w9WgXcQ/sddefault.webp')?.webp).toBe(true)
    for (const path of [
      '/vi/dQw4w9WgXcQ/maxres4.jpg',
      '/vi/dQw4w9WgXcQ/hq720.webp',
      '/vi_webp/dQw4w9WgXcQ/hq720.jpg',
      '/vi/short/oar2.jpg',
    ])
      expect(parseExtraPath(path)).toBeUndefined()
  })

  test('a copy of a missing main quality is missing too', () => {
    expect(extraAnswer('dQw4w9WgXcQ', 'hq720', false, new Set(['maxresdefault']))).toEqual({
      kind: 'missing',
    })
  })
})

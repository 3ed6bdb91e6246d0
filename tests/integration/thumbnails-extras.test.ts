/**
 * The whole picture set of a video through the API, against the fake image host (its
 * README.md, "Extra pictures"): the original shape of a Short, frames, identical bytes listed
 * once, the placeholder answered with a 200, letterbox crops, the host's own WebP, titles from
 * oEmbed and title-named files.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import type { Lookup } from '#core/lookup.ts'
import { MAIN_QUALITIES } from '#core/qualities.ts'
import { createOembed, type VideoInfoSource } from '#server/thumbnails/oembed.ts'
import { PROBES_PER_LOOKUP } from '#server/thumbnails/probe.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { renderPicture } from '#tests/fake-image-host/images.ts'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { thumbnailsApp } from '#tests/support/route-app.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'

let host: FakeImageHost
let upstream: Upstream
let info: VideoInfoSource
let serial = 0
/** A fresh id with this prefix (11 characters), so no cache hides a request. */
const fresh = (prefix: string) => `${prefix}${String(++serial).padStart(11 - prefix.length, '0')}`

beforeAll(async () => {
  host = await startFakeImageHost()
  upstream = testUpstream(host.origin)
  // Under the 3 s of `slowmeta`, with room for a busy machine.
  info = createOembed(host.origin, { timeoutMs: 1_000 })
})
afterAll(async () => {
  await Promise.all([upstream.close(), info.close()])
  await host.close()
})
beforeEach(() => host.reset())

const makeApp = () => thumbnailsApp({ upstream, info }).app

async function lookup(id: string): Promise<Lookup> {
  const res = await makeApp().request(`/api/thumbnails?url=${id}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Lookup
}

describe('GET /api/thumbnails: every picture the video really has', () => {
  test('a Short: the six main entries first, then its vertical cover once, then its frames', async () => {
    const id = fresh('short')
    const body = await lookup(id)
    expect(body.title).toBe(`A vertical Short ${id}`)
    expect(body.channel).toBe('Fake Channel')
    expect(body.thumbnails.slice(0, 6).map((t) => t.quality)).toEqual(
      MAIN_QUALITIES.map((q) => q.id),
    )
    expect(body.thumbnails.slice(6).map((t) => [t.quality, t.group, t.width, t.height])).toEqual([
      // oar2 has the bytes of oardefault, and hq720 those of the maxres: each listed once.
      ['oardefault', 'original', 1080, 1920],
      ['1', 'frames', 120, 90],
      ['2', 'frames', 120, 90],
      ['3', 'frames', 120, 90],
      ['mq1', 'frames', 320, 180],
      ['mq2', 'frames', 320, 180],
      ['mq3', 'frames', 320, 180],
      ['hq1', 'frames', 480, 360],
      ['hq2', 'frames', 480, 360],
      ['hq3', 'frames', 480, 360],
    ])
    expect(body.thumbnails[6]).toMatchObject({
      name: 'Shorts cover (vertical)',
      resolution: '1080x1920',
      available: true,
      upscaled: false,
      downloadUrl: `/api/thumbnails/${id}/oardefault.jpg`,
      previewUrl: `/api/thumbnails/${id}/preview/oardefault.webp`,
    })
    expect(host.requests.filter((r) => r.path.startsWith('/vi'))).toHaveLength(PROBES_PER_LOOKUP)
    host.assertNoUnexpected()
  })

  test('an ordinary video lists just the six: hq720 and 0 are byte-for-byte copies', async () => {
    const body = await lookup(fresh('plain'))
    expect(body.thumbnails.map((t) => t.quality)).toEqual(MAIN_QUALITIES.map((q) => q.id))
    expect(body.thumbnails.every((t) => !t.letterboxed)).toBe(true)
  })

  test('a rich video: frames that differ, placeholders answered with 200 left out, bars measured', async () => {
    const body = await lookup(fresh('rich'))
    const names = body.thumbnails.map((t) => t.quality)
    expect(names).toContain('maxres2')
    expect(names).toContain('hq720_1')
    expect(names).not.toContain('maxres3')
    expect(names).not.toContain('hq720_3')
    expect(names).not.toContain('hq720')
    expect(names).not.toContain('0')
    expect(names.filter((n) => n.startsWith('oar'))).toEqual(['oardefault'])
    const byName = new Map(body.thumbnails.map((t) => [t.quality, t]))
    for (const boxed of ['default', 'hqdefault', 'sddefault', 'hq1', 'sd2'])
      expect(byName.get(boxed as never)?.letterboxed).toBe(true)
    for (const wide of ['mqdefault', 'maxresdefault', 'maxres1', 'oardefault'])
      expect(byName.get(wide as never)?.letterboxed).toBe(false)
    expect(byName.get('oardefault')).toMatchObject({ width: 1920, height: 1080 })
  })

  test('a live stream lists its _live pictures', async () => {
    const body = await lookup(fresh('live_'))
    expect(body.thumbnails.filter((t) => t.group === 'live').map((t) => t.quality)).toEqual([
      'default_live',
      'mqdefault_live',
      'hqdefault_live',
      'sddefault_live',
      'maxresdefault_live',
    ])
    expect(body.thumbnails.find((t) => t.quality === 'sddefault_live')?.name).toBe(
      'Live (Standard Definition)',
    )
  })

  test('a maxres answered 200 with the grey placeholder is not available, nor Full HD', async () => {
    const body = await lookup(fresh('ph200'))
    const byName = new Map(body.thumbnails.map((t) => [t.quality, t]))
    expect(byName.get('maxresdefault')).toMatchObject({ available: false, downloadUrl: null })
    expect(byName.get('fullhd')).toMatchObject({ available: false })
    expect(byName.get('sddefault')).toMatchObject({ available: true })
  })

  test.each([
    ['private', 'a private video'],
    ['removed', 'a removed video'],
    ['junkmeta', 'an oEmbed answer that is junk'],
    ['slowmeta', 'an oEmbed answer slower than its deadline'],
  ])('%s (%s): the pictures, without a title', async (prefix) => {
    const body = await lookup(fresh(prefix))
    expect(body).toMatchObject({ title: null, channel: null })
    expect(body.thumbnails[4]).toMatchObject({ quality: 'maxresdefault', available: true })
  })

  test('oEmbed failing with 500 is never fatal', async () => {
    host.setFault('status:500', { quality: 'oembed' })
    const body = await lookup(fresh('plain'))
    expect(body.title).toBeNull()
  })
})

describe('GET /api/thumbnails/<id>/<quality>.<format>: the extra pictures and parameters', () => {
  test('every listed quality downloads, a Short’s cover in its real shape', async () => {
    const id = fresh('short')
    const body = await lookup(id)
    const app = makeApp()
    for (const entry of body.thumbnails.filter((t) => t.available)) {
      const res = await app.request(entry.downloadUrl ?? '')
      expect(res.status).toBe(200)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect([meta.width, meta.height]).toEqual([entry.width, entry.height])
    }
  })

  test('a WebP the host keeps is its own bytes, passed through', async () => {
    const id = fresh('rich')
    const res = await makeApp().request(`/api/thumbnails/${id}/maxres2.webp`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    const hostWebp = await renderPicture({
      key: 'maxres2',
      width: 1280,
      height: 720,
      format: 'webp',
      letterbox: false,
    })
    expect(Buffer.from(await res.arrayBuffer()).equals(hostWebp)).toBe(true)
    expect(host.requests.map((r) => r.path)).toContain(`/vi_webp/${id}/maxres2.webp`)
  })

  test('a WebP the host lacks is converted from the JPEG', async () => {
    const id = fresh('short')
    const res = await makeApp().request(`/api/thumbnails/${id}/oardefault.webp`)
    expect(res.status).toBe(200)
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1080,
      height: 1920,
    })
  })

  test('crop=letterbox returns a letterboxed 4:3 picture without its bars', async () => {
    const id = fresh('rich')
    const res = await makeApp().request(`/api/thumbnails/${id}/sddefault.png?crop=letterbox`)
    expect(res.status).toBe(200)
    // Its name says it is not the host's picture of that name.
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="youtube-thumbnail-${id}-sddefault-no-bars.png"`,
    )
    const image = sharp(Buffer.from(await res.arrayBuffer()))
    const meta = await image.metadata()
    expect(meta.width).toBe(640)
    // 640 wide at 16:9 is 360 rows, give or take a row of JPEG ringing at each edge.
    expect(Math.abs((meta.height ?? 0) - 360)).toBeLessThanOrEqual(2)
    const { channels } = await image.stats()
    // The top and bottom rows are picture now, not black.
    expect(Math.max(...channels.map((c) => c.min))).toBeGreaterThan(0)
  })

  test('the preview takes crop=letterbox too: a 16:9 card image from a 4:3 file', async () => {
    const id = fresh('rich')
    const res = await makeApp().request(
      `/api/thumbnails/${id}/preview/hqdefault.webp?crop=letterbox`,
    )
    expect(res.status).toBe(200)
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect(meta.width).toBe(320)
    expect(Math.abs((meta.height ?? 0) - 180)).toBeLessThanOrEqual(2)
  })

  test('the lookup tells the height each letterboxed picture has once cropped', async () => {
    const id = fresh('rich')
    const app = makeApp()
    const body = (await (await app.request(`/api/thumbnails?url=${id}`)).json()) as Lookup
    const boxed = body.thumbnails.filter((t) => t.available && t.letterboxed)
    expect(boxed.map((t) => t.quality)).toContain('sddefault')
    for (const entry of boxed) {
      const res = await app.request(`${entry.downloadUrl ?? ''}?crop=letterbox`)
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect({ quality: entry.quality, width: meta.width, height: meta.height }).toEqual({
        quality: entry.quality,
        width: entry.width,
        height: entry.croppedHeight,
      })
    }
    expect(
      body.thumbnails.filter((t) => !t.letterboxed).every((t) => t.croppedHeight === null),
    ).toBe(true)
  })

  test('crop=letterbox gives a picture without bars back byte for byte', async () => {
    const id = fresh('plain')
    const app = makeApp()
    const [plain, cropped] = await Promise.all([
      app.request(`/api/thumbnails/${id}/hqdefault.jpg`),
      app.request(`/api/thumbnails/${id}/hqdefault.jpg?crop=letterbox`),
    ])
    expect(cropped.status).toBe(200)
    expect(Buffer.from(await cropped.arrayBuffer())).toEqual(Buffer.from(await plain.arrayBuffer()))
  })

  test('name=title names the file after the title, with an ASCII fallback (RFC 6266)', async () => {
    const id = fresh('rich')
    const res = await makeApp().request(`/api/thumbnails/${id}/maxresdefault.jpg?name=title`)
    expect(res.status).toBe(200)
    // The title is `Café: "Rich" <video> / test ✓ <id>`: reserved marks go, `:` and `/` read as dashes.
    const name = `Café - Rich video - test ✓ ${id} - Maximum Resolution 1280x720.jpg`
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Cafe - Rich video - test ${id} - Maximum Resolution 1280x720.jpg"; ` +
        `filename*=UTF-8''${encodeURIComponent(name)}`,
    )
  })

  test('label= gives the picture its words in the reader’s language, cleaned like the title', async () => {
    const id = fresh('rich')
    const label = encodeURIComponent('Résolution maximale')
    const res = await makeApp().request(
      `/api/thumbnails/${id}/maxresdefault.jpg?name=title&label=${label}`,
    )
    const name = `Café - Rich video - test ✓ ${id} - Résolution maximale 1280x720.jpg`
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Cafe - Rich video - test ${id} - Resolution maximale 1280x720.jpg"; ` +
        `filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    // Arabic has no ASCII form: the ASCII name keeps what is left; marks a file system refuses go.
    const arabic = encodeURIComponent('أعلى دقة/<x>')
    const other = await makeApp().request(
      `/api/thumbnails/${id}/maxresdefault.jpg?name=title&label=${arabic}`,
    )
    expect(other.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Cafe - Rich video - test ${id} - x 1280x720.jpg"; ` +
        `filename*=UTF-8''${encodeURIComponent(`Café - Rich video - test ✓ ${id} - أعلى دقة - x 1280x720.jpg`)}`,
    )
  })

  test('name=title without a known title keeps the default name', async () => {
    const id = fresh('private')
    const res = await makeApp().request(`/api/thumbnails/${id}/hqdefault.jpg?name=title`)
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="youtube-thumbnail-${id}-hqdefault.jpg"`,
    )
  })

  test.each([
    ['crop=square', 'crop'],
    ['crop=', 'crop'],
    ['name=channel', 'name'],
    ['name=TITLE', 'name'],
    [`name=title&label=${'x'.repeat(61)}`, 'label'],
    ['name=title&label=%20', 'label'],
  ])(
    '%s is 400 invalid_request naming the parameter, asking the host nothing',
    async (query, field) => {
      const res = await makeApp().request(`/api/thumbnails/dQw4w9WgXcQ/hqdefault.jpg?${query}`)
      expect(res.status).toBe(400)
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } }
      expect(body.error.code).toBe('invalid_request')
      expect(Object.keys(body.error.fields)).toEqual([field])
      expect(host.requests).toHaveLength(0)
    },
  )

  test('an unknown quality name is 400 invalid_request', async () => {
    const res = await makeApp().request(`/api/thumbnails/dQw4w9WgXcQ/maxres4.jpg`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { code: 'invalid_request', fields: { quality: 'unknown quality' } },
    })
  })
})

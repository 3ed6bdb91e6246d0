import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getQuality, type QualityId } from '#core/qualities.ts'
import {
  greyImage,
  pictureImage,
  stubUpstream,
  type StubAnswer,
} from '#tests/support/stub-upstream.ts'
import { ConversionError, MAX_INPUT_PIXELS } from './convert.ts'
import { createSources, hostFailure, type SourceResult } from './sources.ts'
import { UpstreamError } from './upstream.ts'

const ID = 'dQw4w9WgXcQ'
const TTL = { positiveMs: 1_000, negativeMs: 100 }
const MAXRES_JPG = `/vi/${ID}/maxresdefault.jpg`
let maxres: Buffer

beforeAll(async () => {
  maxres = await greyImage('jpg', 1280, 720)
})

function setup(answer: (path: string) => StubAnswer) {
  let clock = 0
  const upstream = stubUpstream(answer)
  const sources = createSources({ upstream, ttl: TTL, now: () => clock })
  return { sources, paths: upstream.paths, advance: (ms: number) => (clock += ms) }
}

describe('createSources', () => {
  test('reads the size of a found image from its header', async () => {
    const { sources } = setup(() => maxres)
    expect(await sources.own(ID, getQuality('maxresdefault'))).toMatchObject({
      found: true,
      format: 'jpg',
      width: 1280,
      height: 720,
    })
  })

  test('keeps a found image for the positive TTL and a missing one for the negative', async () => {
    const { sources, paths, advance } = setup((path) => (path === MAXRES_JPG ? maxres : undefined))
    const ask = () =>
      Promise.all([
        sources.own(ID, getQuality('maxresdefault')),
        sources.own(ID, getQuality('default')),
      ])
    await ask()
    advance(TTL.negativeMs)
    await ask()
    expect(paths).toEqual([MAXRES_JPG, `/vi/${ID}/default.jpg`, `/vi/${ID}/default.jpg`])
    advance(TTL.positiveMs)
    await ask()
    expect(paths.filter((path) => path === MAXRES_JPG)).toHaveLength(2)
  })

  test('asks the host once for concurrent fetches of one path', async () => {
    const { sources, paths } = setup(() => maxres)
    const quality = getQuality('maxresdefault')
    await Promise.all([sources.own(ID, quality), sources.own(ID, quality)])
    expect(paths).toHaveLength(1)
  })

  test('makes Full HD from the maxres JPEG when the WebP is missing', async () => {
    const { sources, paths } = setup((path) => (path === MAXRES_JPG ? maxres : undefined))
    expect(await sources.forQuality(ID, getQuality('fullhd'))).toMatchObject({ format: 'jpg' })
    expect(paths).toEqual([`/vi_webp/${ID}/maxresdefault.webp`, MAXRES_JPG])
  })

  test('has nothing for a quality the video lacks', async () => {
    const { sources } = setup(() => undefined)
    expect(await sources.forQuality(ID, getQuality('sddefault'))).toBeUndefined()
    expect(await sources.forQuality(ID, getQuality('fullhd'))).toBeUndefined()
  })

  test('refuses an image over the pixel cap by its header', async () => {
    expect(2561 * 1440).toBeGreaterThan(MAX_INPUT_PIXELS)
    const huge = await greyImage('jpg', 2561, 1440)
    const { sources } = setup(() => huge)
    await expect(sources.own(ID, getQuality('maxresdefault'))).rejects.toBeInstanceOf(
      ConversionError,
    )
  })
})

describe('a picture before its inspection', () => {
  afterEach(() => vi.restoreAllMocks())

  test('is its header only; inspected, it is what `own` gives, with no other fetch or decode', async () => {
    // A hue of its own: no earlier inspection of the same bytes answers for it (inspect.ts).
    const picture = await pictureImage('jpg', 1280, 720, { hue: 31 })
    const { sources, paths } = setup(() => picture)
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    const quality = getQuality('maxresdefault')
    const fetched = await sources.picture(ID, quality)
    expect(fetched).toMatchObject({ found: true, format: 'jpg', width: 1280, height: 720 })
    if (!fetched) throw new Error('no picture')
    const inspected = await sources.inspect(fetched)
    expect(inspected).toMatchObject({ width: 1280, height: 720, placeholder: false })
    expect(await sources.own(ID, quality)).toEqual(inspected)
    // A 16:9 picture's pixels change nothing a lookup tells: none is decoded…
    expect(decodes).not.toHaveBeenCalled()
    // …until its bytes are to be served as they are: then once, for as long as it is kept.
    for (let i = 0; i < 2; i++)
      expect(await sources.own(ID, quality, { decode: true })).toEqual(inspected)
    expect(decodes).toHaveBeenCalledTimes(1)
    expect(paths).toEqual([MAXRES_JPG])
  })

  test('is inspected at once at the placeholder’s size: the placeholder is no picture', async () => {
    const placeholder = await greyImage('jpg', 120, 90, '#cfcfcf')
    const { sources } = setup(() => placeholder)
    expect(await sources.picture(ID, getQuality('default'))).toBeUndefined()
  })

  test('that does not decode is the host’s failure, and forgotten: the next request asks again', async () => {
    // Cut in its scan and given a new end marker: whole by its structure, broken to a decoder.
    const whole = await pictureImage('jpg', 1280, 720, { hue: 32 })
    const cut = Buffer.concat([whole.subarray(0, whole.length >> 1), Buffer.from([0xff, 0xd9])])
    const { sources, paths } = setup(() => cut)
    const quality = getQuality('maxresdefault')
    const fetched = await sources.picture(ID, quality)
    if (!fetched) throw new Error('no picture')
    await expect(sources.inspect(fetched, { decode: true })).rejects.toMatchObject({
      failure: 'corrupt',
    })
    await expect(sources.own(ID, quality, { decode: true })).rejects.toBeInstanceOf(UpstreamError)
    expect(paths).toEqual([MAXRES_JPG, MAXRES_JPG])
  })

  test('a body cut short never arrives: the host’s failure, before any decode', async () => {
    const whole = await pictureImage('jpg', 1280, 720, { hue: 33 })
    const { sources } = setup(() => whole.subarray(0, whole.length >> 1))
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    await expect(sources.own(ID, getQuality('maxresdefault'))).rejects.toMatchObject({
      failure: 'bad_type',
    })
    expect(decodes).not.toHaveBeenCalled()
  })
})

describe('which pictures a lookup decodes', () => {
  afterEach(() => vi.restoreAllMocks())

  /** Sources of a video with these pictures (size and bar), and how many decodes each `own` ran. */
  async function decodesOf(pictures: Record<string, [number, number, number?]>) {
    const images = new Map<string, Buffer>()
    let hue = 50
    for (const [name, [width, height, bar]] of Object.entries(pictures)) {
      const image = await pictureImage('jpg', width, height, { hue: hue++, ...(bar && { bar }) })
      images.set(`/vi/${ID}/${name}.jpg`, image)
    }
    const { sources } = setup((path) => images.get(path))
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    const seen: Record<string, number> = {}
    const results: Record<string, SourceResult> = {}
    for (const name of Object.keys(pictures)) {
      const before = decodes.mock.calls.length
      results[name] = await sources.own(ID, getQuality(name as QualityId))
      seen[name] = decodes.mock.calls.length - before
    }
    return { seen, results }
  }

  test('only those whose pixels tell: a 120×90 (the placeholder?) and a 4:3 one (bars?)', async () => {
    const { seen, results } = await decodesOf({
      default: [120, 90],
      mqdefault: [320, 180],
      hqdefault: [480, 360],
      maxresdefault: [1280, 720],
      hq720: [1280, 720],
    })
    expect(seen).toEqual({ default: 1, mqdefault: 0, hqdefault: 1, maxresdefault: 0, hq720: 0 })
    expect(Object.values(results).every((result) => result.found)).toBe(true)
  })

  test('a 4:3 frame takes the bars of the main picture of its size, without a decode', async () => {
    const { seen, results } = await decodesOf({
      hqdefault: [480, 360, 45],
      hq1: [480, 360, 45],
      sd1: [640, 480, 60],
      1: [120, 90, 11],
    })
    // No sddefault: sd1 looks at its own pixels; a 120×90 frame may be the placeholder.
    expect(seen).toEqual({ hqdefault: 1, hq1: 0, sd1: 1, 1: 1 })
    for (const [name, croppedHeight] of [
      ['hq1', 270],
      ['sd1', 360],
      ['1', 68],
    ] as const)
      expect(results[name], name).toMatchObject({ found: true, letterboxed: true, croppedHeight })
  })

  test('a frame to be served or cropped is decoded, and still takes the main picture’s bars', async () => {
    const main = await pictureImage('jpg', 480, 360, { bar: 45, hue: 90 })
    // A dark scene: its own pixels would read as bars of another height.
    const frame = await pictureImage('jpg', 480, 360, { bar: 70, hue: 91 })
    const { sources } = setup((path) =>
      path.endsWith('/hqdefault.jpg') ? main : path.endsWith('/hq1.jpg') ? frame : undefined,
    )
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer')
    const listed = await sources.own(ID, getQuality('hq1'))
    const before = decodes.mock.calls.length
    const served = await sources.own(ID, getQuality('hq1'), { decode: true })
    expect(decodes.mock.calls.length).toBeGreaterThan(before)
    for (const source of [listed, served])
      expect(source).toMatchObject({
        found: true,
        croppedHeight: 270,
        bars: { top: 45, bottom: 45 },
      })
  })
})
describe('hostFailure', () => {
  const timeout = new UpstreamError('timeout', 'no answer in time')
  const status = new UpstreamError('bad_status', 'status 500')

  test('is upstream_timeout when any path timed out, keeping the first failure', () => {
    expect(hostFailure([status, timeout])).toEqual({ code: 'upstream_timeout', cause: status })
  })

  test('counts a source that does not decode as the host failing', () => {
    const undecodable = new ConversionError('the image header could not be read')
    expect(hostFailure([undecodable]).code).toBe('upstream_error')
  })

  test('throws again an error that is neither the host failing nor a bad image', () => {
    const bug = new TypeError('a bug')
    expect(() => hostFailure([status, bug])).toThrow(bug)
  })
})

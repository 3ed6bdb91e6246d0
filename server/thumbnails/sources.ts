/**
 * The host's images, each fetched once: a path's bytes and what its header says, or its
 * absence, are kept for a while, and concurrent fetches of one path share one request. On
 * arrival the header is read, so a bomb is refused before anything decodes it
 * (docs/reliability.md, C1, C2), and the structure is checked (image-sniff.ts,
 * isCompleteImage), so a body cut short goes no further. A picture is listed only once
 * inspected (inspect.ts): a size its name has (core/qualities.ts, isPlausibleSize) and, where
 * its pixels tell (a 120×90 or 4:3 file), decoded cleanly and not the host's grey placeholder,
 * whatever status that came with; a 4:3 frame takes the bars of the main picture of its size
 * instead (barsFrom). Its bytes go out as they are only once decoded whole (`decode`). A conversion at the picture's own size takes it uninspected (`picture`): its own
 * decode reads every byte at the header's size (render.ts).
 */
import type { FormatId } from '#core/formats.ts'
import {
  getQuality,
  isPlausibleSize,
  MAIN_QUALITIES,
  type Quality,
  type QualityId,
} from '#core/qualities.ts'
import { createCoalescer } from './coalesce.ts'
import { ConversionError } from './convert.ts'
import { headerSize, isCompleteImage } from './image-sniff.ts'
import {
  inspectImage,
  mayBePlaceholder,
  needsPixels,
  readHeader,
  type ImageHeader,
  type Inspection,
} from './inspect.ts'
import { TtlCache, type CacheBudget, type CacheObserver } from '../shared/ttl-cache.ts'
import { UpstreamError, type Upstream } from './upstream.ts'

/** A file the host sent, as its header describes it: its pixels are not decoded yet. */
export type Picture = { found: true; bytes: Buffer; format: FormatId } & ImageHeader
/** A picture whose every byte decoded cleanly, with what its pixels show (inspect.ts). */
export type Source = Picture & Inspection
export type SourceResult = Source | { found: false }
type PictureResult = Picture | { found: false }

const NOT_FOUND = { found: false } as const

/** Whether a picture is a Source: inspected, with what its pixels show. */
export const isInspected = (picture: Picture): picture is Source => 'placeholder' in picture

/** The JPEG an upscaled quality falls back to, and whose presence it follows. */
export const BEST_JPEG: QualityId = 'maxresdefault'

/**
 * `decode`: the picture's every byte is decoded (once) whatever its size, as before serving the
 * host's bytes as they are: what structure cannot tell (inspect.ts) must not reach a visitor.
 */
export type InspectOptions = { decode?: boolean }

export type Sources = {
  /** A quality's own file on the host, or its absence; throws UpstreamError or ConversionError. */
  own(videoId: string, quality: Quality, options?: InspectOptions): Promise<SourceResult>
  /** What a quality is made from: its own file, or the best JPEG for an upscaled one without it. */
  forQuality(
    videoId: string,
    quality: Quality,
    options?: InspectOptions,
  ): Promise<Source | undefined>
  /** The host's WebP of a quality (`/vi_webp/`), when it keeps one; same rules as `own`. */
  webp(videoId: string, quality: Quality, options?: InspectOptions): Promise<SourceResult>
  /**
   * A quality's own file with only its header read (and its size checked against the name),
   * undefined when the video lacks it: for a conversion that decodes every byte at the
   * picture's own size, and so checks it as its inspection would. A picture of the
   * placeholder's size is inspected first all the same: only its pixels tell it apart.
   */
  picture(videoId: string, quality: Quality): Promise<Picture | undefined>
  /**
   * A picture from `picture` (or a Source) inspected, as `own` would give it (undefined: the
   * placeholder); `decode` also tells a broken file from a failed conversion. A picture that does not decode
   * throws UpstreamError 'corrupt', and is forgotten: the next request fetches it again.
   */
  inspect(picture: Picture, options?: InspectOptions): Promise<Source | undefined>
}

export function createSources({
  upstream,
  ttl,
  now,
  observer,
  budget,
}: {
  upstream: Upstream
  /** How long a found image and a missing one are kept. */
  ttl: { positiveMs: number; negativeMs: number }
  now: () => number
  /** Told of the cache's hits and misses (metrics.ts). */
  observer?: CacheObserver
  /** The byte budget shared with the other caches (CACHE_MEMORY_MB); none: only the count bounds it. */
  budget?: CacheBudget
}): Sources {
  // A hit saves a fetch from the host and, once inspected, the decode that inspects it (the
  // host's file, 3–300 KB; an absence is kept too, as a few dozen bytes).
  const cache = new TtlCache<string, PictureResult>({
    maxEntries: 5_000,
    sizeOf: (source) => (source.found ? source.bytes.length : 0) + 256,
    now,
    observer,
    ...(budget && { budget }),
  })
  const coalesce = createCoalescer()
  /**
   * Where each picture came from and its inspection once asked for, by its bytes (which its
   * Source shares): each is inspected once.
   */
  const pictures = new WeakMap<
    Buffer,
    { path: string; inspection?: Promise<SourceResult> | undefined; decoded?: boolean }
  >()

  function fetchPicture(path: string, format: FormatId, maxBytes: number): Promise<PictureResult> {
    const cached = cache.get(path)
    if (cached) return Promise.resolve(cached)
    return coalesce(path, async () => {
      const image = await upstream.fetchImage(path, format, undefined, maxBytes)
      let result: PictureResult = NOT_FOUND
      if (image.found) {
        // A body cut short, or a header claiming more than its data holds, by structure alone:
        // the host's broken file (502). A header cut off counts so too, and one over the pixel
        // cap stays the input's fault (ConversionError from readHeader, a 422).
        const incomplete = () => new UpstreamError('bad_type', 'incomplete image')
        const whole = () => isCompleteImage(image.bytes, format)
        if (headerSize(image.bytes) === undefined && !whole()) throw incomplete()
        const { width, height, hash } = readHeader(image.bytes)
        if (!whole()) throw incomplete()
        const picture: Picture = { found: true, bytes: image.bytes, format, width, height, hash }
        pictures.set(picture.bytes, { path })
        // The placeholder counts as "no such picture", even when the host said 200; it is
        // inspected now, so that its absence is kept as briefly as any other.
        if (!mayBePlaceholder(picture) || (await inspected(picture)).found) result = picture
      }
      cache.set(path, result, result.found ? ttl.positiveMs : ttl.negativeMs)
      return result
    })
  }

  function inspected(picture: Picture, decode = false): Promise<SourceResult> {
    const known = pictures.get(picture.bytes)
    if (!known) throw new Error('inspected: not a picture of these sources')
    // A decode asked for after an inspection from the header alone runs once more.
    if (decode && !known.decoded) {
      known.decoded = true
      known.inspection = undefined
    }
    known.inspection ??= inspectImage(picture.bytes, picture, { decode }).then(
      (inspection): SourceResult =>
        inspection.placeholder ? NOT_FOUND : { ...picture, ...inspection },
      (error: unknown) => {
        // Never kept: the next request asks the host again.
        cache.delete(known.path, picture)
        throw error
      },
    )
    return known.inspection
  }

  /** A found image that is not the size its name has is the host's failure, never served. */
  const plausible = (quality: Quality, result: PictureResult): PictureResult => {
    if (result.found && !isPlausibleSize(quality, result)) {
      throw new UpstreamError('implausible', `${result.width}×${result.height} for its name`)
    }
    return result
  }

  const fetchOwn = async (videoId: string, quality: Quality) =>
    plausible(
      quality,
      await fetchPicture(quality.source.path(videoId), quality.source.format, byteCap(quality)),
    )

  const own = async (
    videoId: string,
    quality: Quality,
    { decode = false }: InspectOptions = {},
  ): Promise<SourceResult> => {
    const picture = await fetchOwn(videoId, quality)
    if (!picture.found) return picture
    const main = barsFrom(quality, picture)
    const known = main && (await own(videoId, main).catch(() => NOT_FOUND))
    if (!known?.found) return inspected(picture, decode)
    // Decoded first when its bytes are to go out (or be cropped): sound, yet the video's bars.
    if (decode) await inspected(picture, true)
    return withBarsOf(picture, known)
  }

  /**
   * A frame with the bars of the video's main picture of its size: the bars are the video's
   * (its shape in the host's 4:3 files), and the main picture, a frame chosen to stand for
   * the video, tells them better than a dark scene might. The frame is what its header and
   * structure say (needsPixels aside), until its bytes are to be served as they are.
   */
  function withBarsOf(picture: Picture, main: Source): Source {
    const { letterboxed, croppedHeight, bars } = main
    return { ...picture, placeholder: false, letterboxed, croppedHeight, bars }
  }

  return {
    own,
    async webp(videoId, quality, { decode = false } = {}) {
      if (!quality.webpPath) return NOT_FOUND
      const picture = plausible(
        quality,
        await fetchPicture(quality.webpPath(videoId), 'webp', byteCap(quality)),
      )
      return picture.found ? inspected(picture, decode) : picture
    },
    async forQuality(videoId, quality, options) {
      const mine = await own(videoId, quality, options)
      if (mine.found || !quality.upscaleTo) return mine.found ? mine : undefined
      const best = await own(videoId, getQuality(BEST_JPEG), options)
      return best.found ? best : undefined
    },
    async picture(videoId, quality) {
      const picture = await fetchOwn(videoId, quality)
      return picture.found ? picture : undefined
    },
    async inspect(picture, { decode = false } = {}) {
      const source = await inspected(picture, decode)
      return source.found ? source : undefined
    },
  }
}

/**
 * The main quality whose bars a frame of this size takes (withBarsOf): for a 4:3 frame that
 * cannot be the placeholder, the main picture of its exact size; else none, and its own pixels
 * are looked at.
 * @example barsFrom(getQuality('hq1'), { width: 480, height: 360 }) // hqdefault
 */
export function barsFrom(
  quality: Quality,
  size: { width: number; height: number },
): Quality | undefined {
  if (quality.group === 'main' || mayBePlaceholder(size) || !needsPixels(size)) return undefined
  return MAIN_QUALITIES.find(
    ({ size: rule }) =>
      rule.kind === 'exact' && rule.width === size.width && rule.height === size.height,
  )
}

/**
 * The most bytes a picture of this name is read to: one byte per pixel of its size (a real
 * thumbnail JPEG is a quarter of that), at least 64 KiB. A cold lookup reads ~30 names at
 * once, so a host that sends oversized bodies on every path costs about 12 MiB, not 30 times
 * the 2 MiB cap of one fetch (upstream.ts).
 * @example byteCap(getQuality('default')) // 65536
 */
export function byteCap(quality: Quality): number {
  const { width, height } = quality.size.kind === 'exact' ? quality.size : ORIGINAL_MAX
  return Math.max(64 * 1024, width * height)
}

const ORIGINAL_MAX = { width: 1920, height: 1080 } as const

/** The image host failed, or was too slow on some path (then it is `upstream_timeout`). */
export type HostFailure = { code: 'upstream_error' | 'upstream_timeout'; cause: unknown }

/**
 * What failed fetches amount to: a timeout on any path, else a failing host (an
 * undecodable source counts as the host's failure here). Anything else is a bug
 * and is thrown again.
 * @example
 * hostFailure([new UpstreamError('timeout', 'no answer in time')]).code // 'upstream_timeout'
 */
export function hostFailure(failures: readonly unknown[]): HostFailure {
  const isKnown = (f: unknown) => f instanceof UpstreamError || f instanceof ConversionError
  const unknown = failures.filter((f) => !isKnown(f))
  if (unknown.length > 0) throw unknown[0]
  const upstreamFailures = failures.filter((f): f is UpstreamError => f instanceof UpstreamError)
  const timedOut = upstreamFailures.some((failure) => failure.failure === 'timeout')
  return { code: timedOut ? 'upstream_timeout' : 'upstream_error', cause: failures[0] }
}

/**
 * The host's images, each fetched once: a path's bytes and what they really
 * are (inspect.ts: size, placeholder, bars, hash), or its absence, are kept for
 * a while, and concurrent fetches of one path share one request. The header is
 * read on arrival, so a bomb is refused before anything decodes it
 * (docs/reliability.md, C1, C2); then the whole image is decoded once, and a
 * picture is a picture of its name only when it decodes cleanly to a size that
 * name has (core/qualities.ts, isPlausibleSize). The host's grey placeholder
 * is never a picture, whatever status it came with.
 */
import type { FormatId } from '#core/formats.ts'
import { getQuality, isPlausibleSize, type Quality, type QualityId } from '#core/qualities.ts'
import { createCoalescer } from './coalesce.ts'
import { ConversionError } from './convert.ts'
import { inspectImage, type Inspection } from './inspect.ts'
import { TtlCache, type CacheBudget, type CacheObserver } from './ttl-cache.ts'
import { UpstreamError, type Upstream } from './upstream.ts'

export type Source = { found: true; bytes: Buffer; format: FormatId } & Inspection
export type SourceResult = Source | { found: false }

/** The JPEG an upscaled quality falls back to, and whose presence it follows. */
export const BEST_JPEG: QualityId = 'maxresdefault'

export type Sources = {
  /** A quality's own file on the host, or its absence; throws UpstreamError or ConversionError. */
  own(videoId: string, quality: Quality): Promise<SourceResult>
  /** What a quality is made from: its own file, or the best JPEG for an upscaled one without it. */
  forQuality(videoId: string, quality: Quality): Promise<Source | undefined>
  /** The host's WebP of a quality (`/vi_webp/`), when it keeps one; same rules as `own`. */
  webp(videoId: string, quality: Quality): Promise<SourceResult>
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
  // A hit saves a fetch from the host and the decode that inspects it (the host's file, 3–300 KB;
  // an absence is kept too, as a few dozen bytes).
  const cache = new TtlCache<string, SourceResult>({
    maxEntries: 5_000,
    sizeOf: (source) => (source.found ? source.bytes.length : 0) + 256,
    now,
    observer,
    ...(budget && { budget }),
  })
  const coalesce = createCoalescer()

  function fetchSource(path: string, format: FormatId, maxBytes: number): Promise<SourceResult> {
    const cached = cache.get(path)
    if (cached) return Promise.resolve(cached)
    return coalesce(path, async () => {
      const image = await upstream.fetchImage(path, format, undefined, maxBytes)
      const inspected = image.found ? await inspectImage(image.bytes) : undefined
      // The placeholder counts as "no such picture", even when the host said 200.
      const result: SourceResult =
        image.found && inspected && !inspected.placeholder
          ? { found: true, bytes: image.bytes, format, ...inspected }
          : { found: false }
      cache.set(path, result, result.found ? ttl.positiveMs : ttl.negativeMs)
      return result
    })
  }

  /** A found image that is not the size its name has is the host's failure, never served. */
  const plausible = (quality: Quality, result: SourceResult): SourceResult => {
    if (result.found && !isPlausibleSize(quality, result)) {
      throw new UpstreamError('implausible', `${result.width}×${result.height} for its name`)
    }
    return result
  }

  const own = async (videoId: string, quality: Quality) =>
    plausible(
      quality,
      await fetchSource(quality.source.path(videoId), quality.source.format, byteCap(quality)),
    )

  return {
    own,
    async webp(videoId, quality) {
      if (!quality.webpPath) return { found: false }
      return plausible(
        quality,
        await fetchSource(quality.webpPath(videoId), 'webp', byteCap(quality)),
      )
    },
    async forQuality(videoId, quality) {
      const mine = await own(videoId, quality)
      if (mine.found || !quality.upscaleTo) return mine.found ? mine : undefined
      const best = await own(videoId, getQuality(BEST_JPEG))
      return best.found ? best : undefined
    },
  }
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

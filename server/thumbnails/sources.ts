/**
 * The host's images, each fetched once: a path's bytes and size (or its
 * absence) are kept for a while, and concurrent fetches of one path share one
 * request. The header is read on arrival, so a pixel liar or a bomb is refused
 * before anything decodes it (docs/reliability.md, C1, C2).
 */
import type { FormatId } from '#core/formats.ts'
import { getQuality, type Quality, type QualityId } from '#core/qualities.ts'
import { createCoalescer } from './coalesce.ts'
import { ConversionError, readImageSize } from './convert.ts'
import { TtlCache, type CacheObserver } from './ttl-cache.ts'
import { UpstreamError, type Upstream } from './upstream.ts'

export type Source = { found: true; bytes: Buffer; format: FormatId; width: number; height: number }
export type SourceResult = Source | { found: false }

/** The JPEG an upscaled quality falls back to, and whose presence it follows. */
export const BEST_JPEG: QualityId = 'maxresdefault'

export type Sources = {
  /** A quality's own file on the host, or its absence; throws UpstreamError or ConversionError. */
  own(videoId: string, quality: Quality): Promise<SourceResult>
  /** What a quality is made from: its own file, or the best JPEG for an upscaled one without it. */
  forQuality(videoId: string, quality: Quality): Promise<Source | undefined>
}

const MIB = 1024 * 1024

export function createSources({
  upstream,
  ttl,
  now,
  observer,
}: {
  upstream: Upstream
  /** How long a found image and a missing one are kept. */
  ttl: { positiveMs: number; negativeMs: number }
  now: () => number
  /** Told of the cache's hits and misses (metrics.ts). */
  observer?: CacheObserver
}): Sources {
  const cache = new TtlCache<string, SourceResult>({
    maxEntries: 5_000,
    maxBytes: 64 * MIB,
    sizeOf: (source) => (source.found ? source.bytes.length : 0),
    now,
    observer,
  })
  const coalesce = createCoalescer()

  function fetchSource(path: string, format: FormatId): Promise<SourceResult> {
    const cached = cache.get(path)
    if (cached) return Promise.resolve(cached)
    return coalesce(path, async () => {
      const image = await upstream.fetchImage(path, format)
      const result: SourceResult = image.found
        ? { found: true, bytes: image.bytes, format, ...(await readImageSize(image.bytes)) }
        : { found: false }
      cache.set(path, result, result.found ? ttl.positiveMs : ttl.negativeMs)
      return result
    })
  }

  const own = (videoId: string, quality: Quality) =>
    fetchSource(quality.source.path(videoId), quality.source.format)

  return {
    own,
    async forQuality(videoId, quality) {
      const mine = await own(videoId, quality)
      if (mine.found || !quality.upscaleTo) return mine.found ? mine : undefined
      const best = await own(videoId, getQuality(BEST_JPEG))
      return best.found ? best : undefined
    },
  }
}

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

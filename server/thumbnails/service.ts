/**
 * The thumbnail engine as routes and pages see it: which pictures a video has
 * (probe.ts) with its title and channel (oembed.ts, asked at the same time),
 * and one picture in one format (render.ts). Each answer is kept for
 * a while and each piece of work runs once for concurrent callers. Expected
 * failures (no such video, a failing host, a bad image, a full queue) are
 * returned as results whose codes are those of core/api-errors.ts; only bugs
 * throw.
 */
import type { FormatId } from '#core/formats.ts'
import type { Lookup } from '#core/lookup.ts'
import type { QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { strongEntityTag } from '../http/conditional.ts'
import { inSpan } from '../tracing.ts'
import { createCoalescer } from './coalesce.ts'
import type { Semaphore } from '../http/admission/semaphore.ts'
import { withinBudget, type OverBudget } from './host-budget.ts'
import type { ThumbnailMetrics } from './metrics.ts'
import { NO_VIDEO_INFO, type VideoInfo, type VideoInfoSource } from './oembed.ts'
import { PROBES_PER_LOOKUP, probe, type ProbeFailure } from './probe.ts'
import {
  createRenderer,
  type Download,
  type RenderOptions,
  type Rendered,
  type RenderFailure,
} from './render.ts'
import { createSources } from './sources.ts'
import { memoryLookupCache, type LookupCache } from './lookup-cache.ts'
import {
  CacheBudget,
  DEFAULT_CACHE_MEMORY_MB,
  TtlCache,
  type CacheObserver,
} from '../shared/ttl-cache.ts'
import type { Upstream } from './upstream.ts'

export const CACHE_TTL = { positiveMs: 10 * 60_000, negativeMs: 60_000 } as const
const MIB = 1024 * 1024
/** The share of the cache budget set apart for lookups in this process (CacheBudget.reserve). */
export const LOOKUP_SHARE = 1 / 8

/**
 * A converted file as the routes serve it: the bytes and their strong entity tag
 * (server/http/conditional.ts), computed once when the file is made, not once per request.
 */
export type ServedFile = Download & { etag: string }

/** Every way the engine can fail; each code is an API error code (core/api-errors.ts). */
export type ThumbnailFailure = ProbeFailure | RenderFailure | OverBudget

export type ThumbnailService = {
  lookup(videoId: string): Promise<Result<Lookup, ProbeFailure | OverBudget>>
  /** Title and channel (null when unknown), for a file named after the title. Never fails. */
  videoInfo(videoId: string): Promise<VideoInfo>
  /**
   * `client` (server/http/client-key.ts) is charged if a conversion has to run. `keep: false`
   * answers from the output cache but does not add to it (a batch's pictures, asked once).
   */
  download(
    videoId: string,
    quality: QualityId,
    format: FormatId,
    options?: Pick<RenderOptions, 'crop' | 'overlay' | 'client'> & { keep?: boolean },
  ): Promise<Rendered<ServedFile>>
  /** A small WebP of one quality (at most PREVIEW_WIDTH wide) for showing on its card. */
  preview(
    videoId: string,
    quality: QualityId,
    options?: Pick<RenderOptions, 'crop' | 'client'>,
  ): Promise<Rendered<ServedFile>>
}

const NO_THUMBNAILS = { ok: false, code: 'no_thumbnails' } as const

export function createThumbnailService({
  upstream,
  converter,
  info = NO_VIDEO_INFO,
  now = () => Date.now(),
  metrics,
  lookupCache,
  budget = new CacheBudget(DEFAULT_CACHE_MEMORY_MB * MIB),
}: {
  upstream: Upstream
  converter: Semaphore
  /** Where titles come from (oembed.ts); none by default. */
  info?: VideoInfoSource
  now?: () => number
  /** Observes the caches (metrics.ts); api.ts passes it with the queue and client it wrapped. */
  metrics?: ThumbnailMetrics
  /** Where lookups are kept (lookup-cache.ts): shared in Redis, or this process's by default. */
  lookupCache?: (observer: CacheObserver | undefined) => LookupCache
  /**
   * The bytes the caches share (CACHE_MEMORY_MB): lookups, sources and outputs here, and the
   * titles when server/start.ts gives oembed.ts the same one.
   */
  budget?: CacheBudget
}): ThumbnailService {
  const sources = createSources({
    upstream,
    ttl: CACHE_TTL,
    now,
    observer: metrics?.cache('sources'),
    budget,
  })
  const render = createRenderer({ sources, converter, budget: upstream.budget })
  // null: the video has no thumbnails at all.
  // A hit saves a lookup's probes of the host and its oEmbed request (a lookup is small). Kept in
  // a share of the budget of their own: under one least-recently-used order with the host's
  // files, which each lookup brings many of, later lookups pushed the first out
  // (docs/performance.md, "The caches and their one budget").
  const lookups = (
    lookupCache ??
    ((observer) => memoryLookupCache({ now, observer, budget: budget.reserve(LOOKUP_SHARE) }))
  )(metrics?.cache('lookups'))
  // A hit saves a fetch and a conversion (the encoded file, 10 KB to 5 MB).
  const outputs = new TtlCache<string, ServedFile>({
    maxEntries: 2_000,
    sizeOf: (output) => output.bytes.length,
    budget,
    now,
    observer: metrics?.cache('outputs'),
  })
  const coalesce = createCoalescer()

  async function lookupAnew(videoId: string): Promise<Result<Lookup, ProbeFailure>> {
    // The title is asked for alongside the pictures: one round trip for both.
    const [probed, about] = await Promise.all([probe(sources, videoId), info.info(videoId)])
    if (!probed.ok) {
      // "None at all" is kept briefly; a failing host is asked again by the next lookup.
      if (probed.code === 'no_thumbnails') await lookups.set(videoId, null, CACHE_TTL.negativeMs)
      return probed
    }
    const { thumbnails, partial } = probed.value
    const lookup: Lookup = { videoId, title: about.title, channel: about.channel, thumbnails }
    // A partial answer (some names failed, or the title could not be asked) is kept briefly.
    const whole = !partial && about.settled
    await lookups.set(videoId, lookup, whole ? CACHE_TTL.positiveMs : CACHE_TTL.negativeMs)
    return { ok: true, value: lookup }
  }

  /**
   * Only a success is kept (and only when `keep`): a failure is answered to everyone waiting for
   * it, then forgotten.
   */
  function cachedOutput(
    key: string,
    make: () => Promise<Rendered>,
    keep = true,
  ): Promise<Rendered<ServedFile>> {
    const cached = outputs.get(key)
    if (cached) return Promise.resolve({ ok: true, value: cached })
    return coalesce(`output:${key}`, async (): Promise<Rendered<ServedFile>> => {
      const output = await make()
      if (!output.ok) return output
      // Hashing a large file costs milliseconds: done here once, not on every request for it.
      const file = { ...output.value, etag: strongEntityTag(output.value.bytes) }
      if (keep) outputs.set(key, file, CACHE_TTL.positiveMs)
      return { ok: true, value: file }
    })
  }

  return {
    lookup(videoId) {
      return inSpan<Result<Lookup, ProbeFailure | OverBudget>>(
        'thumbgrab.lookup',
        {},
        async (span) => {
          const cached = await lookups.get(videoId)
          span?.setAttribute('thumbgrab.cache', cached === undefined ? 'miss' : 'hit')
          if (cached === null) return NO_THUMBNAILS
          if (cached) return { ok: true, value: cached }
          // Every probe is reserved up front, or the lookup is refused whole (host-budget.ts).
          const found = await coalesce(`lookup:${videoId}`, () =>
            withinBudget(upstream.budget, PROBES_PER_LOOKUP, () => lookupAnew(videoId)),
          )
          span?.setAttribute('thumbgrab.outcome', found.ok ? 'found' : found.code)
          return found
        },
      )
    },

    async videoInfo(videoId) {
      const { title, channel } = await info.info(videoId)
      return { title, channel }
    },

    download(videoId, qualityId, format, { crop, overlay, client, keep } = {}) {
      return cachedOutput(
        `${videoId}/${qualityId}.${format}?crop=${crop ?? ''}&overlay=${overlay ?? ''}`,
        () => render(videoId, qualityId, format, { crop, overlay, client }),
        keep,
      )
    },

    preview(videoId, qualityId, { crop, client } = {}) {
      return cachedOutput(`${videoId}/preview/${qualityId}?crop=${crop ?? ''}`, () =>
        render(videoId, qualityId, 'webp', { preview: true, crop, client }),
      )
    },
  }
}

/**
 * The thumbnail engine as routes and pages see it: which qualities a video has
 * (probe.ts) and one quality in one format (render.ts). Each answer is kept for
 * a while and each piece of work runs once for concurrent callers. Expected
 * failures (no such video, a failing host, a bad image, a full queue) are
 * returned as results whose codes are those of core/api-errors.ts; only bugs
 * throw.
 */
import type { FormatId } from '#core/formats.ts'
import type { Lookup } from '#core/lookup.ts'
import type { QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { createCoalescer } from './coalesce.ts'
import type { Limiter } from './limiter.ts'
import { withinBudget, type OverBudget } from './host-budget.ts'
import { PROBE_REQUESTS, probe, type ProbeFailure } from './probe.ts'
import { createRenderer, type Download, type Rendered, type RenderFailure } from './render.ts'
import { createSources } from './sources.ts'
import { TtlCache } from './ttl-cache.ts'
import type { Upstream } from './upstream.ts'

export const CACHE_TTL = { positiveMs: 10 * 60_000, negativeMs: 60_000 } as const
const MIB = 1024 * 1024

/** Every way the engine can fail; each code is an API error code (core/api-errors.ts). */
export type ThumbnailFailure = ProbeFailure | RenderFailure | OverBudget

export type ThumbnailService = {
  lookup(videoId: string): Promise<Result<Lookup, ProbeFailure | OverBudget>>
  /** `client` (server/http/client-key.ts) is charged if a conversion has to run. */
  download(
    videoId: string,
    quality: QualityId,
    format: FormatId,
    client?: string,
  ): Promise<Rendered>
  /** A small WebP of one quality (at most PREVIEW_WIDTH wide) for showing on its card. */
  preview(videoId: string, quality: QualityId, client?: string): Promise<Rendered>
}

const NO_THUMBNAILS = { ok: false, code: 'no_thumbnails' } as const

export function createThumbnailService({
  upstream,
  converter,
  now = () => Date.now(),
}: {
  upstream: Upstream
  converter: Limiter
  now?: () => number
}): ThumbnailService {
  const sources = createSources({ upstream, ttl: CACHE_TTL, now })
  const render = createRenderer({ sources, converter, budget: upstream.budget })
  // null: the video has no thumbnails at all.
  const lookups = new TtlCache<string, Lookup | null>({ maxEntries: 10_000, now })
  const outputs = new TtlCache<string, Download>({
    maxEntries: 2_000,
    maxBytes: 96 * MIB,
    sizeOf: (output) => output.bytes.length,
    now,
  })
  const coalesce = createCoalescer()

  async function lookupAnew(videoId: string): Promise<Result<Lookup, ProbeFailure>> {
    const probed = await probe(sources, videoId)
    if (!probed.ok) {
      // "None at all" is kept briefly; a failing host is asked again by the next lookup.
      if (probed.code === 'no_thumbnails') lookups.set(videoId, null, CACHE_TTL.negativeMs)
      return probed
    }
    const { lookup, partial } = probed.value
    // A partial answer (some qualities failed) is kept only briefly.
    lookups.set(videoId, lookup, partial ? CACHE_TTL.negativeMs : CACHE_TTL.positiveMs)
    return { ok: true, value: lookup }
  }

  /** Only a success is kept: a failure is answered to everyone waiting for it, then forgotten. */
  function cachedOutput(key: string, make: () => Promise<Rendered>): Promise<Rendered> {
    const cached = outputs.get(key)
    if (cached) return Promise.resolve({ ok: true, value: cached })
    return coalesce(`output:${key}`, async () => {
      const output = await make()
      if (output.ok) outputs.set(key, output.value, CACHE_TTL.positiveMs)
      return output
    })
  }

  return {
    lookup(videoId) {
      const cached = lookups.get(videoId)
      if (cached === null) return Promise.resolve(NO_THUMBNAILS)
      if (cached) return Promise.resolve({ ok: true, value: cached })
      // Every probe is reserved up front, or the lookup is refused whole (host-budget.ts).
      return coalesce(`lookup:${videoId}`, () =>
        withinBudget(upstream.budget, PROBE_REQUESTS, () => lookupAnew(videoId)),
      )
    },

    download(videoId, qualityId, format, client) {
      return cachedOutput(`${videoId}/${qualityId}.${format}`, () =>
        render(videoId, qualityId, format, { client }),
      )
    },

    preview(videoId, qualityId, client) {
      return cachedOutput(`${videoId}/preview/${qualityId}`, () =>
        render(videoId, qualityId, 'webp', { preview: true, client }),
      )
    },
  }
}

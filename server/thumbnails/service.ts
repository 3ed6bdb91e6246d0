/**
 * The thumbnail engine: which qualities a video has (probed in parallel,
 * cached, concurrent lookups coalesced) and the bytes of one quality in one
 * format (passed through or converted, cached). Expected failures (no such
 * video, a failing host, a bad image, a full queue) are returned as results
 * whose codes are those of core/api-errors.ts; only bugs throw.
 */
import { PREVIEW_WIDTH, thumbnailApiPath, thumbnailPreviewPath } from '#core/filename.ts'
import { needsConversion, type Lookup, type ThumbnailEntry } from '#core/lookup.ts'
import { getQuality, QUALITIES, type Quality, type QualityId } from '#core/qualities.ts'
import type { FormatId } from '#core/formats.ts'
import type { Result } from '#core/result.ts'
import { ConversionError, convertImage, readImageSize } from './convert.ts'
import { QueueFullError, type Limiter, type Reservation } from './limiter.ts'
import { TtlCache } from './ttl-cache.ts'
import { UpstreamError, type Upstream } from './upstream.ts'

export const CACHE_TTL = { positiveMs: 10 * 60_000, negativeMs: 60_000 } as const
const MIB = 1024 * 1024
/** Previews are looked at, not kept: a lower quality keeps six of them to a few dozen KB. */
const PREVIEW_QUALITY = 60

export type Download = { bytes: Buffer; format: FormatId; width: number; height: number }

type Source = { found: true; bytes: Buffer; format: FormatId; width: number; height: number }
type SourceResult = Source | { found: false }

/** The image host failed, or was too slow on some path (then it is `upstream_timeout`). */
type HostFailure = { code: 'upstream_error' | 'upstream_timeout'; cause: unknown }

export type ProbeFailure = { code: 'no_thumbnails' } | HostFailure

export type RenderFailure =
  | HostFailure
  /** The video lacks this quality. */
  | { code: 'not_found'; quality: QualityId }
  /** The source breaks our limits or does not decode: the input's fault, not the host's. */
  | { code: 'conversion_failed'; cause: unknown }
  /** No conversion place is free: try again shortly. */
  | { code: 'overloaded'; cause?: unknown }

/** Every way the engine can fail; each code is an API error code (core/api-errors.ts). */
export type ThumbnailFailure = ProbeFailure | RenderFailure

export type ThumbnailService = {
  lookup(videoId: string): Promise<Result<Lookup, ProbeFailure>>
  download(
    videoId: string,
    quality: QualityId,
    format: FormatId,
  ): Promise<Result<Download, RenderFailure>>
  /** A small WebP of one quality (at most PREVIEW_WIDTH wide) for showing on its card. */
  preview(videoId: string, quality: QualityId): Promise<Result<Download, RenderFailure>>
}

type Rendered = Result<Download, RenderFailure>

/** The JPEG an upscaled quality falls back to, and whose presence it follows. */
const BEST_JPEG: QualityId = 'maxresdefault'

export function createThumbnailService({
  upstream,
  converter,
  now = () => Date.now(),
}: {
  upstream: Upstream
  converter: Limiter
  now?: () => number
}): ThumbnailService {
  const lookups = new TtlCache<string, Lookup | null>({ maxEntries: 10_000, now })
  const sources = new TtlCache<string, SourceResult>({
    maxEntries: 5_000,
    maxBytes: 64 * MIB,
    sizeOf: (source) => (source.found ? source.bytes.length : 0),
    now,
  })
  const outputs = new TtlCache<string, Download>({
    maxEntries: 2_000,
    maxBytes: 96 * MIB,
    sizeOf: (output) => output.bytes.length,
    now,
  })
  const inflight = new Map<string, Promise<unknown>>()

  /** Runs `task` once for concurrent callers with the same key. */
  function coalesce<T>(key: string, task: () => Promise<T>): Promise<T> {
    const running = inflight.get(key) as Promise<T> | undefined
    if (running) return running
    const started = task().finally(() => inflight.delete(key))
    inflight.set(key, started)
    return started
  }

  function fetchSource(path: string, format: FormatId): Promise<SourceResult> {
    const cached = sources.get(path)
    if (cached) return Promise.resolve(cached)
    return coalesce(`source:${path}`, async () => {
      const image = await upstream.fetchImage(path, format)
      // Reading the header refuses a pixel liar or bomb before anything decodes it (C1, C2).
      const result: SourceResult = image.found
        ? { found: true, bytes: image.bytes, format, ...(await readImageSize(image.bytes)) }
        : { found: false }
      sources.set(path, result, result.found ? CACHE_TTL.positiveMs : CACHE_TTL.negativeMs)
      return result
    })
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

  async function probe(videoId: string): Promise<Result<Lookup, ProbeFailure>> {
    const direct = QUALITIES.filter((quality) => !quality.upscaleTo)
    const settled = await Promise.allSettled(
      direct.map((quality) => fetchSource(quality.source.path(videoId), quality.source.format)),
    )
    const found = new Map<QualityId, Source>()
    const failures: unknown[] = []
    settled.forEach((outcome, i) => {
      const quality = direct[i] as Quality
      if (outcome.status === 'rejected') failures.push(outcome.reason)
      else if (outcome.value.found) found.set(quality.id, outcome.value)
    })
    if (found.size === 0) {
      if (failures.length > 0) return { ok: false, ...hostFailure(failures) }
      lookups.set(videoId, null, CACHE_TTL.negativeMs)
      return NO_THUMBNAILS
    }
    const lookup = { videoId, thumbnails: QUALITIES.map((q) => entryFor(videoId, q, found)) }
    // A partial answer (some qualities failed) is kept only briefly.
    lookups.set(videoId, lookup, failures.length ? CACHE_TTL.negativeMs : CACHE_TTL.positiveMs)
    return { ok: true, value: lookup }
  }

  async function sourceFor(videoId: string, quality: Quality): Promise<Source | undefined> {
    const own = await fetchSource(quality.source.path(videoId), quality.source.format)
    if (own.found || !quality.upscaleTo) return own.found ? own : undefined
    const fallback = getQuality(BEST_JPEG)
    const best = await fetchSource(fallback.source.path(videoId), fallback.source.format)
    return best.found ? best : undefined
  }

  async function render(
    videoId: string,
    qualityId: QualityId,
    format: FormatId,
    preview = false,
  ): Promise<Rendered> {
    const quality = getQuality(qualityId)
    const converts = preview || needsConversion(qualityId, format)
    // Hold a conversion place before fetching: a 503 decided after the upstream round trip is
    // neither fast nor cheap when hundreds of clients wait (docs/reliability.md, H2: 503 p99
    // ≤ 100 ms).
    const place = converts ? converter.reserve() : undefined
    if (converts && !place) return { ok: false, code: 'overloaded' }
    try {
      return await renderIn(place, videoId, quality, format, preview)
    } finally {
      // Idempotent: normally given back already, right before the conversion runs.
      place?.release()
    }
  }

  async function renderIn(
    place: Reservation | undefined,
    videoId: string,
    quality: Quality,
    format: FormatId,
    preview: boolean,
  ): Promise<Rendered> {
    let source: Source | undefined
    try {
      source = await sourceFor(videoId, quality)
    } catch (error) {
      // A source of the right type that breaks our limits or does not decode is the input's fault.
      if (error instanceof ConversionError)
        return { ok: false, code: 'conversion_failed', cause: error }
      return { ok: false, ...hostFailure([error]) }
    }
    if (!source) return { ok: false, code: 'not_found', quality: quality.id }
    if (!place) {
      const { bytes, width, height } = source
      return { ok: true, value: { bytes, format, width, height } }
    }
    const options = preview
      ? { format, maxWidth: PREVIEW_WIDTH, quality: PREVIEW_QUALITY }
      : { format, resizeTo: quality.upscaleTo }
    try {
      // Give the place back and take it in the same tick: nobody can come in between.
      place.release()
      const { bytes } = source
      const converted = await converter.run(() => convertImage(bytes, options))
      return { ok: true, value: { ...converted, format } }
    } catch (error) {
      if (error instanceof QueueFullError) return { ok: false, code: 'overloaded', cause: error }
      if (error instanceof ConversionError)
        return { ok: false, code: 'conversion_failed', cause: error }
      throw error
    }
  }

  return {
    lookup(videoId) {
      const cached = lookups.get(videoId)
      if (cached === null) return Promise.resolve(NO_THUMBNAILS)
      if (cached) return Promise.resolve({ ok: true, value: cached })
      return coalesce(`lookup:${videoId}`, () => probe(videoId))
    },

    download(videoId, qualityId, format) {
      return cachedOutput(`${videoId}/${qualityId}.${format}`, () =>
        render(videoId, qualityId, format),
      )
    },

    preview(videoId, qualityId) {
      return cachedOutput(`${videoId}/preview/${qualityId}`, () =>
        render(videoId, qualityId, 'webp', true),
      )
    },
  }
}

function entryFor(
  videoId: string,
  quality: Quality,
  found: Map<QualityId, Source>,
): ThumbnailEntry {
  const source = found.get(quality.upscaleTo ? BEST_JPEG : quality.id)
  const size = quality.upscaleTo ?? source
  return {
    quality: quality.id,
    name: quality.name,
    resolution: quality.resolution,
    width: source && size ? size.width : null,
    height: source && size ? size.height : null,
    available: Boolean(source),
    upscaled: Boolean(quality.upscaleTo),
    downloadUrl: source ? thumbnailApiPath(videoId, quality.id, 'jpg') : null,
    previewUrl: source ? thumbnailPreviewPath(videoId, quality.id) : null,
  }
}

const NO_THUMBNAILS = { ok: false, code: 'no_thumbnails' } as const

/**
 * A timeout on any path, else a failing host; an undecodable source counts as the host's failure
 * here. Anything else is a bug and is thrown again.
 */
function hostFailure(failures: unknown[]): HostFailure {
  const isKnown = (f: unknown) => f instanceof UpstreamError || f instanceof ConversionError
  const unknown = failures.filter((f) => !isKnown(f))
  if (unknown.length > 0) throw unknown[0]
  const upstreamFailures = failures.filter((f): f is UpstreamError => f instanceof UpstreamError)
  const timedOut = upstreamFailures.some((failure) => failure.failure === 'timeout')
  return { code: timedOut ? 'upstream_timeout' : 'upstream_error', cause: failures[0] }
}

/**
 * One quality of a video in one format: the host's own file when it already
 * is that format and size, else a conversion by sharp in the conversion queue.
 * A conversion holds its place in the queue from before the fetch until the
 * moment it runs, so a full queue is refused before any upstream round trip.
 */
import { PREVIEW_WIDTH } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import { getQuality, needsConversion, type Quality, type QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { ConversionError, convertImage, type ConvertOptions } from './convert.ts'
import { withinBudget, type HostBudget } from './host-budget.ts'
import { QueueFullError, type Limiter, type Reservation } from './limiter.ts'
import { hostFailure, type HostFailure, type Source, type Sources } from './sources.ts'

/** Previews are looked at, not kept: a lower quality keeps six of them to a few dozen KB. */
const PREVIEW_QUALITY = 60

export type Download = { bytes: Buffer; format: FormatId; width: number; height: number }

export type RenderFailure =
  | HostFailure
  /** The video lacks this quality. */
  | { code: 'not_found'; quality: QualityId }
  /** The source breaks our limits or does not decode: the input's fault, not the host's. */
  | { code: 'conversion_failed'; cause: unknown }
  /** No conversion place is free: try again shortly. */
  | { code: 'overloaded'; cause?: unknown; retryAfterSeconds?: number }
  /** This client has used its conversions for now (limiter.ts `admit`): try again in that many seconds. */
  | { code: 'rate_limited'; retryAfterSeconds: number }

export type Rendered<T = Download> = Result<T, RenderFailure>

export type Render = (
  videoId: string,
  quality: QualityId,
  format: FormatId,
  /** `client`: who asks (server/http/client-key.ts), for the conversion queue's per-client limits. */
  options?: { preview?: boolean; client?: string },
) => Promise<Rendered<Download>>

/**
 * @example
 * const render = createRenderer({ sources, converter })
 * const png = await render('dQw4w9WgXcQ', 'hqdefault', 'png')
 * if (png.ok) png.value.format // 'png'
 */
export function createRenderer({
  sources,
  converter,
  budget,
}: {
  sources: Sources
  converter: Limiter
  /** Host requests are reserved here (host-budget.ts); none: no budget. */
  budget?: HostBudget
}): Render {
  /** The source, or why there is none: the host failed, the video lacks it, or it is unsound. */
  async function sourceOf(videoId: string, quality: Quality): Promise<Rendered<Source>> {
    try {
      const source = await sources.forQuality(videoId, quality)
      if (source) return { ok: true, value: source }
      return { ok: false, code: 'not_found', quality: quality.id }
    } catch (error) {
      // A source of the right type that breaks our limits or does not decode is the input's fault.
      if (error instanceof ConversionError)
        return { ok: false, code: 'conversion_failed', cause: error }
      return { ok: false, ...hostFailure([error]) }
    }
  }

  /** The conversion in the queue, once the place held for it is given back. */
  async function convert(
    place: Reservation,
    client: string | undefined,
    bytes: Buffer,
    options: ConvertOptions,
  ): Promise<Rendered<Download>> {
    try {
      // Give the place back and take it in the same tick: nobody can come in between.
      place.release()
      const converted = await converter.run(() => convertImage(bytes, options), client)
      return { ok: true, value: { ...converted, format: options.format } }
    } catch (error) {
      if (error instanceof QueueFullError) return { ok: false, code: 'overloaded', cause: error }
      if (error instanceof ConversionError)
        return { ok: false, code: 'conversion_failed', cause: error }
      throw error
    }
  }

  return async (videoId, qualityId, format, { preview = false, client } = {}) => {
    const quality = getQuality(qualityId)
    const converts = preview || needsConversion(qualityId, format)
    // Hold a conversion place before fetching: a 503 decided after the upstream round trip is
    // neither fast nor cheap when hundreds of clients wait (docs/reliability.md, H2: 503 p99
    // ≤ 100 ms).
    // A preview (a few dozen ms) is not charged to the client's bucket: a page of a new video
    // shows six, and a visitor browsing videos must not spend downloads on them.
    const place = converts ? converter.reserve(client, { charge: !preview }) : undefined
    if (place && 'refused' in place) {
      if (place.refused === 'busy') return { ok: false, code: 'overloaded' }
      return { ok: false, code: 'rate_limited', retryAfterSeconds: place.retryAfterSeconds }
    }
    try {
      // Its own file and, for an upscaled quality without one, the best JPEG: two at most.
      const source = await withinBudget(budget, quality.upscaleTo ? 2 : 1, () =>
        sourceOf(videoId, quality),
      )
      if (!source.ok) return source
      const { bytes, width, height } = source.value
      if (!place) return { ok: true, value: { bytes, format, width, height } }
      return await convert(
        place,
        client,
        bytes,
        preview
          ? { format, maxWidth: PREVIEW_WIDTH, quality: PREVIEW_QUALITY }
          : { format, resizeTo: quality.upscaleTo },
      )
    } finally {
      // Idempotent: normally given back already, right before the conversion runs.
      place?.release()
    }
  }
}

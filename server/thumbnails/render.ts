/**
 * One quality of a video in one format: the host's own file when it already
 * is that format and size (a JPG, or the host's own WebP from `/vi_webp/` when
 * it keeps one), else a conversion by sharp in the conversion queue. With
 * `crop: 'letterbox'` the dark bars found in the pixels are cut away (inspect.ts);
 * a picture without bars comes back unchanged.
 * A conversion holds its place in the queue from before the fetch until the
 * moment it runs, so a full queue is refused before any upstream round trip.
 * A conversion at the picture's own size decodes every byte of it at the size
 * its header gave, which is what a source's inspection checks (inspect.ts): it
 * takes the picture uninspected, and the inspection's decode runs only if the
 * conversion fails, to tell a broken file from the host from a failed conversion.
 * Any other crop (a shape: core/crops.ts) is cut where crop.ts finds what the picture shows, and
 * `overlay: 'play'` draws a play button on the result.
 */
import type { Crop } from '#core/crops.ts'
import { PREVIEW_WIDTH, type Overlay } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import { getQuality, needsConversion, type Quality, type QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { ConversionError, convertImage, type ConvertedImage } from './convert.ts'
import { cropRegion } from './crop.ts'
import { withinBudget, type HostBudget } from './host-budget.ts'
import { QueueFullError, type Semaphore, type Reservation } from '../http/admission/semaphore.ts'
import {
  barsFrom,
  hostFailure,
  isInspected,
  type HostFailure,
  type Picture,
  type Source,
  type Sources,
} from './sources.ts'
import { UpstreamError } from './upstream.ts'

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
  /** This client has used its conversions for now (server/http/admission/semaphore.ts, `admit`): try again in that many seconds. */
  | { code: 'rate_limited'; retryAfterSeconds: number }

export type Rendered<T = Download> = Result<T, RenderFailure>

export type RenderOptions = {
  /** A small WebP for the card (at most PREVIEW_WIDTH wide). */
  preview?: boolean
  crop?: Crop | undefined
  overlay?: Overlay | undefined
  /** Who asks (server/http/client-key.ts), for the conversion queue's per-client limits. */
  client?: string
}

export type Render = (
  videoId: string,
  quality: QualityId,
  format: FormatId,
  options?: RenderOptions,
) => Promise<Rendered<Download>>

/** What a failure to get or inspect a source amounts to; a bug is thrown again. */
function sourceFailure(error: unknown): RenderFailure {
  // A source of the right type that breaks our limits or does not decode is the input's fault.
  if (error instanceof ConversionError) return { code: 'conversion_failed', cause: error }
  return hostFailure([error])
}

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
  converter: Semaphore
  /** Host requests are reserved here (host-budget.ts); none: no budget. */
  budget?: HostBudget
}): Render {
  /**
   * The source, or why there is none: the host failed, the video lacks it, or it is unsound.
   * `uninspected`: the quality's own file with only its header read (sources.ts, `picture`).
   * `asIs`: the host's bytes are served as they are, so they are decoded first, whatever size.
   */
  async function sourceOf(
    videoId: string,
    quality: Quality,
    { uninspected, asIs }: { uninspected: boolean; asIs: boolean },
  ): Promise<Rendered<Picture>> {
    try {
      const source = uninspected
        ? await sources.picture(videoId, quality)
        : await sources.forQuality(videoId, quality, { decode: asIs })
      if (source) return { ok: true, value: source }
      return { ok: false, code: 'not_found', quality: quality.id }
    } catch (error) {
      return { ok: false, ...sourceFailure(error) }
    }
  }

  /**
   * A picture taken uninspected, decoded now: undefined when it is sound, else the failure.
   * The host's WebP goes out for it only while it is (a broken JPG is a broken picture).
   */
  async function unsound(picture: Picture): Promise<RenderFailure | undefined> {
    try {
      await sources.inspect(picture, { decode: true })
      return undefined
    } catch (error) {
      return sourceFailure(error)
    }
  }

  /**
   * A conversion of `picture`, whose failure is told apart: when it fails, the picture is
   * decoded alone, which tells a broken file from the host (UpstreamError 'corrupt', the host's
   * failure) from a failed conversion (ConversionError, thrown again).
   */
  async function diagnosed<T>(picture: Picture, job: () => Promise<T>): Promise<T> {
    try {
      return await job()
    } catch (error) {
      if (error instanceof ConversionError) await sources.inspect(picture, { decode: true })
      throw error
    }
  }

  /**
   * Converts a picture not inspected yet at its own size. The conversion's decode reads every
   * byte (a warning is an error: convert.ts) and must give the header's size; another size is
   * the host's failure.
   */
  async function convertUninspected(picture: Picture, format: FormatId): Promise<ConvertedImage> {
    const converted = await diagnosed(picture, () => convertImage(picture.bytes, { format }))
    const { width, height } = converted
    if (width === picture.width && height === picture.height) return converted
    await sources.inspect(picture, { decode: true })
    throw new UpstreamError(
      'corrupt',
      `decoded at ${width}×${height}, not the header’s ${picture.width}×${picture.height}`,
    )
  }

  /**
   * The host's WebP of a quality, when it keeps one, decoded whole (it is served as it is); any
   * failure only means "convert instead".
   */
  async function hostWebp(videoId: string, quality: Quality): Promise<Source | undefined> {
    try {
      const webp = await sources.webp(videoId, quality, { decode: true })
      return webp.found ? webp : undefined
    } catch {
      return undefined
    }
  }

  /** The conversion in the queue, once the place held for it is given back. */
  async function convert(
    place: Reservation,
    client: string | undefined,
    format: FormatId,
    job: () => Promise<ConvertedImage & { format?: FormatId }>,
  ): Promise<Rendered<Download>> {
    try {
      // Give the place back and take it in the same tick: nobody can come in between.
      place.release()
      const converted = await converter.run(job, client)
      return { ok: true, value: { format, ...converted } }
    } catch (error) {
      if (error instanceof QueueFullError) return { ok: false, code: 'overloaded', cause: error }
      if (error instanceof ConversionError)
        return { ok: false, code: 'conversion_failed', cause: error }
      // The source did not decode after all (convertUninspected): the host sent a broken file.
      if (error instanceof UpstreamError) return { ok: false, ...hostFailure([error]) }
      throw error
    }
  }

  return async (videoId, qualityId, format, { preview = false, crop, overlay, client } = {}) => {
    const quality = getQuality(qualityId)
    const converts =
      preview || Boolean(crop) || Boolean(overlay) || needsConversion(qualityId, format)
    // Hold a conversion place before fetching: a 503 decided after the upstream round trip is
    // neither fast nor cheap when hundreds of clients wait (docs/reliability.md, H2: 503 p99
    // ≤ 100 ms).
    // A preview (a few dozen ms) is not charged to the client's bucket: a page of a new video
    // shows six, and a visitor browsing videos must not spend downloads on them.
    const place = converts ? await converter.reserve(client, { charge: !preview }) : undefined
    if (place && 'refused' in place) {
      if (place.refused === 'busy') return { ok: false, code: 'overloaded' }
      return { ok: false, code: 'rate_limited', retryAfterSeconds: place.retryAfterSeconds }
    }
    // A conversion at the picture's own size checks the picture itself (convertUninspected).
    const ownSize = place !== undefined && !preview && !crop && !overlay && !quality.upscaleTo
    try {
      // Its own file and, for an upscaled quality without one, the best JPEG, or for a 4:3 frame
      // the main picture whose bars it takes (sources.ts, barsFrom): two at most.
      const second =
        quality.upscaleTo || (quality.size.kind === 'exact' && barsFrom(quality, quality.size))
      const source = await withinBudget(budget, second ? 2 : 1, () =>
        // Decoded first when its bytes may go out as they are: no conversion, or a crop of a
        // picture without bars.
        sourceOf(videoId, quality, { uninspected: ownSize, asIs: !place || crop !== undefined }),
      )
      if (!source.ok) return source
      // A WebP asked of a JPG: the host's own WebP twin, when it keeps one, is passed through.
      // Asked only once the JPG is known to exist (usually inspected by the lookup already).
      const passWebp =
        format === 'webp' && !preview && !crop && !overlay && source.value.format !== 'webp'
      const webp = passWebp ? await hostWebp(videoId, quality) : undefined
      if (webp) {
        // It stands for the JPG, which must be sound too, as when the JPG is inspected first.
        const failure = ownSize ? await unsound(source.value) : undefined
        if (failure) return { ok: false, ...failure }
        const { bytes, width, height } = webp
        return { ok: true, value: { bytes, format, width, height } }
      }
      const { bytes, width, height } = source.value
      if (!place) return { ok: true, value: { bytes, format, width, height } }
      if (ownSize)
        return await convert(place, client, format, () => convertUninspected(source.value, format))
      const sized = preview
        ? { maxWidth: PREVIEW_WIDTH, quality: PREVIEW_QUALITY }
        : { resizeTo: quality.upscaleTo }
      const passes = !preview && !overlay && !quality.upscaleTo && source.value.format === format
      return await convert(place, client, format, () =>
        diagnosed(source.value, async () => {
          if (!crop) return convertImage(bytes, { format, overlay, ...sized })
          // The bars the source's inspection measured at full resolution (inspect.ts), kept with it
          // for the cache period. A crop's source is always inspected (it is not converted at its
          // own size: `ownSize` above).
          if (!isInspected(source.value)) throw new Error('a crop takes an inspected source')
          const region = await cropRegion(bytes, { width, height }, source.value.bars, crop)
          // Nothing to cut: the picture comes back as it is (the host's bytes when they will do).
          if (region.width === width && region.height === height) {
            if (passes) return { bytes, width, height }
            return convertImage(bytes, { format, overlay, ...sized })
          }
          // An enlarged quality (Full HD) enlarges the cut by the same factor.
          const upscale = !preview &&
            quality.upscaleTo && {
              width: Math.round((region.width * quality.upscaleTo.width) / width),
              height: Math.round((region.height * quality.upscaleTo.height) / height),
            }
          return convertImage(bytes, {
            format,
            region,
            overlay,
            ...sized,
            resizeTo: upscale || undefined,
          })
        }),
      )
    } finally {
      // Idempotent: normally given back already, right before the conversion runs.
      place?.release()
    }
  }
}

/**
 * `GET /api/thumbnails?url=…` — which pictures a video has, with its title and channel.
 * `GET /api/thumbnails/:videoId/:quality.:format[?crop=letterbox][&name=title]` — one of them,
 * as a file.
 * `GET /api/thumbnails/:videoId/preview/:quality.webp[?crop=letterbox]` — a small inline WebP of
 * one, for its card. README.md, API, documents every field and parameter.
 */
import { Hono } from 'hono'
import {
  contentDisposition,
  downloadFileName,
  NAME_STYLES,
  titledFileName,
  type NameStyle,
} from '#core/filename.ts'
import { FORMATS, getFormat, isFormatId } from '#core/formats.ts'
import { getQuality, isQualityId, QUALITIES, type QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { invalidUrlToast } from '#core/toasts.ts'
import { isVideoId } from '#core/video-id.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import { proxyAwareKey, type ClientKey } from '../http/client-key.ts'
import { REQUEST_DEADLINE_MS, withDeadline } from '../http/deadline.ts'
import { HttpError } from '../http/http-error.ts'
import type { RequestLogVariables } from '../http/request-log.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import { responseBody } from '../http/response-body.ts'
import { CROPS, type Crop } from './render.ts'
import type { ThumbnailFailure, ThumbnailService } from './service.ts'

/**
 * Lookups may change (a maxres image appears later): 5 minutes, as long as the page's own lookup
 * client keeps one (app/components/downloader/lookup-client.ts).
 */
const LOOKUP_CACHE = 'public, max-age=300'
/** A video's thumbnail files rarely change; a day is safe for browsers and CDNs. */
const FILE_CACHE = 'public, max-age=86400'
/** Downloads are never rendered as documents (docs/reliability.md, D4). */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

// Quality names are the host's own: letters, digits and underscores (`maxres2`, `hq720_1`, `0`).
const FILE_PATTERN = /^([a-z0-9_]+)\.([a-z0-9]+)$/
const PREVIEW_PATTERN = /^([a-z0-9_]+)\.webp$/

export function thumbnailRoutes(
  thumbnails: ThumbnailService,
  {
    deadlineMs = REQUEST_DEADLINE_MS,
    clientKey = proxyAwareKey(''),
    lookupLimiter,
  }: {
    deadlineMs?: number
    /** Who asks, for the per-client limits (api.ts). */
    clientKey?: ClientKey
    /** Lookups per client (api.ts, LOOKUP_RATE_LIMIT); none: unlimited. */
    lookupLimiter?: RateLimiter
  } = {},
) {
  const routes = new Hono<{ Variables: RequestLogVariables }>()
  /** The engine's answer within the request deadline, or its failure thrown as an HttpError. */
  const valueOf = async <T>(work: Promise<Result<T, ThumbnailFailure>>): Promise<T> => {
    const result = await withDeadline(work, deadlineMs)
    if (!result.ok) throw failureError(result)
    return result.value
  }

  routes.get('/', async (c) => {
    c.set('route', '/api/thumbnails')
    const parsed = parseVideoId(c.req.query('url') ?? '')
    // A playlist or channel link is told so; any other refusal gets the code's default message.
    if (!parsed.ok) {
      throw new HttpError('invalid_url', { message: invalidUrlToast(parsed.reason).description })
    }
    const allowed = lookupLimiter?.take(clientKey(c)) ?? { allowed: true }
    if (!allowed.allowed) throw failureError({ code: 'rate_limited', ...allowed })
    const lookup = await valueOf(thumbnails.lookup(parsed.id))
    return c.json(lookup, 200, { 'Cache-Control': LOOKUP_CACHE })
  })

  routes.get('/:videoId/preview/:file', async (c) => {
    c.set('route', '/api/thumbnails/:videoId/preview/:file')
    const [, quality] = PREVIEW_PATTERN.exec(c.req.param('file')) ?? []
    const videoId = checkVideoId(c.req.param('videoId'))
    const qualityId = checkQuality(quality)
    const crop = checkCrop(c.req.query('crop'))
    const preview = await valueOf(
      thumbnails.preview(videoId, qualityId, { crop, client: clientKey(c) }),
    )
    // Shown in an <img>, so no attachment disposition.
    return c.body(responseBody(preview.bytes), 200, {
      'Content-Type': getFormat(preview.format).mimeType,
      'Content-Length': String(preview.bytes.length),
      'Cache-Control': FILE_CACHE,
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
    })
  })

  routes.get('/:videoId/:file', async (c) => {
    c.set('route', '/api/thumbnails/:videoId/:file')
    const [, quality, format] = FILE_PATTERN.exec(c.req.param('file')) ?? []
    const videoId = checkVideoId(c.req.param('videoId'))
    const qualityId = checkQuality(quality)
    if (!isFormatId(format)) {
      throw new HttpError('invalid_request', {
        message: `Unknown format. Use one of: ${FORMATS.map((f) => f.id).join(', ')}.`,
      })
    }
    const crop = checkCrop(c.req.query('crop'))
    const nameStyle = checkName(c.req.query('name'))
    const [file, about] = await Promise.all([
      valueOf(thumbnails.download(videoId, qualityId, format, { crop, client: clientKey(c) })),
      nameStyle === 'title' ? thumbnails.videoInfo(videoId) : undefined,
    ])
    // The title-named file when the title is known, else SPEC's name.
    const titled =
      about?.title &&
      titledFileName(about.title, getQuality(qualityId).name, file.width, file.height, format)
    const fallback = downloadFileName(videoId, qualityId, format)
    const headers = {
      'Content-Type': getFormat(file.format).mimeType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': titled
        ? contentDisposition(titled.fileName, titled.asciiFileName)
        : contentDisposition(fallback, fallback),
      'Cache-Control': FILE_CACHE,
      'Content-Security-Policy': FILE_CSP,
      'X-Content-Type-Options': 'nosniff',
    }
    // Hono answers HEAD with this response's headers and no body.
    return c.body(responseBody(file.bytes), 200, headers)
  })

  return routes
}

/**
 * The one place an engine failure becomes an HTTP error: the code's status and default message
 * (core/api-errors.ts), the missing quality named in a 404, a Retry-After on a 503.
 * @example failureError({ code: 'not_found', quality: 'maxresdefault' }).status // 404
 */
export function failureError(failure: ThumbnailFailure): HttpError {
  switch (failure.code) {
    case 'no_thumbnails':
      return new HttpError('no_thumbnails')
    case 'not_found':
      return new HttpError('not_found', {
        message: `The ${getQuality(failure.quality).name} thumbnail is not available for this video.`,
      })
    case 'overloaded':
      // The conversion queue holds about two seconds of work (api.ts, conversionQueue); the host
      // budget says when it has room (host-budget.ts).
      return new HttpError('overloaded', {
        headers: { 'Retry-After': String(failure.retryAfterSeconds ?? 2) },
        cause: failure.cause,
      })
    case 'rate_limited':
      return new HttpError('rate_limited', {
        headers: { 'Retry-After': String(failure.retryAfterSeconds) },
      })
    default:
      return new HttpError(failure.code, { cause: failure.cause })
  }
}

function checkVideoId(videoId: string): string {
  if (isVideoId(videoId)) return videoId
  throw new HttpError('invalid_request', {
    message: 'A video id is 11 letters, digits, dashes or underscores.',
  })
}

function checkQuality(quality: string | undefined): QualityId {
  if (isQualityId(quality)) return quality
  throw new HttpError('invalid_request', {
    message: `Unknown quality. Use one of: ${QUALITIES.map((q) => q.id).join(', ')}.`,
    fields: { quality: 'unknown quality' },
  })
}

function checkCrop(crop: string | undefined): Crop | undefined {
  if (crop === undefined) return undefined
  if ((CROPS as readonly string[]).includes(crop)) return crop as Crop
  throw new HttpError('invalid_request', {
    message: `Unknown crop. Use crop=${CROPS.join(' or crop=')}, or leave it out.`,
    fields: { crop: 'unknown crop' },
  })
}

function checkName(name: string | undefined): NameStyle {
  if (name === undefined) return 'id'
  if ((NAME_STYLES as readonly string[]).includes(name)) return name as NameStyle
  throw new HttpError('invalid_request', {
    message: `Unknown name. Use name=${NAME_STYLES.join(' or name=')}, or leave it out.`,
    fields: { name: 'unknown name' },
  })
}

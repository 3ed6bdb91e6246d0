/**
 * `GET /api/thumbnails?url=…` — which thumbnails a video has.
 * `GET /api/thumbnails/:videoId/:quality.:format` — one of them, as a file.
 * `GET /api/thumbnails/:videoId/preview/:quality.webp` — a small inline WebP of one, for its card.
 */
import { Hono } from 'hono'
import { downloadFileName } from '#core/filename.ts'
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

const FILE_PATTERN = /^([a-z]+)\.([a-z0-9]+)$/
const PREVIEW_PATTERN = /^([a-z]+)\.webp$/

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
    const preview = await valueOf(thumbnails.preview(videoId, checkQuality(quality), clientKey(c)))
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
    const file = await valueOf(thumbnails.download(videoId, qualityId, format, clientKey(c)))
    const headers = {
      'Content-Type': getFormat(file.format).mimeType,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `attachment; filename="${downloadFileName(videoId, qualityId, format)}"`,
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
  })
}

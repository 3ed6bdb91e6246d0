/**
 * `GET /api/thumbnails?url=…` — which pictures a video has, with its title and channel.
 * `GET /api/thumbnails/:videoId/:quality.:format[?crop=C][&overlay=play][&name=title]` — one of
 * them, as a file (core/crops.ts for the crops).
 * `GET /api/thumbnails/:videoId/preview/:quality.webp[?crop=C]` — a small inline WebP of
 * one, for its card. docs/api.md documents every field and parameter; schemas.ts validates
 * them, and openapi.ts describes them in `GET /api/openapi.json`.
 */
import { Hono, type Context } from 'hono'
import { contentDisposition, downloadFileName, titledFileName } from '#core/filename.ts'
import { getFormat } from '#core/formats.ts'
import { getQuality, pictureName } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { proxyAwareKey, type ClientKey } from '../http/client-key.ts'
import { noneMatchHits } from '../http/conditional.ts'
import { REQUEST_DEADLINE_MS, withDeadline } from '../http/deadline.ts'
import { HttpError } from '../http/http-error.ts'
import { parseRequest } from '../http/parse-request.ts'
import type { RateLimiter } from '../http/admission/rate-limit.ts'
import { responseBody } from '../http/response-body.ts'
import { FIELD_PROBLEMS, FileParams, LookupQuery, PreviewParams } from './schemas.ts'
import type { ServedFile, ThumbnailFailure, ThumbnailService } from './service.ts'

/**
 * Lookups may change (a maxres image appears later): 5 minutes, as long as the page's own lookup
 * client keeps one (app/components/downloader/lookup-client.ts).
 */
const LOOKUP_CACHE = 'public, max-age=300'
/**
 * A video's thumbnail files rarely change; a day is safe for browsers and CDNs (and for the
 * proxy_cache of deploy/nginx.conf). After that a cache asks again with If-None-Match and gets a
 * 304 when the file is the same (fileResponse).
 */
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
    /** Lookups per client (THUMBNAIL_LIMITS.lookup, limits.ts); none: unlimited. */
    lookupLimiter?: RateLimiter
  } = {},
) {
  const routes = new Hono()
  /** The engine's answer within the request deadline, or its failure thrown as an HttpError. */
  const valueOf = async <T>(work: Promise<Result<T, ThumbnailFailure>>): Promise<T> => {
    const result = await withDeadline(work, deadlineMs)
    if (!result.ok) throw failureError(result)
    return result.value
  }

  routes.get('/', async (c) => {
    const { url: videoId } = parseRequest(LookupQuery, { url: c.req.query('url') ?? '' }, refuse)
    const allowed = (await lookupLimiter?.take(clientKey(c))) ?? { allowed: true }
    if (!allowed.allowed) throw failureError({ code: 'rate_limited', ...allowed })
    const lookup = await valueOf(thumbnails.lookup(videoId))
    return c.json(lookup, 200, { 'Cache-Control': LOOKUP_CACHE })
  })

  routes.get('/:videoId/preview/:file', async (c) => {
    const [, quality] = PREVIEW_PATTERN.exec(c.req.param('file')) ?? []
    const {
      videoId,
      quality: qualityId,
      crop,
    } = parseRequest(
      PreviewParams,
      { videoId: c.req.param('videoId'), quality, crop: c.req.query('crop') },
      refuse,
    )
    const preview = await valueOf(
      thumbnails.preview(videoId, qualityId, { crop, client: clientKey(c) }),
    )
    // Shown in an <img>, so no attachment disposition.
    return fileResponse(c, preview, {})
  })

  routes.get('/:videoId/:file', async (c) => {
    const [, quality, formatId] = FILE_PATTERN.exec(c.req.param('file')) ?? []
    const {
      videoId,
      quality: qualityId,
      format,
      crop,
      overlay,
      name: nameStyle,
      label,
    } = parseRequest(
      FileParams,
      {
        videoId: c.req.param('videoId'),
        quality,
        format: formatId,
        crop: c.req.query('crop'),
        overlay: c.req.query('overlay'),
        name: c.req.query('name'),
        label: c.req.query('label'),
      },
      refuse,
    )
    const [file, about] = await Promise.all([
      valueOf(
        thumbnails.download(videoId, qualityId, format, {
          crop,
          overlay,
          client: clientKey(c),
        }),
      ),
      nameStyle === 'title' ? thumbnails.videoInfo(videoId) : undefined,
    ])
    // The title-named file when the title is known, else the default, id-based name.
    const titled =
      about?.title &&
      titledFileName(
        about.title,
        label ?? pictureName(getQuality(qualityId), file),
        file.width,
        file.height,
        format,
      )
    const fallback = downloadFileName(videoId, qualityId, format, { crop, overlay })
    return fileResponse(c, file, {
      'Content-Disposition': titled
        ? contentDisposition(titled.fileName, titled.asciiFileName)
        : contentDisposition(fallback, fallback),
    })
  })

  return routes
}

/**
 * A converted file or preview, with its strong ETag (server/thumbnails/service.ts: a hash of the
 * bytes, so every replica gives the same one), or 304 Not Modified when the request's If-None-Match
 * (RFC 9110 §13.1.2) names it. No Vary: the bytes depend on the path and query alone, never on a request
 * header, so a shared cache keeps exactly one copy per URL. A 304 carries the ETag and
 * Cache-Control a 200 would (RFC 9110 §15.4.5), so a cache that revalidated keeps the file for
 * another day.
 */
function fileResponse(c: Context, file: ServedFile, extra: Record<string, string>): Response {
  const headers: Record<string, string> = {
    'Content-Type': getFormat(file.format).mimeType,
    ETag: file.etag,
    'Cache-Control': FILE_CACHE,
    'Content-Security-Policy': FILE_CSP,
    'X-Content-Type-Options': 'nosniff',
  }
  if (noneMatchHits(c.req.header('If-None-Match'), file.etag)) return c.body(null, 304, headers)
  Object.assign(headers, extra, { 'Content-Length': String(file.bytes.length) })
  // Hono answers HEAD with this response's headers and no body.
  return c.body(responseBody(file.bytes), 200, headers)
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

/**
 * A refused parameter as the API's 400, in the words of its schema (schemas.ts): `invalid_url`
 * for the lookup's link, else `invalid_request`, naming the parameter when it has a field problem.
 */
function refuse(key: string, message: string): HttpError {
  if (key === 'url') return new HttpError('invalid_url', { message })
  const problem = FIELD_PROBLEMS[key]
  return new HttpError('invalid_request', {
    message,
    ...(problem && { fields: { [key]: problem } }),
  })
}

/**
 * `GET /api/thumbnails?url=…` — which thumbnails a video has.
 * `GET /api/thumbnails/:videoId/:quality.:format` — one of them, as a file.
 * `GET /api/thumbnails/:videoId/preview/:quality.webp` — a small inline WebP of one, for its card.
 */
import { Hono } from 'hono'
import { downloadFileName } from '#core/filename.ts'
import { FORMATS, isFormatId } from '#core/formats.ts'
import { isQualityId, QUALITIES, type QualityId } from '#core/qualities.ts'
import { isVideoId } from '#core/video-id.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import { REQUEST_DEADLINE_MS, withDeadline } from '../http/deadline.ts'
import { HttpError } from '../http/http-error.ts'
import type { RequestLogVariables } from '../http/request-log.ts'
import { responseBody } from '../http/response-body.ts'
import type { ThumbnailService } from './service.ts'

/** Lookups may change (a maxres image appears later); SPEC keeps results 5 minutes. */
const LOOKUP_CACHE = 'public, max-age=300'
/** A video's thumbnail files rarely change; a day is safe for browsers and CDNs. */
const FILE_CACHE = 'public, max-age=86400'
/** Downloads are never rendered as documents (RELIABILITY D4). */
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

const FILE_PATTERN = /^([a-z]+)\.([a-z0-9]+)$/
const PREVIEW_PATTERN = /^([a-z]+)\.webp$/

export function thumbnailRoutes(
  thumbnails: ThumbnailService,
  { deadlineMs = REQUEST_DEADLINE_MS }: { deadlineMs?: number } = {},
) {
  const routes = new Hono<{ Variables: RequestLogVariables }>()

  routes.get('/', async (c) => {
    c.set('route', '/api/thumbnails')
    const parsed = parseVideoId(c.req.query('url') ?? '')
    if (!parsed.ok) throw new HttpError('invalid_url')
    const lookup = await withDeadline(thumbnails.lookup(parsed.id), deadlineMs)
    return c.json(lookup, 200, { 'Cache-Control': LOOKUP_CACHE })
  })

  routes.get('/:videoId/preview/:file', async (c) => {
    c.set('route', '/api/thumbnails/:videoId/preview/:file')
    const [, quality] = PREVIEW_PATTERN.exec(c.req.param('file')) ?? []
    const videoId = checkVideoId(c.req.param('videoId'))
    const preview = await withDeadline(
      thumbnails.preview(videoId, checkQuality(quality)),
      deadlineMs,
    )
    // Shown in an <img>, so no attachment disposition.
    return c.body(responseBody(preview.bytes), 200, {
      'Content-Type': 'image/webp',
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
    const file = await withDeadline(thumbnails.download(videoId, qualityId, format), deadlineMs)
    const mimeType = FORMATS.find((f) => f.id === format)?.mimeType ?? 'application/octet-stream'
    const headers = {
      'Content-Type': mimeType,
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

/**
 * `POST /api/batch` — many links (or playlists, or channels) → one streamed ZIP of pictures
 * with report.csv. JSON (`{"links": […], "quality", "format", "name", "wholePlaylist"}`) or an
 * HTML form post (`links` as one text, a link a line). README.md, API, documents the fields.
 */
import { Hono, type Context } from 'hono'
import { classifyLine, MAX_BATCH_LINKS, splitLines } from '#core/batch.ts'
import { NAME_STYLES, type NameStyle } from '#core/filename.ts'
import { FORMATS, isFormatId, type FormatId } from '#core/formats.ts'
import { isQualityId, QUALITIES, type QualityId } from '#core/qualities.ts'
import type { ClientKey } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'
import type { RateLimiter } from '../http/rate-limit.ts'
import { bodyFormat, parseBody, readBody } from '../http/request-body.ts'
import type { RequestLogVariables } from '../http/request-log.ts'
import type { Logger } from '../log.ts'
import type { Expander } from './expand.ts'
import { planBatch, runBatch, type BatchOptions, type BatchThumbnails } from './service.ts'
import type { Slots } from './slots.ts'
import { createZipWriter } from './zip.ts'

/** 200 links of up to 2048 characters (core/youtube-url.ts, MAX_INPUT_LENGTH) and the fields. */
const BODY_BYTES = 512 * 1024

export type BatchRouteDeps = {
  thumbnails: BatchThumbnails
  expander: Expander
  /** Videos in flight across every batch (slots.ts). */
  slots: Slots
  limiter: RateLimiter
  clientKey: ClientKey
  /** Batches running at once; one more is a 503. */
  maxActive: number
  log: Logger
}

type BatchContext = Context<{ Variables: RequestLogVariables }>

export function batchRoutes(deps: BatchRouteDeps) {
  const routes = new Hono<{ Variables: RequestLogVariables }>()
  let active = 0

  routes.post('/', async (c) => {
    c.set('route', '/api/batch')
    const limit = await deps.limiter.take(deps.clientKey(c))
    if (!limit.allowed) {
      throw new HttpError('rate_limited', {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      })
    }
    const request = c.req.raw
    const format = bodyFormat(request)
    const { lines, options } = readRequest(parseBody(await readBody(request, BODY_BYTES), format))
    const bad = lines.flatMap((line, index) =>
      classifyLine(line, options).kind === 'invalid' ? [index] : [],
    )
    if (bad.length === lines.length) {
      throw new HttpError('invalid_request', {
        message: 'No line is a link to a video, a playlist or a channel.',
        fields: Object.fromEntries(bad.map((index) => [`links[${index}]`, lines[index] ?? ''])),
      })
    }
    if (active >= deps.maxActive) {
      throw new HttpError('overloaded', { headers: { 'Retry-After': '5' } })
    }
    active++
    let handedOver = false
    try {
      return await answer(c, lines, options, () => {
        handedOver = true
        return () => active--
      })
    } finally {
      if (!handedOver) active--
    }
  })
  routes.all('/', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'POST' } })
  })

  /** Plans the batch, then answers the ZIP; `handOver` moves the active count to the stream. */
  async function answer(
    c: BatchContext,
    lines: string[],
    options: BatchOptions,
    handOver: () => () => void,
  ) {
    const stop = new AbortController()
    const clientGone = c.req.raw.signal
    const onGone = () => stop.abort(new Error('client went away'))
    clientGone.addEventListener('abort', onGone, { once: true })
    const plan = await planBatch(lines, options, deps.expander, stop.signal)
    const zip = createZipWriter()
    zip.onCancel(onGone)
    const done = handOver()
    const started = Date.now()
    const counts: Record<string, number> = {}
    runBatch(plan, options, {
      thumbnails: deps.thumbnails,
      slots: deps.slots,
      zip,
      signal: stop.signal,
      onVideo: (status) => void (counts[status] = (counts[status] ?? 0) + 1),
    })
      .catch((error: unknown) => {
        // A bug: the ZIP stays unfinished, which the client sees as a cut download.
        deps.log.error({ msg: 'batch failed', requestId: c.get('requestId'), error: String(error) })
        stop.abort(error)
      })
      .finally(() => {
        done()
        clientGone.removeEventListener('abort', onGone)
        deps.log.info({
          msg: 'batch',
          requestId: c.get('requestId'),
          lines: lines.length,
          videos: plan.jobs.length,
          statuses: counts,
          cancelled: stop.signal.aborted,
          ms: Date.now() - started,
        })
      })
    return c.body(zip.body, 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${zipName(new Date(started))}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      // The number of videos the ZIP will try, for the page's progress.
      'X-Batch-Videos': String(plan.jobs.length),
    })
  }

  return routes
}

/** `thumbnails-2026-11-25-1405.zip`, in UTC. */
function zipName(at: Date): string {
  const stamp = at.toISOString().slice(0, 16).replace('T', '-').replace(':', '')
  return `thumbnails-${stamp}.zip`
}

/** The checked fields of a request; 400 or 413 when they are not usable. */
export function readRequest(fields: Record<string, unknown>): {
  lines: string[]
  options: BatchOptions
} {
  const lines = readLinks(fields.links)
  if (lines.length > MAX_BATCH_LINKS) {
    throw new HttpError('too_many_links', {
      message: `A batch takes at most ${MAX_BATCH_LINKS} links; this one has ${lines.length}.`,
    })
  }
  if (lines.length === 0) {
    throw new HttpError('invalid_request', {
      message: 'Give at least one link.',
      fields: { links: 'no links' },
    })
  }
  return {
    lines,
    options: {
      quality: readQuality(fields.quality),
      format: readFormat(fields.format),
      name: readName(fields.name),
      wholePlaylist: readFlag(fields.wholePlaylist),
    },
  }
}

function readLinks(value: unknown): string[] {
  if (typeof value === 'string') return splitLines(value)
  if (Array.isArray(value) && value.every((line) => typeof line === 'string')) {
    return value.map((line: string) => line.trim()).filter((line) => line !== '')
  }
  throw new HttpError('invalid_request', {
    message: 'Send `links` as a list of strings, or as one text with a link a line.',
    fields: { links: 'missing or not text' },
  })
}

function readQuality(value: unknown): 'best' | QualityId {
  if (value === undefined || value === '' || value === 'best') return 'best'
  if (isQualityId(value)) return value
  throw new HttpError('invalid_request', {
    message: `Unknown quality. Use best or one of: ${QUALITIES.map((q) => q.id).join(', ')}.`,
    fields: { quality: 'unknown quality' },
  })
}

function readFormat(value: unknown): FormatId {
  if (value === undefined || value === '') return 'jpg'
  if (isFormatId(value)) return value
  throw new HttpError('invalid_request', {
    message: `Unknown format. Use one of: ${FORMATS.map((f) => f.id).join(', ')}.`,
    fields: { format: 'unknown format' },
  })
}

function readName(value: unknown): NameStyle {
  if (value === undefined || value === '') return 'id'
  if ((NAME_STYLES as readonly unknown[]).includes(value)) return value as NameStyle
  throw new HttpError('invalid_request', {
    message: `Unknown name. Use ${NAME_STYLES.join(' or ')}.`,
    fields: { name: 'unknown name' },
  })
}

/** JSON true, or a checked form checkbox (`on`, `1`, `true`). */
function readFlag(value: unknown): boolean {
  return value === true || value === 'on' || value === '1' || value === 'true'
}

/**
 * `POST /api/batch` — many links (or playlists, or channels) → one streamed ZIP of pictures
 * with report.csv. JSON (`{"links": […], "quality", "format", "name", "wholePlaylist"}`) or an
 * HTML form post (`links` as one text, a link a line). docs/api.md documents the fields;
 * schemas.ts checks them. A browser's own form post that is refused gets the form page back
 * (`refusedForm`), not the JSON error.
 */
import { Hono, type Context } from 'hono'
import { postedValues, type BatchFormValues } from '#core/batch-form.ts'
import type { ClientKey } from '../http/client-key.ts'
import { HttpError } from '../http/http-error.ts'
import type { RateLimiter } from '../http/admission/rate-limit.ts'
import { bodyFormat, isBrowserFormPost, parseBody, readBody } from '../http/request-body.ts'
import type { Logger } from '../log.ts'
import type { Expander } from './expand.ts'
import { readBatchRequest, type BatchInput } from './schemas.ts'
import { planBatch, runBatch, type BatchOptions, type BatchThumbnails } from './service.ts'
import type { Semaphore } from '../http/admission/semaphore.ts'
import { createZipWriter } from './zip.ts'
import { inSpan } from '../tracing.ts'

/** 200 links of up to 2048 characters (core/youtube-url.ts, MAX_INPUT_LENGTH) and the fields. */
export const BATCH_BODY_BYTES = 512 * 1024

export type BatchRouteDeps = {
  thumbnails: BatchThumbnails
  expander: Expander
  /** Videos in flight across every batch. */
  slots: Semaphore
  limiter: RateLimiter
  /** Per client: each request for a list (a feed, or a Data API call) takes one (expand.ts). */
  listReads: RateLimiter
  clientKey: ClientKey
  /** Batches running at once; one more is a 503. */
  maxActive: number
  /** One client's batches running at once; one more is a 429. */
  maxActivePerClient: number
  /** A ZIP whose reader takes nothing this long, with its queue full, is cut (zip.ts). */
  stalledReaderMs: number
  log: Logger
  /**
   * The answer to a browser's own form post that is refused: the form page with the error and
   * the posted values (server/app.ts renders it). Without it, such a post gets the JSON error.
   */
  refusedForm?: RefusedForm
}

/** Renders the Many links form page for a refused post; the answer carries the error's status. */
export type RefusedForm = (
  request: Request,
  error: HttpError,
  posted: BatchFormValues,
) => Promise<Response>

type BatchContext = Context

export function batchRoutes(deps: BatchRouteDeps) {
  const routes = new Hono()
  let active = 0
  /** Batches streaming now, per client (deps.clientKey); a client with none has no entry. */
  const activeOf = new Map<string, number>()
  const release = (client: string) => {
    active--
    const left = (activeOf.get(client) ?? 1) - 1
    if (left > 0) activeOf.set(client, left)
    else activeOf.delete(client)
  }

  routes.post('/', async (c) => {
    const request = c.req.raw
    // A browser's own post of the Many links form gets its refusals as the form page, with what
    // it posted (docs/decisions/011-no-js-paths.md); everyone else gets the JSON errors.
    const refuse = isBrowserFormPost(request) ? deps.refusedForm : undefined
    let fields: Record<string, unknown> = {}
    let input: BatchInput
    const client = deps.clientKey(c)
    try {
      const limit = await deps.limiter.take(client)
      const limited = limit.allowed
        ? null
        : new HttpError('rate_limited', {
            headers: { 'Retry-After': String(limit.retryAfterSeconds) },
          })
      // A refused browser post is still read (within the same cap): its page keeps the links.
      if (limited && !refuse) throw limited
      const format = bodyFormat(request)
      fields = parseBody(await readBody(request, BATCH_BODY_BYTES), format)
      if (limited) throw limited
      input = readBatchRequest(fields)
      if (active >= deps.maxActive) {
        throw new HttpError('overloaded', { headers: { 'Retry-After': '5' } })
      }
      if ((activeOf.get(client) ?? 0) >= deps.maxActivePerClient) {
        throw new HttpError('rate_limited', { headers: { 'Retry-After': '5' } })
      }
    } catch (error) {
      if (!refuse || !(error instanceof HttpError)) throw error
      return refuse(request, error, postedValues(fields))
    }
    const { lines, options } = input
    active++
    activeOf.set(client, (activeOf.get(client) ?? 0) + 1)
    let handedOver = false
    try {
      return await answer(c, client, lines, options, () => {
        handedOver = true
        return () => release(client)
      })
    } finally {
      if (!handedOver) release(client)
    }
  })
  routes.all('/', () => {
    throw new HttpError('method_not_allowed', { headers: { Allow: 'POST' } })
  })

  /** Plans the batch, then answers the ZIP; `handOver` moves the active count to the stream. */
  async function answer(
    c: BatchContext,
    client: string,
    lines: string[],
    options: BatchOptions,
    handOver: () => () => void,
  ) {
    const stop = new AbortController()
    const clientGone = c.req.raw.signal
    const onGone = () => stop.abort(new Error('client went away'))
    clientGone.addEventListener('abort', onGone, { once: true })
    const plan = await planBatch(lines, options, deps.expander, {
      signal: stop.signal,
      allowance: async () => (await deps.listReads.take(client)).allowed,
    })
    const zip = createZipWriter({ stallMs: deps.stalledReaderMs })
    zip.onCancel(onGone)
    const done = handOver()
    const started = Date.now()
    const counts: Record<string, number> = {}
    // The span lasts as long as the ZIP is written, past the request's own (server/tracing.ts).
    inSpan(
      'thumbgrab.batch',
      { 'thumbgrab.lines': lines.length, 'thumbgrab.videos': plan.jobs.length },
      async (span) => {
        await runBatch(plan, options, {
          thumbnails: deps.thumbnails,
          slots: deps.slots,
          zip,
          signal: stop.signal,
          onVideo: (status) => void (counts[status] = (counts[status] ?? 0) + 1),
        })
        for (const [status, count] of Object.entries(counts))
          span?.setAttribute(`thumbgrab.videos.${status}`, count)
        span?.setAttribute('thumbgrab.cancelled', stop.signal.aborted)
      },
    )
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

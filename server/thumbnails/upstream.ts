/**
 * The only module that talks to the image host. It asks for a path built from
 * constants and a validated id, on one pooled origin, and returns the whole
 * image or a reason: no redirect is followed, every fetch has a deadline,
 * bytes are counted while reading, and the type is checked twice (header and
 * magic bytes). The whole body is read before anything is returned, so a
 * failing host can never turn into a truncated download.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { Agent, errors as undiciErrors } from 'undici'
import { getFormat, type FormatId } from '#core/formats.ts'
import { QUALITIES } from '#core/qualities.ts'
import { inSpan } from '../tracing.ts'
import { createHostBudget, type HostBudget } from './host-budget.ts'
import { endsWhole, sniffImageFormat } from './image-sniff.ts'

/** The upstream rows of the Limits table in docs/reliability.md. */
export const UPSTREAM_LIMITS = {
  connectTimeoutMs: 3_000,
  fetchTimeoutMs: 5_000,
  maxBytes: 2 * 1024 * 1024,
  // A cold lookup asks for every name of core/qualities.ts at once (probe.ts, 32 paths): enough
  // sockets for all of them in one round trip, and a few for downloads meanwhile.
  connections: 40,
  keepAliveMs: 4_000,
  /** The host budget (host-budget.ts): HOST_REQUESTS_PER_SECOND, server/config.ts. */
  requestsPerSecond: 200,
  /** How long work may wait for its share of the budget before a 503 `overloaded`. */
  budgetWaitMs: 1_000,
} as const

export type UpstreamLimits = { [K in keyof typeof UPSTREAM_LIMITS]: number }

export type UpstreamFailure =
  | 'timeout'
  | 'redirect'
  | 'bad_status'
  | 'too_large'
  | 'bad_type'
  | 'encoded'
  | 'network'
  /** The body does not decode cleanly (inspect.ts). */
  | 'corrupt'
  /** It decodes, but not to a size a picture of its name has (core/qualities.ts, isPlausibleSize). */
  | 'implausible'

/** The image host failed: how, for the logs; the client only sees 502 or 504. */
export class UpstreamError extends Error {
  readonly failure: UpstreamFailure
  constructor(failure: UpstreamFailure, detail: string, options?: { cause?: unknown }) {
    super(`upstream ${failure}: ${detail}`, options)
    this.name = 'UpstreamError'
    this.failure = failure
  }
}

export type UpstreamImage = { found: true; bytes: Buffer } | { found: false }

export type Upstream = {
  /**
   * GETs `path` and returns the whole image, `{ found: false }` for a missing one, or throws
   * UpstreamError. `maxBytes` lowers the byte cap for this path (never raises it).
   */
  fetchImage(
    path: string,
    format: FormatId,
    signal?: AbortSignal,
    maxBytes?: number,
  ): Promise<UpstreamImage>
  /** Closes every upstream socket at once, failing any fetch still in flight. */
  close(): Promise<void>
  /**
   * The budget every request to the host is charged to (host-budget.ts); work reserves its
   * requests from it. Absent (a test's stand-in host): no budget.
   */
  readonly budget?: HostBudget
}

/** The types of the host's files: one per source format of core/qualities.ts. */
const ACCEPT = [...new Set(QUALITIES.map((q) => getFormat(q.source.format).mimeType))].join(', ')

/**
 * @param budget Makes the host budget from its settings; default: this process's own bucket
 *   (host-budget.ts). server/start.ts passes the one shared in Redis when REDIS_URL is set.
 */
export function createUpstream(
  origin: string,
  limits: Partial<UpstreamLimits> = {},
  {
    budget: makeBudget = createHostBudget,
  }: { budget?: (settings: { perSecond: number; maxWaitMs: number }) => HostBudget } = {},
): Upstream {
  const {
    connectTimeoutMs,
    fetchTimeoutMs,
    maxBytes,
    connections,
    keepAliveMs,
    requestsPerSecond,
    budgetWaitMs,
  } = { ...UPSTREAM_LIMITS, ...limits }
  const budget = makeBudget({ perSecond: requestsPerSecond, maxWaitMs: budgetWaitMs })
  const host = new URL(origin).host
  const agent = new Agent({
    connections,
    keepAliveTimeout: keepAliveMs,
    keepAliveMaxTimeout: keepAliveMs,
    connect: { timeout: connectTimeoutMs },
    // The whole-fetch deadline below bounds everything; undici's own resets on each chunk.
    headersTimeout: 0,
    bodyTimeout: 0,
  })

  async function fetchOnce(path: string, format: FormatId, signal?: AbortSignal, cap = maxBytes) {
    const deadline = AbortSignal.timeout(fetchTimeoutMs)
    const combined = signal ? AbortSignal.any([signal, deadline]) : deadline
    budget.charge()
    try {
      const response = await agent.request({
        origin,
        path,
        method: 'GET',
        headers: { accept: ACCEPT, 'accept-encoding': 'identity' },
        signal: combined,
      })
      return await readImage(response, format, Math.min(cap, maxBytes))
    } catch (error) {
      if (error instanceof UpstreamError) throw error
      // Details never name the path: it holds the video id, which logs must not keep.
      if (deadline.aborted)
        throw new UpstreamError('timeout', 'no answer in time', { cause: error })
      if (signal?.aborted) throw error
      throw new UpstreamError('network', describe(error), { cause: error })
    }
  }

  return {
    budget,
    fetchImage(path, format, signal, cap) {
      // The file's name (`/vi/<id>/<file>`), never the video's id (server/tracing.ts).
      const file = path.slice(path.lastIndexOf('/') + 1)
      return inSpan(
        'thumbgrab.image_host',
        { 'thumbgrab.file': file, 'server.address': host },
        async (span) => {
          let image: UpstreamImage
          try {
            image = await fetchOnce(path, format, signal, cap)
          } catch (error) {
            // One retry, jittered, for failures a second try can fix (docs/reliability.md, B4).
            if (!(error instanceof UpstreamError) || !isTransient(error)) throw error
            span?.addEvent('retry', { 'thumbgrab.failure': error.failure })
            await sleep(100 + Math.random() * 200, undefined, { signal })
            image = await fetchOnce(path, format, signal, cap)
          }
          span?.setAttributes(
            image.found
              ? { 'thumbgrab.outcome': 'found', 'thumbgrab.bytes': image.bytes.length }
              : { 'thumbgrab.outcome': 'not_found' },
          )
          return image
        },
        'client',
      )
    },
    // Called once the HTTP server has drained: a request still in flight has no one waiting
    // for it, and a silent host must not hold up the exit (docs/reliability.md, I2).
    close: () => agent.destroy(),
  }
}

type UndiciResponse = Awaited<ReturnType<Agent['request']>>

async function readImage(
  { statusCode, headers, body }: UndiciResponse,
  format: FormatId,
  maxBytes: number,
): Promise<UpstreamImage> {
  const fail = (failure: UpstreamFailure, detail: string) => {
    // Destroying the body closes the socket; the abort error it emits is our own doing.
    body.on('error', () => {})
    body.destroy()
    return new UpstreamError(failure, detail)
  }
  // A missing thumbnail is a 404, often with a grey placeholder image: never "available".
  if (statusCode === 404) {
    await body.dump({ limit: 64 * 1024 })
    return { found: false }
  }
  if (statusCode >= 300 && statusCode < 400) throw fail('redirect', `status ${statusCode}`)
  if (statusCode !== 200) throw fail('bad_status', `status ${statusCode}`)
  const encoding = header(headers['content-encoding'])
  if (encoding && encoding.toLowerCase() !== 'identity') throw fail('encoded', encoding)
  const mediaType = header(headers['content-type'])?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== getFormat(format).mimeType) {
    throw fail('bad_type', `content-type ${mediaType ?? 'none'}`)
  }
  const declared = Number(header(headers['content-length']) ?? Number.NaN)
  if (declared > maxBytes) throw fail('too_large', `declared ${declared} bytes`)

  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of body) {
    received += (chunk as Buffer).length
    if (received > maxBytes) throw fail('too_large', `more than ${maxBytes} bytes`)
    chunks.push(chunk as Buffer)
  }
  if (received === 0) return { found: false }
  if (!Number.isNaN(declared) && received !== declared) {
    throw new UpstreamError('network', `body of ${received} bytes, declared ${declared}`)
  }
  const bytes = Buffer.concat(chunks, received)
  if (sniffImageFormat(bytes) !== format) throw new UpstreamError('bad_type', 'magic bytes')
  if (!endsWhole(bytes, format)) throw new UpstreamError('bad_type', 'incomplete image')
  return { found: true, bytes }
}

function isTransient(error: UpstreamError): boolean {
  return error.failure === 'network' || /status 5\d\d/.test(error.message)
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

function describe(error: unknown): string {
  if (error instanceof undiciErrors.UndiciError) return `${error.name}: ${error.message}`
  return error instanceof Error ? error.message : String(error)
}

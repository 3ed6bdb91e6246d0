/**
 * A video's title and channel, from the video host's oEmbed endpoint
 * (`$YOUTUBE_ORIGIN/oembed?url=<watch link>&format=json`, https://oembed.com).
 * Asked in parallel with the picture probes, on its own small keep-alive pool,
 * with its own deadline; kept for a while; never fatal: a private or removed
 * video (401, 404), a slow or failing endpoint, or a junk answer give no title,
 * and each kind of failure is logged once per process. The text is untrusted:
 * control, format and bidi characters are dropped, whitespace is collapsed and
 * the length is capped; whoever shows it escapes it as any text.
 */
import { Agent } from 'undici'
import { cleanText, TEXT_LIMITS } from '#core/untrusted-text.ts'
import { assertVideoId } from '#core/video-id.ts'
import { createCoalescer } from './coalesce.ts'
import { jsonBytes, TtlCache, type CacheBudget, type CacheObserver } from '../shared/ttl-cache.ts'

export type VideoInfo = { title: string | null; channel: string | null }

/** The info, and whether it is settled (an answer) or a failure worth asking again soon. */
export type InfoResult = VideoInfo & { settled: boolean }

export type VideoInfoSource = {
  /** Never rejects: a failure is `{ title: null, channel: null, settled: false }`. */
  info(videoId: string): Promise<InfoResult>
  close(): Promise<void>
}

/** No title anywhere: the source when no oEmbed endpoint is wired (route tests). */
export const NO_VIDEO_INFO: VideoInfoSource = {
  info: async () => ({ title: null, channel: null, settled: true }),
  close: async () => {},
}

export const OEMBED_LIMITS = {
  /** Its own deadline: a lookup waits for it, so it stays near the probes' round trip. */
  timeoutMs: 1_500,
  /** An oEmbed answer is a few hundred bytes; more is not one. */
  maxBytes: 64 * 1024,
  connections: 8,
  keepAliveMs: 4_000,
} as const

/** An answer (title or none) is kept as long as the pictures; a failure briefly. */
const TTL = { settledMs: 10 * 60_000, failedMs: 60_000 } as const

export type OembedFailure = 'timeout' | 'status' | 'junk' | 'network'

/**
 * @example
 * const oembed = createOembed('https://www.youtube.com', { onFailure: (kind) => log.warn(…) })
 * const { title } = await oembed.info('dQw4w9WgXcQ')
 */
export function createOembed(
  origin: string,
  {
    timeoutMs = OEMBED_LIMITS.timeoutMs,
    onFailure = () => {},
    now = () => Date.now(),
    budget,
    observer,
  }: {
    timeoutMs?: number
    /** Called once per failure kind per process (the log line), with a detail that names no video. */
    onFailure?: (kind: OembedFailure, detail: string) => void
    now?: () => number
    /** The byte budget shared with the thumbnail caches (CACHE_MEMORY_MB, server/start.ts). */
    budget?: CacheBudget
    /** Who counts the cache's hits, misses and size (metrics.ts, the `titles` cache). */
    observer?: CacheObserver
  } = {},
): VideoInfoSource {
  const agent = new Agent({
    connections: OEMBED_LIMITS.connections,
    keepAliveTimeout: OEMBED_LIMITS.keepAliveMs,
    keepAliveMaxTimeout: OEMBED_LIMITS.keepAliveMs,
    connect: { timeout: timeoutMs },
    headersTimeout: 0,
    bodyTimeout: 0,
  })
  // A hit saves a request to the video host (a title and a channel, a few hundred bytes).
  const cache = new TtlCache<string, InfoResult>({
    maxEntries: 10_000,
    sizeOf: jsonBytes,
    now,
    ...(budget && { budget }),
    ...(observer && { observer }),
  })
  const coalesce = createCoalescer()
  const logged = new Set<OembedFailure>()
  const failed = (kind: OembedFailure, detail: string): InfoResult => {
    if (!logged.has(kind)) {
      logged.add(kind)
      onFailure(kind, detail)
    }
    return { title: null, channel: null, settled: false }
  }

  async function ask(videoId: string): Promise<InfoResult> {
    const watch = `https://www.youtube.com/watch?v=${videoId}`
    const path = `/oembed?url=${encodeURIComponent(watch)}&format=json`
    const deadline = AbortSignal.timeout(timeoutMs)
    try {
      const { statusCode, headers, body } = await agent.request({
        origin,
        path,
        method: 'GET',
        headers: { accept: 'application/json', 'accept-encoding': 'identity' },
        signal: deadline,
      })
      // Private (401) and removed (404) videos have pictures but no public title: an answer.
      if (statusCode === 401 || statusCode === 403 || statusCode === 404) {
        await body.dump({ limit: OEMBED_LIMITS.maxBytes })
        return { title: null, channel: null, settled: true }
      }
      if (statusCode !== 200) {
        await body.dump({ limit: OEMBED_LIMITS.maxBytes })
        return failed('status', `status ${statusCode}`)
      }
      const type = String(headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim()
        .toLowerCase()
      const text = await readText(body, OEMBED_LIMITS.maxBytes)
      if (text === undefined) return failed('junk', `more than ${OEMBED_LIMITS.maxBytes} bytes`)
      const info = type === 'application/json' ? parseInfo(text) : undefined
      if (!info) return failed('junk', `not an oEmbed answer (content-type ${type || 'none'})`)
      return { ...info, settled: true }
    } catch (error) {
      if (deadline.aborted) return failed('timeout', `no answer in ${timeoutMs} ms`)
      return failed('network', error instanceof Error ? error.message : String(error))
    }
  }

  return {
    info(videoId) {
      assertVideoId(videoId)
      const cached = cache.get(videoId)
      if (cached) return Promise.resolve(cached)
      return coalesce(videoId, async () => {
        const result = await ask(videoId)
        cache.set(videoId, result, result.settled ? TTL.settledMs : TTL.failedMs)
        return result
      })
    },
    close: () => agent.destroy(),
  }
}

async function readText(
  body: AsyncIterable<unknown> & { destroy(): unknown; on(e: 'error', f: () => void): unknown },
  maxBytes: number,
): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let received = 0
  for await (const chunk of body) {
    received += (chunk as Buffer).length
    if (received > maxBytes) {
      body.on('error', () => {})
      body.destroy()
      return undefined
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks, received).toString('utf8')
}

/**
 * Title and channel from an oEmbed JSON text, cleaned; undefined when it is not one (not JSON,
 * not an object, or a title that is not a string).
 * @example parseInfo('{"title":"A\\u202eB","author_name":"C"}') // { title: 'AB', channel: 'C' }
 */
export function parseInfo(text: string): VideoInfo | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { title, author_name: channel } = value as Record<string, unknown>
  if (typeof title !== 'string') return undefined
  return {
    title: cleanText(title, TEXT_LIMITS.titleChars),
    channel: typeof channel === 'string' ? cleanText(channel, TEXT_LIMITS.channelChars) : null,
  }
}

/**
 * The thumbnail engine's metrics (docs/operations.md), on the registry the server passes in:
 * the conversion queue, each cache, and the image host's answers. The engine is observed from
 * the outside where it can be: the queue and the image-host client are wrapped, and each cache
 * takes an observer, so the engine's own code only names its caches.
 */
import type { Registry } from 'prom-client'
import { Counter, Gauge } from 'prom-client'
import { QueueFullError, type Semaphore } from '../http/admission/semaphore.ts'
import type { Logger } from '../log.ts'
import type { CacheObserver } from '../shared/ttl-cache.ts'
import { UpstreamError, type Upstream, type UpstreamFailure } from './upstream.ts'

/**
 * The engine's caches: lookups (service.ts), outputs (service.ts), sources (sources.ts), and the
 * titles and channels from oEmbed (oembed.ts).
 */
export type CacheName = 'lookups' | 'outputs' | 'sources' | 'titles'

/** An image fetch's outcome: found, missing, one of the host's failures, or aborted by us. */
export type ImageHostOutcome = 'found' | 'not_found' | UpstreamFailure | 'aborted' | 'error'

const CACHES: readonly CacheName[] = ['lookups', 'outputs', 'sources', 'titles']
const OUTCOMES: readonly ImageHostOutcome[] = [
  'found',
  'not_found',
  'timeout',
  'redirect',
  'bad_status',
  'too_large',
  'bad_type',
  'encoded',
  'network',
  'aborted',
  'error',
]

export type ThumbnailMetrics = {
  /** The observer of one cache: `new TtlCache({ …, observer: metrics.cache('lookups') })`. */
  cache(name: CacheName): CacheObserver
  /** The queue, counting its refusals; its running and waiting conversions are read at scrape. */
  converter(limiter: Semaphore): Semaphore
  /**
   * The image-host client, counting each fetch by its outcome (a retried fetch counts once) and,
   * given a logger, writing a debug line for each: the file's name, never the video's id.
   */
  upstream(upstream: Upstream, log?: Logger): Upstream
}

/**
 * @example
 * const metrics = thumbnailMetrics(registry)
 * createThumbnailService({ upstream: metrics.upstream(upstream), converter: metrics.converter(queue), metrics })
 */
export function thumbnailMetrics(registry: Registry): ThumbnailMetrics {
  const registers = [registry]
  let queue: Semaphore | undefined
  new Gauge({
    name: 'thumbgrab_conversions_running',
    help: 'Image conversions running now.',
    registers,
    collect() {
      this.set(queue?.active ?? 0)
    },
  })
  new Gauge({
    name: 'thumbgrab_conversions_queued',
    help: 'Image conversions waiting for a free core now.',
    registers,
    collect() {
      this.set(queue?.queued ?? 0)
    },
  })
  const refused = new Counter({
    name: 'thumbgrab_conversions_refused_total',
    help: 'Conversions refused because the queue was full (answered 503 overloaded).',
    registers,
  })
  const cacheLabels = ['cache'] as const
  const hits = new Counter({
    name: 'thumbgrab_cache_hits_total',
    help: 'Cache lookups answered from the cache, per cache.',
    labelNames: cacheLabels,
    registers,
  })
  const misses = new Counter({
    name: 'thumbgrab_cache_misses_total',
    help: 'Cache lookups not in the cache or expired, per cache.',
    labelNames: cacheLabels,
    registers,
  })
  const bytes = new Gauge({
    name: 'thumbgrab_cache_bytes',
    help: 'Bytes held, per cache (images; an estimate of the JSON for lookups and titles).',
    labelNames: cacheLabels,
    registers,
  })
  const entries = new Gauge({
    name: 'thumbgrab_cache_entries',
    help: 'Entries held, per cache.',
    labelNames: cacheLabels,
    registers,
  })
  const imageHost = new Counter({
    name: 'thumbgrab_image_host_requests_total',
    help: 'Image fetches from the image host, by outcome.',
    labelNames: ['outcome'],
    registers,
  })
  // Every label value is there from the start, at 0, so a rate or an alert has a series at once.
  for (const cache of CACHES) {
    hits.inc({ cache }, 0)
    misses.inc({ cache }, 0)
    bytes.set({ cache }, 0)
    entries.set({ cache }, 0)
  }
  for (const outcome of OUTCOMES) imageHost.inc({ outcome }, 0)

  return {
    cache: (cache) => ({
      hit: () => hits.inc({ cache }),
      miss: () => misses.inc({ cache }),
      holds(count, size) {
        entries.set({ cache }, count)
        bytes.set({ cache }, size)
      },
    }),

    converter(limiter) {
      queue = limiter
      return {
        async run(task, client, signal) {
          try {
            return await limiter.run(task, client, signal)
          } catch (error) {
            if (error instanceof QueueFullError) refused.inc()
            throw error
          }
        },
        async reserve(client, options) {
          const place = await limiter.reserve(client, options)
          // A full queue; a client over its own limit is a 429, counted by the HTTP metrics.
          if ('refused' in place && place.refused === 'busy') refused.inc()
          return place
        },
        get active() {
          return limiter.active
        },
        get queued() {
          return limiter.queued
        },
        get reserved() {
          return limiter.reserved
        },
        get taskMs() {
          return limiter.taskMs
        },
        get places() {
          return limiter.places
        },
      }
    },

    // Everything passes through: the per-path byte cap and the host budget (host-budget.ts).
    upstream: (client, log) => ({
      ...(client.budget && { budget: client.budget }),
      async fetchImage(path, format, signal, maxBytes) {
        const started = performance.now()
        const done = (outcome: ImageHostOutcome, bytes?: number, error?: unknown) => {
          imageHost.inc({ outcome })
          log?.debug({
            msg: 'image host',
            // `/vi/<id>/<file>`: the last segment names the picture, not the video.
            file: path.slice(path.lastIndexOf('/') + 1),
            outcome,
            ...(bytes !== undefined && { bytes }),
            // An outcome the code does not name: the error's type, never its message (which
            // may quote the request).
            ...(outcome === 'error' && {
              error: error instanceof Error ? error.name : typeof error,
            }),
            ms: Math.round((performance.now() - started) * 10) / 10,
          })
        }
        try {
          const image = await client.fetchImage(path, format, signal, maxBytes)
          if (image.found) done('found', image.bytes.length)
          else done('not_found')
          return image
        } catch (error) {
          done(outcomeOf(error, signal), undefined, error)
          throw error
        }
      },
      close: () => client.close(),
    }),
  }
}

function outcomeOf(error: unknown, signal: AbortSignal | undefined): ImageHostOutcome {
  if (error instanceof UpstreamError) return error.failure
  return signal?.aborted ? 'aborted' : 'error'
}

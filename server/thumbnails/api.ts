/**
 * The thumbnail capability, assembled from what it is given: the engine
 * (service.ts) on an image-host client and a conversion queue, and its routes
 * under `/api/thumbnails` (routes.ts), with the per-client limits.
 */
import { availableParallelism } from 'node:os'
import { Registry } from 'prom-client'
import { proxyAwareKey, type ClientKey } from '../http/client-key.ts'
import {
  createRateLimiter,
  createRedisRateLimiter,
  limiterFor,
  type RateLimiter,
} from '../http/admission/rate-limit.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { redisLookupCache } from './lookup-cache.ts'
import { createSemaphore, type Semaphore } from '../http/admission/semaphore.ts'
import { thumbnailMetrics } from './metrics.ts'
import { thumbnailRoutes } from './routes.ts'
import type { VideoInfoSource } from './oembed.ts'
import { createThumbnailService } from './service.ts'
import type { CacheBudget, CacheObserver } from './ttl-cache.ts'
import type { Upstream } from './upstream.ts'

export type ThumbnailsDeps = {
  /** The image host client (upstream.ts), aimed at THUMBNAIL_ORIGIN or the fake host. */
  upstream: Upstream
  /**
   * Titles and channels (oembed.ts, aimed at YOUTUBE_ORIGIN); none when left out. Made from the
   * observer of its cache, it is counted in the metrics as the `titles` cache.
   */
  info?: VideoInfoSource | ((titles: CacheObserver) => VideoInfoSource)
  converter?: Semaphore
  /** Lookups per client; default LOOKUP_RATE_LIMIT. */
  lookupLimiter?: RateLimiter
  /** Who asks (server/http/client-key.ts); default: the socket peer. */
  clientKey?: ClientKey
  /** The whole-request deadline of the routes (server/http/deadline.ts). */
  deadlineMs?: number
  /**
   * With REDIS_URL: the lookup cache and the per-client lookup and conversion limits live there,
   * shared by every replica (server/shared/redis.ts); without it, in this process.
   */
  redis?: SharedRedis
  /** Where the engine's metrics go (metrics.ts); default: a registry of its own, read by no one. */
  registry?: Registry
  /** The bytes the engine's caches share with the titles' (CACHE_MEMORY_MB); default: their own. */
  cacheBudget?: CacheBudget
}

/**
 * Conversions per client: 60 a minute (one back a second) with a burst of 20, charged only when
 * a download's conversion really runs (not for a cached file, not when the queue refuses it as
 * busy, not for a preview: render.ts). A person downloads a file every few seconds at most.
 */
export const CONVERSION_RATE_LIMIT = { capacity: 20, refillMs: 1_000 } as const

/**
 * Lookups per client: 120 a minute (one back every half second) with a burst of 60, counted on
 * every `GET /api/thumbnails?url=`. A person pastes a link every few seconds at most; a lookup of
 * a new video costs the image host one request per name probed (host-budget.ts bounds them all).
 */
export const LOOKUP_RATE_LIMIT = { capacity: 60, refillMs: 500 } as const

/**
 * How long a conversion may take from joining the queue to its result: the 3 s the plan allows
 * a download under overload (H2, H7), less half a second for the host fetch and the reply.
 */
export const CONVERSION_LATENCY_MS = 2_500

/**
 * Conversions running at once, per core. A conversion is mostly single-threaded stages (the
 * JPEG decoder, the PNG and WebP encoders; sharp runs each with one libvips thread:
 * convert.ts), so one per core leaves a core idle whenever a conversion waits on its fetch,
 * its reply or a stage the other thread could not share. Two per core convert faster than one
 * (docs/performance.md, "Conversions at the floor"); the time-bounded queue below keeps the
 * latency bound whatever this is, since slower tasks shrink the places.
 */
export const CONVERSIONS_PER_CORE = 2

/**
 * Two conversions per core at a time (CONVERSIONS_PER_CORE), at most 10 waiting per core, and no
 * more waiting work than finishes within CONVERSION_LATENCY_MS. Ten waiting per core is under a
 * second of usual conversions (docs/reliability.md, H1) and lets 20 clients wait their turn on
 * 2 cores. The worst input the pixel cap admits takes many times as long, so a full queue of
 * them would blow the latency bound (docs/reliability.md, H7): the queue times its
 * conversions and offers only as many places as finish in time (places × task time ÷ running
 * slots; a task twice as slow because two share a core counts as such). One client holds at
 * most 8 places (a page's six previews and a download, with one to spare), and never more than
 * half: on 2 cores, 16 of the 24 stay free for everyone else however many connections it
 * opens (H6).
 */
export function conversionQueue(
  parallelism = availableParallelism(),
  perClient: RateLimiter = createRateLimiter(CONVERSION_RATE_LIMIT),
): Semaphore {
  return createSemaphore({
    concurrency: parallelism * CONVERSIONS_PER_CORE,
    maxQueue: parallelism * 10,
    maxPerClient: 8,
    admit: (client) => perClient.take(client),
    maxLatencyMs: CONVERSION_LATENCY_MS,
    // Until tasks have been timed: a usual conversion (H1), so a cold server offers every place.
    taskMs: 100,
  })
}

/**
 * @example app.route('/api/thumbnails', thumbnailsApi({ upstream }).routes)
 */
export function thumbnailsApi({
  upstream,
  info,
  redis,
  converter = conversionQueue(
    undefined,
    redis && createRedisRateLimiter(redis, 'conversion', CONVERSION_RATE_LIMIT),
  ),
  lookupLimiter = limiterFor(redis, 'lookup', LOOKUP_RATE_LIMIT),
  clientKey = proxyAwareKey(''),
  deadlineMs,
  registry = new Registry(),
  cacheBudget,
}: ThumbnailsDeps) {
  const metrics = thumbnailMetrics(registry)
  const source = typeof info === 'function' ? info(metrics.cache('titles')) : info
  const service = createThumbnailService({
    upstream: metrics.upstream(upstream),
    converter: metrics.converter(converter),
    metrics,
    ...(source && { info: source }),
    ...(redis && { lookupCache: (observer) => redisLookupCache(redis, { observer }) }),
    ...(cacheBudget && { budget: cacheBudget }),
  })
  return {
    service,
    routes: thumbnailRoutes(service, { deadlineMs, clientKey, lookupLimiter }),
    // A page's deep link (`/?v=ID`) looks up as the API does: the same client, the same bucket.
    clientKey,
    lookupLimiter,
  }
}

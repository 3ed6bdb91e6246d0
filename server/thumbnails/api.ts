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
import { createSemaphore, type Semaphore } from '../http/admission/semaphore.ts'
import type { Logger } from '../log.ts'
import type { SharedRedis } from '../shared/redis.ts'
import { THUMBNAIL_LIMITS } from './limits.ts'
import { redisLookupCache } from './lookup-cache.ts'
import { thumbnailMetrics } from './metrics.ts'
import { thumbnailRoutes } from './routes.ts'
import type { VideoInfoSource } from './oembed.ts'
import { createThumbnailService } from './service.ts'
import type { CacheBudget, CacheObserver } from '../shared/ttl-cache.ts'
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
  /** Lookups per client; default THUMBNAIL_LIMITS.lookup. */
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
  /** Where each request to the image host is logged, at debug (LOG_LEVEL); default: nowhere. */
  log?: Logger
}

/**
 * The conversion queue (THUMBNAIL_LIMITS, limits.ts): a few conversions per core at a time, a
 * few more waiting, and no more waiting work than finishes within the latency bound. The worst
 * input the pixel cap admits takes many times as long as a usual one, so a full queue of them
 * would blow that bound (docs/reliability.md, H7): the queue times its conversions and offers
 * only as many places as finish in time (places × task time ÷ running slots; a task twice as
 * slow because two share a core counts as such). One client holds at most `placesPerClient`
 * places, and never more than half: on 2 cores, 16 of the 24 stay free for everyone else
 * however many connections it opens (H6).
 */
export function conversionQueue(
  parallelism = availableParallelism(),
  perClient: RateLimiter = createRateLimiter(THUMBNAIL_LIMITS.conversion),
): Semaphore {
  return createSemaphore({
    concurrency: parallelism * THUMBNAIL_LIMITS.conversionsPerCore,
    maxQueue: parallelism * THUMBNAIL_LIMITS.queuedPerCore,
    maxPerClient: THUMBNAIL_LIMITS.placesPerClient,
    admit: (client) => perClient.take(client),
    maxLatencyMs: THUMBNAIL_LIMITS.conversionLatencyMs,
    taskMs: THUMBNAIL_LIMITS.firstConversionMs,
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
    redis && createRedisRateLimiter(redis, 'conversion', THUMBNAIL_LIMITS.conversion),
  ),
  lookupLimiter = limiterFor(redis, 'lookup', THUMBNAIL_LIMITS.lookup),
  clientKey = proxyAwareKey(''),
  deadlineMs,
  registry = new Registry(),
  cacheBudget,
  log,
}: ThumbnailsDeps) {
  const metrics = thumbnailMetrics(registry)
  const source = typeof info === 'function' ? info(metrics.cache('titles')) : info
  const service = createThumbnailService({
    upstream: metrics.upstream(upstream, log),
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

/**
 * The batch capability (`POST /api/batch`, and `GET /api/lists/newest` beside it), assembled
 * from what server/app.ts gives it: the thumbnail engine's lookup and download (so a batch
 * shares the single lookups' caches and conversion queue), the feed and Data API settings, and
 * its limits (docs/reliability.md, Limits).
 */
import type { Config } from '../config.ts'
import { proxyAwareKey } from '../http/client-key.ts'
import { limiterFor, type RateLimiter } from '../http/admission/rate-limit.ts'
import type { SharedRedis } from '../shared/redis.ts'
import type { Logger } from '../log.ts'
import { createExpander, type Expander } from './expand.ts'
import { BATCH_LIMITS } from './limits.ts'
import { memoryListCache, redisListCache, type ListCache } from './list-cache.ts'
import { createNewestReader, newestRoutes } from './newest.ts'
import { batchRoutes, type RefusedForm } from './routes.ts'
import type { BatchThumbnails } from './service.ts'
import { createSemaphore } from '../http/admission/semaphore.ts'

/**
 * What reads lists, shared by the batch and `GET /api/lists/newest`: one expander, and one
 * per-client allowance of list reads (BATCH_LIMITS.listReads), so a client has the same reads
 * whichever route spends them.
 */
export type ListReading = { expander: Expander; listReads: RateLimiter }

/** @example const lists = listReading({ config, redis }) */
export function listReading({
  config,
  redis,
  expander,
}: {
  config: Pick<Config, 'youtubeOrigin' | 'youtubeApiUrl' | 'youtubeApiKey'>
  redis?: SharedRedis | undefined
  /** Tests pass their own; by default the feed and Data API of the config. */
  expander?: Expander | undefined
}): ListReading {
  return {
    expander:
      expander ??
      createExpander({
        youtubeOrigin: config.youtubeOrigin,
        apiUrl: config.youtubeApiUrl,
        apiKey: config.youtubeApiKey,
      }),
    listReads: limiterFor(redis, 'batch-lists', BATCH_LIMITS.listReads),
  }
}

export type BatchDeps = {
  thumbnails: BatchThumbnails
  log: Logger
  config: Pick<Config, 'youtubeOrigin' | 'youtubeApiUrl' | 'youtubeApiKey' | 'trustProxy'>
  /** Tests pass their own; by default the feed and Data API of the config. */
  expander?: Expander
  /** The list reading shared with `GET /api/lists/newest`; by default one of its own. */
  lists?: ListReading
  /** Where the per-client limit lives when every replica shares it (server/shared/redis.ts). */
  redis?: SharedRedis
  /** The form page for a browser's refused form post (routes.ts); else the JSON error. */
  refusedForm?: RefusedForm
}

/** @example app.route('/api/batch', batchApi({ thumbnails: service, log, config })) */
export function batchApi({
  thumbnails,
  log,
  config,
  expander,
  redis,
  lists = listReading({ config, redis, expander }),
  refusedForm,
}: BatchDeps) {
  return batchRoutes({
    thumbnails,
    expander: lists.expander,
    slots: createSemaphore({ concurrency: BATCH_LIMITS.videosInFlight }),
    limiter: limiterFor(redis, 'batch', BATCH_LIMITS.rate),
    listReads: lists.listReads,
    clientKey: proxyAwareKey(config.trustProxy),
    maxActive: BATCH_LIMITS.activeBatches,
    maxActivePerClient: BATCH_LIMITS.activePerClient,
    stalledReaderMs: BATCH_LIMITS.stalledReaderMs,
    log,
    ...(refusedForm && { refusedForm }),
  })
}

export type NewestDeps = {
  /** The batch's list reading (listReading), so both routes spend one allowance. */
  lists: ListReading
  /** Requests per client: the thumbnail lookups' bucket (THUMBNAIL_LIMITS.lookup). */
  limiter: RateLimiter
  config: Pick<Config, 'trustProxy'>
  /** With REDIS_URL the lists read are kept there, for every replica (list-cache.ts). */
  redis?: SharedRedis | undefined
  /** Tests pass their own; by default in Redis when there is one, else in this process. */
  cache?: ListCache
}

/** @example app.route('/api/lists', newestApi({ lists, limiter, config, redis })) */
export function newestApi({
  lists,
  limiter,
  config,
  redis,
  cache = redis ? redisListCache(redis) : memoryListCache(),
}: NewestDeps) {
  return newestRoutes({
    reader: createNewestReader({ ...lists, cache }),
    limiter,
    clientKey: proxyAwareKey(config.trustProxy),
  })
}

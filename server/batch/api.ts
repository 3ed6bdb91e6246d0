/**
 * The batch capability (`POST /api/batch`), assembled from what server/app.ts gives it: the
 * thumbnail engine's lookup and download (so a batch shares the single lookups' caches and
 * conversion queue), the feed and Data API settings, and its limits (docs/reliability.md,
 * Limits).
 */
import type { Config } from '../config.ts'
import { proxyAwareKey } from '../http/client-key.ts'
import { limiterFor } from '../http/admission/rate-limit.ts'
import type { SharedRedis } from '../shared/redis.ts'
import type { Logger } from '../log.ts'
import { createExpander, type Expander } from './expand.ts'
import { BATCH_LIMITS } from './limits.ts'
import { batchRoutes, type RefusedForm } from './routes.ts'
import type { BatchThumbnails } from './service.ts'
import { createSemaphore } from '../http/admission/semaphore.ts'

export type BatchDeps = {
  thumbnails: BatchThumbnails
  log: Logger
  config: Pick<Config, 'youtubeOrigin' | 'youtubeApiUrl' | 'youtubeApiKey' | 'trustProxy'>
  /** Tests pass their own; by default the feed and Data API of the config. */
  expander?: Expander
  /** Where the per-client limit lives when every replica shares it (server/shared/redis.ts). */
  redis?: SharedRedis
  /** The form page for a browser's refused form post (routes.ts); else the JSON error. */
  refusedForm?: RefusedForm
}

/** @example app.route('/api/batch', batchApi({ thumbnails: service, log, config })) */
export function batchApi({ thumbnails, log, config, expander, redis, refusedForm }: BatchDeps) {
  return batchRoutes({
    thumbnails,
    expander:
      expander ??
      createExpander({
        youtubeOrigin: config.youtubeOrigin,
        apiUrl: config.youtubeApiUrl,
        apiKey: config.youtubeApiKey,
      }),
    slots: createSemaphore({ concurrency: BATCH_LIMITS.videosInFlight }),
    limiter: limiterFor(redis, 'batch', BATCH_LIMITS.rate),
    listReads: limiterFor(redis, 'batch-lists', BATCH_LIMITS.listReads),
    clientKey: proxyAwareKey(config.trustProxy),
    maxActive: BATCH_LIMITS.activeBatches,
    maxActivePerClient: BATCH_LIMITS.activePerClient,
    stalledReaderMs: BATCH_LIMITS.stalledReaderMs,
    log,
    ...(refusedForm && { refusedForm }),
  })
}

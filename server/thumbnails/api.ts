/**
 * The thumbnail capability, assembled from what it is given: the engine
 * (service.ts) on an image-host client and a conversion queue, and its routes
 * under `/api/thumbnails` (routes.ts), with the per-client limits.
 */
import { availableParallelism } from 'node:os'
import { proxyAwareKey, type ClientKey } from '../http/client-key.ts'
import { createRateLimiter, type RateLimiter } from '../http/rate-limit.ts'
import { createLimiter, type Limiter } from './limiter.ts'
import { thumbnailRoutes } from './routes.ts'
import { createThumbnailService } from './service.ts'
import type { Upstream } from './upstream.ts'

export type ThumbnailsDeps = {
  /** The image host client (upstream.ts), aimed at THUMBNAIL_ORIGIN or the fake host. */
  upstream: Upstream
  converter?: Limiter
  /** Lookups per client; default LOOKUP_RATE_LIMIT. */
  lookupLimiter?: RateLimiter
  /** Who asks (server/http/client-key.ts); default: the socket peer. */
  clientKey?: ClientKey
  /** The whole-request deadline of the routes (server/http/deadline.ts). */
  deadlineMs?: number
}

/**
 * Conversions per client: 60 a minute (one back a second) with a burst of 20, charged only when
 * a conversion really runs (not for a cached file, not when the queue refuses it as busy).
 * A visitor's page of a new video converts six previews and then their download; 20 is three such
 * videos at once, and one a second is more than a person clicks.
 */
export const CONVERSION_RATE_LIMIT = { capacity: 20, refillMs: 1_000 } as const

/**
 * Lookups per client: 120 a minute (one back every half second) with a burst of 60, counted on
 * every `GET /api/thumbnails?url=`. A person pastes a link every few seconds at most; a lookup of
 * a new video costs the image host one request per name probed (host-budget.ts bounds them all).
 */
export const LOOKUP_RATE_LIMIT = { capacity: 60, refillMs: 500 } as const

/**
 * One conversion per core at a time, and a queue of about two seconds' work before a 503.
 * Measured on 2 cores (docs/reliability.md, H1): 1280×720 to WebP 33–35/s, to PNG 25/s; the
 * 1920×1080 upscale 9/s (WebP) and 6/s (PNG). 10 waiting per core is 0.6–0.8 s of the usual
 * work, 2–3 s of the heaviest, and lets 20 clients wait their turn. One client holds at most
 * 8 places (a page's six previews and a download, with one to spare): on 2 cores, 14 of the 22
 * stay free for everyone else however many connections it opens (docs/reliability.md, H6).
 */
export function conversionQueue(
  parallelism = availableParallelism(),
  perClient: RateLimiter = createRateLimiter(CONVERSION_RATE_LIMIT),
): Limiter {
  return createLimiter({
    concurrency: parallelism,
    maxQueue: parallelism * 10,
    maxPerClient: 8,
    admit: (client) => perClient.take(client),
  })
}

/**
 * @example app.route('/api/thumbnails', thumbnailsApi({ upstream }).routes)
 */
export function thumbnailsApi({
  upstream,
  converter = conversionQueue(),
  lookupLimiter = createRateLimiter(LOOKUP_RATE_LIMIT),
  clientKey = proxyAwareKey(''),
  deadlineMs,
}: ThumbnailsDeps) {
  const service = createThumbnailService({ upstream, converter })
  return { service, routes: thumbnailRoutes(service, { deadlineMs, clientKey, lookupLimiter }) }
}

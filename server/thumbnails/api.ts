/**
 * The thumbnail capability, assembled from what it is given: the engine
 * (service.ts) on an image-host client and a conversion queue, and its routes
 * under `/api/thumbnails` (routes.ts).
 */
import { availableParallelism } from 'node:os'
import { Registry } from 'prom-client'
import { createLimiter, type Limiter } from './limiter.ts'
import { thumbnailMetrics } from './metrics.ts'
import { thumbnailRoutes } from './routes.ts'
import type { VideoInfoSource } from './oembed.ts'
import { createThumbnailService } from './service.ts'
import type { Upstream } from './upstream.ts'

export type ThumbnailsDeps = {
  /** The image host client (upstream.ts), aimed at THUMBNAIL_ORIGIN or the fake host. */
  upstream: Upstream
  /** Titles and channels (oembed.ts, aimed at YOUTUBE_ORIGIN); none when left out. */
  info?: VideoInfoSource
  converter?: Limiter
  /** The whole-request deadline of the routes (server/http/deadline.ts). */
  deadlineMs?: number
  /** Where the engine's metrics go (metrics.ts); default: a registry of its own, read by no one. */
  registry?: Registry
}

/**
 * One conversion per core at a time, and a queue of about two seconds' work before a 503.
 * Measured on 2 cores (docs/reliability.md, H1): 1280×720 to WebP 33–35/s, to PNG 25/s; the
 * 1920×1080 upscale 9/s (WebP) and 6/s (PNG). 10 waiting per core is 0.6–0.8 s of the usual
 * work, 2–3 s of the heaviest, and lets 20 clients wait their turn.
 */
export function conversionQueue(parallelism = availableParallelism()): Limiter {
  return createLimiter({ concurrency: parallelism, maxQueue: parallelism * 10 })
}

/**
 * @example app.route('/api/thumbnails', thumbnailsApi({ upstream }).routes)
 */
export function thumbnailsApi({
  upstream,
  info,
  converter = conversionQueue(),
  deadlineMs,
  registry = new Registry(),
}: ThumbnailsDeps) {
  const metrics = thumbnailMetrics(registry)
  const service = createThumbnailService({
    upstream: metrics.upstream(upstream),
    converter: metrics.converter(converter),
    metrics,
    ...(info && { info }),
  })
  return { service, routes: thumbnailRoutes(service, { deadlineMs }) }
}

/**
 * Starts the whole server for a valid config: version, decoder policy, pages, upstream
 * pool, contact store, HTTP listener, the metrics listener when METRICS_PORT is set, and the
 * graceful stop on SIGTERM/SIGINT.
 * Called once the configuration has been checked: by server/main.ts with the production build,
 * by scripts/dev.ts with Vite's pages (server/pages/vite-dev.ts).
 */
import { flushCompileCache } from 'node:module'
import { resolve } from 'node:path'
import { createApp } from './app.ts'
import { publicSettingsWarnings, type Config } from './config.ts'
import { ContactStoreError, openContactStore } from './contact/api.ts'
import { createMetricsRegistry, startMetricsServer } from './http/metrics.ts'
import { createReadiness } from './http/readiness.ts'
import type { Logger } from './log.ts'
import { connectRedis, RedisStartError } from './shared/redis.ts'
import { buildFrontend, type Frontend } from './pages/site-build.ts'
import { restrictDecoders } from './thumbnails/decoder-policy.ts'
import { createOembed, type VideoInfoSource } from './thumbnails/oembed.ts'
import { CacheBudget, type CacheObserver } from './shared/ttl-cache.ts'
import { createUpstream } from './thumbnails/upstream.ts'
import { createSharedHostBudget } from './thumbnails/host-budget.ts'
import { readVersion } from './http/version.ts'
import { startTracing } from './tracing.ts'

/**
 * A durability pragma that does not hold, or a DATABASE_URL that cannot be used, stops start-up
 * (docs/reliability.md, G3).
 */
async function openContactStoreOrExit(config: Config) {
  try {
    return await openContactStore(config)
  } catch (error) {
    if (!(error instanceof ContactStoreError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

/** An unusable REDIS_URL at start stops start-up, naming the variable (server/shared/redis.ts). */
async function connectRedisOrExit(config: Config, log: Logger) {
  if (config.redisUrl === undefined) return undefined
  try {
    return await connectRedis(config.redisUrl, log)
  } catch (error) {
    if (!(error instanceof RedisStartError)) throw error
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

export async function startServer(
  config: Config,
  log: Logger,
  frontend: Frontend = buildFrontend(resolve('build')),
): Promise<void> {
  const version = readVersion()
  // First, so that every span of the server's work has its provider.
  const tracing = config.tracing ? await startTracing({ version }) : undefined
  const redis = await connectRedisOrExit(config, log)
  await restrictDecoders()
  const pages = await frontend.pages()
  // With Redis, HOST_REQUESTS_PER_SECOND is for all replicas together (host-budget.ts).
  const upstream = createUpstream(
    config.thumbnailOrigin,
    { requestsPerSecond: config.hostRequestsPerSecond },
    redis && { budget: (settings) => createSharedHostBudget(redis, settings) },
  )
  // One byte budget for every in-process cache: the engine's and the titles' (CACHE_MEMORY_MB).
  const cacheBudget = new CacheBudget(config.cacheMemoryMb * 1024 * 1024)
  // Titles and channels: made once by the thumbnail engine (server/thumbnails/api.ts, when
  // createApp makes it), which gives the cache its metrics observer; kept here to be closed at
  // shutdown.
  let info: VideoInfoSource | undefined
  const titles = (observer: CacheObserver) =>
    (info = createOembed(config.youtubeOrigin, {
      onFailure: (kind, detail) => log.error({ msg: 'oembed failed', kind, detail }),
      budget: cacheBudget,
      observer,
    }))
  const contact = await openContactStoreOrExit(config)
  const readiness = createReadiness()
  // Without METRICS_PORT nothing serves them: the app counts into a registry of its own.
  const { metricsPort } = config
  const metrics = metricsPort === undefined ? undefined : createMetricsRegistry()
  const app = createApp({
    config,
    log,
    pages,
    thumbnails: { upstream, info: titles, cacheBudget },
    contact,
    version,
    readiness,
    metrics,
    ...(redis && { redis }),
  })
  for (const warning of publicSettingsWarnings(config)) log.warn({ msg: warning })
  // Every module the server runs is loaded by now: write their compiled code to the cache that
  // server/main.ts enabled (a no-op without one) before taking requests, since writing it holds
  // the event loop, and not at exit, which a process killed with SIGKILL never reaches.
  flushCompileCache()
  const running = await frontend.listen(app.fetch, { port: config.port, host: config.host })
  const metricsServer =
    metrics && metricsPort !== undefined
      ? await startMetricsServer(metrics, { port: metricsPort, host: config.metricsHost })
      : undefined
  // Before "listening" is logged: a supervisor may send SIGTERM as soon as it reads that line, and
  // a signal that comes before its handler ends the process at once, without draining.
  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      // Keep-alive connections are still answered while draining: /readyz on them says 503.
      readiness.drain()
      log.info({ msg: 'stopping', signal })
      void running.stop(config.shutdownDrainMs).then(async () => {
        // Scrapes go on while draining; the metrics listener closes once the public one has.
        if (metricsServer) await metricsServer.stop(0)
        await Promise.all([upstream.close(), info?.close()])
        await contact.close()
        await redis?.close()
        // The spans of the last requests are exported before the process ends.
        await tracing?.shutdown()
        log.info({ msg: 'stopped' })
        process.exit(0)
      })
    })
  }
  // Everything above is up: /readyz leaves 'starting' and follows its checks.
  readiness.ready()
  log.info({
    msg: 'listening',
    port: running.port,
    host: config.host,
    siteUrl: config.siteUrl,
    version,
  })
  if (metricsServer)
    log.info({ msg: 'metrics listening', port: metricsServer.port, host: config.host })
}

/**
 * The connection to Redis (or Valkey) that holds what replicas share when `REDIS_URL` is set:
 * the per-client rate limits (server/http/admission/rate-limit.ts) and the lookup cache
 * (server/thumbnails/lookup-cache.ts). docs/decisions/026-redis-shared-limits-and-cache.md
 * says why it is Redis, with ioredis as the client.
 *
 * Redis is a help, not a dependency (docs/reliability.md): a command never waits for a
 * connection that is down (no offline queue) nor longer than COMMAND_TIMEOUT_MS on one that
 * hangs, so a caller gets a failure at once and falls back (a cache miss, its own per-process
 * limit). Once Redis is known down, commands are not sent at all: one PING every
 * PROBE_INTERVAL_MS asks whether it is back, so a hung Redis costs a request nothing after the
 * first timeout, not a timeout per command for the whole outage. The client keeps reconnecting
 * by itself; going down and coming back are logged once each, not once per command.
 */
import type { Redis } from 'ioredis'
import type { Logger } from '../log.ts'

/**
 * Longest a command may take before the caller falls back: far above a healthy answer, with
 * room for a saturated machine's slowest ones (docs/performance.md, "Cached lookups: in memory
 * vs Redis"), so only a hung Redis costs this much (a closed connection fails at once).
 */
export const COMMAND_TIMEOUT_MS = 500
/** While Redis is known down, how often one PING asks whether it answers again. */
export const PROBE_INTERVAL_MS = 1_000
/** How long start-up waits for the first connection before it gives up (naming REDIS_URL). */
export const CONNECT_TIMEOUT_MS = 5_000

export type SharedRedis = {
  client: Redis
  /** Whether the connection is up and answering now (for /readyz: server/app.ts). */
  readonly up: boolean
  /**
   * Runs a command; a failure (down, slow, refused) is reported once per outage and turns
   * into `undefined`, so the caller falls back.
   */
  attempt<T>(command: (client: Redis) => Promise<T>): Promise<{ value: T } | undefined>
  close(): Promise<void>
}

export class RedisStartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RedisStartError'
  }
}

/** `host:port` of a redis:// URL, without the password, for messages. */
export function redisWhere(url: string): string {
  const { hostname, port } = new URL(url)
  return `${hostname}:${port || '6379'}`
}

/**
 * Connects, or throws a RedisStartError naming REDIS_URL (unreachable, wrong password, not
 * answering within CONNECT_TIMEOUT_MS): start-up refuses to run with a Redis it cannot use.
 * @example const redis = await connectRedis(config.redisUrl, log)
 */
export async function connectRedis(
  url: string,
  log: Logger,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS } = {},
): Promise<SharedRedis> {
  // Loaded only when REDIS_URL is set: loading ioredis is a noticeable part of a start, even from
  // the compile cache (docs/performance.md, "Allocator, heap and start-up"), which a server
  // without Redis would spend on every start
  // (docs/decisions/029-compile-cache-in-data-dir.md).
  const { Redis, ReplyError } = await import('ioredis')
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail at once while disconnected, and never retry a command: the caller falls back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnect forever, at most a second apart, so a Redis restart is noticed within ~1 s.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  })
  const where = redisWhere(url)
  let lastError = ''
  client.on('error', (error: Error) => {
    lastError = error.message
  })
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) =>
        setTimeout(
          () => reject(new Error(`no answer within ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        ).unref(),
      ),
    ])
    await client.ping()
  } catch (error) {
    client.disconnect()
    const reason = lastError || (error as Error).message
    throw new RedisStartError(`REDIS_URL: cannot use Redis at ${where}: ${reason}`)
  }

  let down = false
  let closing = false
  const wentDown = (reason: string) => {
    if (down || closing) return
    down = true
    log.error({
      msg: 'redis unavailable: per-process limits and no shared cache until it is back',
      where,
      reason,
    })
  }
  client.on('error', (error: Error) => wentDown(error.message))
  client.on('close', () => wentDown('connection closed'))
  const cameBack = () => {
    if (!down) return
    down = false
    log.info({ msg: 'redis back: shared limits and cache again', where })
  }
  client.on('ready', cameBack)
  let lastProbe = 0
  let probing = false
  /** While down: at most one PING in flight, one a PROBE_INTERVAL_MS; its answer ends the outage. */
  const probe = () => {
    const now = Date.now()
    if (probing || now - lastProbe < PROBE_INTERVAL_MS) return
    probing = true
    lastProbe = now
    client
      .ping()
      .then(cameBack, () => {})
      .finally(() => {
        probing = false
      })
  }

  return {
    client,
    get up() {
      return client.status === 'ready' && !down
    },
    async attempt(command) {
      if (down) {
        probe()
        return undefined
      }
      try {
        const value = await command(client)
        // After a hang (commands timing out on a connection that stayed open) there is no
        // 'ready' event: the first answer says it is back.
        cameBack()
        return { value }
      } catch (error) {
        // A refusal (out of memory under noeviction, a wrong type) comes from a Redis that
        // is up: that command falls back, and the connection is not reported down.
        if (!(error instanceof ReplyError)) wentDown((error as Error).message)
        return undefined
      }
    },
    async close() {
      closing = true
      await client.quit().catch(() => client.disconnect())
    },
  }
}

/**
 * The contact capability, assembled: where messages and the form's signing
 * key live (`openContactStore`: SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set),
 * and the routes under `/api/contact` with their per-client rate limit (`contactApi`).
 */
import { Registry } from 'prom-client'
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import type { Config } from '../config.ts'
import { proxyAwareKey } from '../http/client-key.ts'
import { limiterFor } from '../http/admission/rate-limit.ts'
import type { SharedRedis } from '../shared/redis.ts'
import type { Logger } from '../log.ts'
import { createFormTokens, type FormTokens } from './form-token.ts'
import { contactMetrics } from './metrics.ts'
import { CONTACT_SERVER_LIMITS } from './limits.ts'
import { contactRoutes, type RefusedContactForm } from './routes.ts'
import { lockDataDir, type DataDirLock } from './storage/data-dir-lock.ts'
import { canWrite, databasePath, DatabaseSetupError, openDatabase } from './storage/db.ts'
import {
  createMessageStore,
  StoreUnavailableError,
  type MessageStore,
} from './storage/message-store.ts'
import { readOrCreateSecret } from './storage/secret.ts'

/** What contact keeps between requests; `close` ends it (on shutdown). */
export type ContactStore = {
  messages: MessageStore
  /** The time-trap tokens of the form (form-token.ts). */
  tokens: FormTokens
  /** Whether a message can be stored now (server/http/readiness.ts asks, for /readyz). */
  ready(): boolean | Promise<boolean>
  close(): void | Promise<void>
}

/** The store cannot be opened: the message names the file and why. */
export class ContactStoreError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContactStoreError'
  }
}

/**
 * Opens the contact store: PostgreSQL when DATABASE_URL is set (reachable, credentials taken,
 * migrations applied; CONTACT_SECRET is then required by server/config.ts, so every replica signs
 * tokens with one key), else SQLite in DATA_DIR (`openSqliteContactStore`).
 * @throws ContactStoreError naming the variable or file and what to do
 */
export async function openContactStore(
  config: Pick<Config, 'dataDir' | 'contactSecret' | 'databaseUrl'>,
): Promise<ContactStore> {
  const { databaseUrl, contactSecret } = config
  if (databaseUrl === undefined) return openSqliteContactStore(config)
  if (contactSecret === undefined)
    throw new ContactStoreError('CONTACT_SECRET must be set when DATABASE_URL is set.')
  // Loaded only with DATABASE_URL, so a server on SQLite never pays for loading the PostgreSQL
  // client at start (docs/performance.md, "Allocator, heap and start-up"; decision 029).
  const { openPostgresStore, PostgresSetupError } = await import('./storage/postgres/store.ts')
  try {
    const store = await openPostgresStore(databaseUrl)
    return {
      messages: store,
      tokens: createFormTokens({ secret: contactSecret }),
      ready: () => store.ready(),
      close: () => store.close(),
    }
  } catch (error) {
    if (error instanceof PostgresSetupError)
      throw new ContactStoreError(`Cannot open the contact database: ${error.message}`, {
        cause: error,
      })
    throw error
  }
}

/**
 * Opens the SQLite contact store, checking at start what would otherwise fail at the first message:
 * DATA_DIR and the database file must be writable, no other server may hold DATA_DIR
 * (data-dir-lock.ts), the file must not be empty or damaged and must take a write, and the
 * durability pragmas must hold. Then the tokens' key: CONTACT_SECRET, or a random one kept beside
 * the database.
 * @throws ContactStoreError naming the file and what to do
 */
export function openSqliteContactStore(
  config: Pick<Config, 'dataDir' | 'contactSecret'>,
): ContactStore {
  const path = databasePath(config.dataDir)
  const fail = (reason: string, cause?: unknown): never => {
    throw new ContactStoreError(`Cannot open the contact database ${path} (DATA_DIR): ${reason}`, {
      cause,
    })
  }
  let lock: DataDirLock | undefined
  let db: DatabaseSync | undefined
  try {
    mkdirSync(config.dataDir, { recursive: true })
    mustBeWritable(config.dataDir, 'DATA_DIR', fail)
    if (existsSync(path)) mustBeWritable(path, 'the database file', fail)
    lock = lockDataDir(config.dataDir)
    db = openDatabase(path)
    if (!canWrite(db))
      fail(`${path} does not take writes (locked by another process, or read-only).`)
    const secret = config.contactSecret ?? readOrCreateSecret(config.dataDir)
    const opened = db
    const held = lock
    return {
      messages: createMessageStore(opened),
      tokens: createFormTokens({ secret }),
      ready: () => canWrite(opened),
      close: () => {
        opened.close()
        held.release()
      },
    }
  } catch (error) {
    db?.close()
    lock?.release()
    if (error instanceof ContactStoreError) throw error
    return fail(error instanceof DatabaseSetupError ? error.message : String(error), error)
  }
}

/** `access(2)` with W_OK: EACCES for permissions, EROFS for a read-only mount. */
function mustBeWritable(path: string, what: string, fail: (reason: string) => never) {
  try {
    accessSync(path, constants.W_OK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error)
    fail(
      `${what} ${resolve(path)} is not writable (${code}). SQLite writes the database, its WAL ` +
        'and shared-memory files there: give the user running the server write access to it ' +
        '(and to the directory), or point DATA_DIR at a writable directory.',
    )
  }
}

export type ContactDeps = {
  store: ContactStore
  log: Logger
  /** TRUST_PROXY names who may speak for a client; CONTACT_DAILY_CAP bounds everyone together. */
  config: Pick<Config, 'trustProxy' | 'contactDailyCap'>
  /** Where the metrics go (metrics.ts); default: a registry of its own, read by no one. */
  registry?: Registry
  /** Where the per-client limit lives when every replica shares it (server/shared/redis.ts). */
  redis?: SharedRedis
  /** The contact page as the answer to a refused browser post (routes.ts says more). */
  refusedForm?: RefusedContactForm
}

/**
 * @example app.route('/api/contact', contactApi({ store, log, config }))
 */
export function contactApi({
  store,
  log,
  config,
  registry = new Registry(),
  redis,
  refusedForm,
}: ContactDeps) {
  return contactRoutes({
    ...(refusedForm && { refusedForm }),
    messages: logOutages(store.messages, log),
    tokens: store.tokens,
    limiter: limiterFor(redis, 'contact', CONTACT_SERVER_LIMITS.rate),
    log,
    // The socket peer, or the client a TRUST_PROXY peer names in X-Forwarded-For.
    clientKey: proxyAwareKey(config.trustProxy),
    dailyCap: config.contactDailyCap,
    metrics: contactMetrics(registry),
  })
}

/**
 * The store, logging when it becomes unreachable (once, not once per request) and when it
 * answers again, so an outage of PostgreSQL shows in the log as two lines.
 */
export function logOutages(messages: MessageStore, log: Logger): MessageStore {
  let down = false
  const watch =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(...args)
        if (down) log.info({ msg: 'contact store reachable again' })
        down = false
        return result
      } catch (error) {
        if (error instanceof StoreUnavailableError && !down) {
          down = true
          log.error({ msg: 'contact store unavailable', error: error.message })
        }
        throw error
      }
    }
  return {
    save: watch(messages.save.bind(messages)),
    list: watch(messages.list.bind(messages)),
    countSince: watch(messages.countSince.bind(messages)),
    chargesSince: watch(messages.chargesSince.bind(messages)),
  }
}

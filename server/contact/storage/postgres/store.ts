/**
 * The contact-message store in PostgreSQL (DATABASE_URL), through `postgres` (porsager's pure
 * JavaScript client; docs/decisions/025-postgresql-store.md). The same contract as the SQLite
 * store (../message-store.ts). Each save is one transaction that first takes an advisory lock
 * (https://www.postgresql.org/docs/15/explicit-locking.html#ADVISORY-LOCKS): saves from every
 * replica run one at a time, so the nonce check, the token's single use and the room under the
 * daily cap are exact across replicas, as SQLite's BEGIN IMMEDIATE makes them on one machine.
 * A connection that fails becomes StoreUnavailableError; the pool opens a new one on the next
 * query, so the store recovers by itself when PostgreSQL is back.
 *
 * Every call is bounded: on the server, each statement of a save by `statement_timeout` and its
 * wait for the save lock (held by a stuck session) by `lock_timeout`; here, the whole call by a deadline,
 * for a server that does not answer at all. Past any of them the call is StoreUnavailableError,
 * and a save given up on rolls back at its next step instead of committing later; only a COMMIT
 * already sent may still land, and the client's retry with its nonce then finds it (a duplicate,
 * answered as received).
 */
import postgres, { type Sql, type TransactionSql } from 'postgres'
import type { ContactMessage } from '#core/contact-rules.ts'
import { CONTACT_SERVER_LIMITS } from '../../limits.ts'
import {
  isFull,
  StoreUnavailableError,
  type MessageStore,
  type SaveResult,
  type StoredMessage,
} from '../message-store.ts'
import { migrate } from './migrate.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** An arbitrary key for pg_advisory_xact_lock, held by each save until it commits. */
export const SAVE_LOCK = 7_017_002
/** How long /readyz waits for PostgreSQL to take the save lock and let it go. */
const READY_TIMEOUT_MS = 2000

export type PostgresStore = MessageStore & {
  /** Whether PostgreSQL answers now (for /readyz). */
  ready(): Promise<boolean>
  close(): Promise<void>
}

/** DATABASE_URL is wrong, or PostgreSQL refused it at start: the message names the variable. */
export class PostgresSetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'PostgresSetupError'
  }
}

type Row = {
  id: string
  created_at: Date
  name: string
  email: string
  subject: string
  message: string
  nonce: string | null
}

/** Thrown inside a transaction to roll it back with a result (postgres's `begin` commits otherwise). */
class Rollback {
  readonly result: SaveResult
  constructor(result: SaveResult) {
    this.result = result
  }
}

type Query = Sql | TransactionSql

/**
 * Connects, checks that PostgreSQL answers and takes the credentials, and applies pending
 * migrations (migrate.ts).
 * @example const store = await openPostgresStore(config.databaseUrl)
 * @throws PostgresSetupError naming DATABASE_URL (its password hidden) and what went wrong
 */
export async function openPostgresStore(
  url: string,
  {
    now = () => new Date(),
    max = 10,
    migrations = true,
  }: {
    now?: () => Date
    max?: number
    /** False to only read (`npm run messages`): nothing is created or changed. */
    migrations?: boolean
  } = {},
): Promise<PostgresStore> {
  const sql = postgres(url, {
    max,
    // Seconds: a PostgreSQL that does not answer fails a request rather than hold it.
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => {},
    // No server-side prepared statements: safe behind PgBouncer in transaction mode too.
    prepare: false,
  })
  try {
    await sql`SELECT 1`
    if (migrations) await migrate(sql)
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => {})
    throw new PostgresSetupError(`DATABASE_URL (${redact(url)}): ${describeSetupError(error)}`, {
      cause: error,
    })
  }
  return createPostgresStore(sql, { now })
}

/**
 * A transaction's bounds, then the save lock, in one round trip. Set per transaction (SET LOCAL,
 * in milliseconds), not as connection parameters: PgBouncer refuses unknown start-up parameters,
 * and in transaction mode would not keep them on the server connection a transaction gets.
 */
const takeSaveLock =
  `SET LOCAL statement_timeout = ${CONTACT_SERVER_LIMITS.storeDeadlineMs}; ` +
  `SET LOCAL lock_timeout = ${CONTACT_SERVER_LIMITS.storeLockWaitMs}; ` +
  `SELECT pg_advisory_xact_lock(${SAVE_LOCK})`

function createPostgresStore(sql: Sql, { now }: { now: () => Date }): PostgresStore {
  const count = async (q: Query, since: Date) =>
    Number(
      (await q<{ n: string }[]>`SELECT count(*) AS n FROM messages WHERE created_at >= ${since}`)[0]
        ?.n,
    )
  const charges = async (q: Query, source: string, since: Date) =>
    Number(
      (
        await q<{ n: string }[]>`SELECT count(*) AS n FROM source_charges
          WHERE source = ${source} AND created_at >= ${since}`
      )[0]?.n,
    )

  return {
    save: (message: ContactMessage, { nonce = null, token, sources = [], room } = {}) =>
      bounded(async (late) => {
        const at = now()
        const dayAgo = new Date(at.getTime() - DAY_MS)
        try {
          return await sql.begin(async (tx) => {
            await tx.unsafe(takeSaveLock)
            late.throwIfAborted()
            // A retry of a stored submission (same nonce, so the same token) is a duplicate.
            if (nonce !== null && (await tx`SELECT 1 FROM messages WHERE nonce = ${nonce}`).length)
              return { stored: false }
            if (
              room &&
              (await isFull(
                room,
                sources,
                () => count(tx, dayAgo),
                (source) => charges(tx, source, dayAgo),
              ))
            )
              return { stored: false, full: true }
            if (token) {
              const used = await tx`INSERT INTO used_tokens (id, expires_at)
                VALUES (${token.id}, ${new Date(token.expiresAt)}) ON CONFLICT (id) DO NOTHING`
              if (used.count === 0) return { stored: false, replay: true }
            }
            const inserted = await tx`INSERT INTO messages
                (created_at, name, email, subject, message, nonce)
              VALUES (${at}, ${message.name}, ${message.email}, ${message.subject},
                ${message.message}, ${nonce})
              ON CONFLICT (nonce) DO NOTHING`
            if (inserted.count === 0) throw new Rollback({ stored: false })
            for (const source of sources)
              await tx`INSERT INTO source_charges (source, created_at) VALUES (${source}, ${at})`
            // What no longer counts: tokens past their expiry, charges older than a day.
            await tx`DELETE FROM used_tokens WHERE expires_at < ${at}`
            await tx`DELETE FROM source_charges WHERE created_at < ${dayAgo}`
            // Given up on meanwhile: a ROLLBACK, not a message stored that nobody was told of.
            late.throwIfAborted()
            return { stored: true }
          })
        } catch (error) {
          if (error instanceof Rollback) return error.result
          throw error
        }
      }),
    list: ({ since = new Date(0), limit = -1 } = {}) =>
      bounded(async () => {
        const rows = await sql<Row[]>`
          SELECT id, created_at, name, email, subject, message, nonce FROM messages
          WHERE created_at >= ${since} ORDER BY created_at DESC, id DESC
          LIMIT ${limit < 0 ? null : limit}`
        return rows.map(fromRow)
      }),
    countSince: (since) => bounded(() => count(sql, since)),
    chargesSince: (source, since) => bounded(() => charges(sql, source, since)),
    async ready() {
      // The save lock, taken and let go: PostgreSQL answers, and no session holds saves back.
      try {
        await bounded(() => sql.begin((tx) => tx.unsafe(takeSaveLock)), READY_TIMEOUT_MS)
        return true
      } catch {
        return false
      }
    },
    close: () => sql.end({ timeout: 5 }),
  }
}

function fromRow(row: Row): StoredMessage {
  return {
    id: Number(row.id),
    createdAt: row.created_at.toISOString(),
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    nonce: row.nonce,
  }
}

/** Network errors of Node and of the client (postgres's own codes), and SQLSTATEs of a lost server. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  // https://www.postgresql.org/docs/15/errcodes-appendix.html: admin_shutdown, crash_shutdown,
  // cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
])

/** Whether `error` says the connection to PostgreSQL failed (class 08 is "connection exception"). */
export function isConnectionError(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  return CONNECTION_CODES.has(code) || code.startsWith('08')
}

/**
 * SQLSTATEs of a bound reached on the server (https://www.postgresql.org/docs/15/errcodes-appendix.html):
 * query_canceled (statement_timeout), lock_not_available (lock_timeout).
 */
const TIMEOUT_CODES = new Set(['57014', '55P03'])

/**
 * `work` within `deadlineMs`: past it, or when the connection fails or a server-side bound is
 * reached, StoreUnavailableError. `late` aborts at the deadline, for `work` to stop at its next
 * step; what it answers after that is dropped.
 */
async function bounded<T>(
  work: (late: AbortSignal) => Promise<T>,
  deadlineMs: number = CONTACT_SERVER_LIMITS.storeDeadlineMs,
): Promise<T> {
  const late = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new StoreUnavailableError(`PostgreSQL did not answer within ${deadlineMs} ms`)
      late.abort(error)
      reject(error)
    }, deadlineMs)
  })
  const running = work(late.signal)
  running.catch(() => undefined)
  try {
    return await Promise.race([running, expired])
  } catch (error) {
    if (error instanceof StoreUnavailableError) throw error
    const code = String((error as { code?: unknown } | null)?.code ?? '')
    if (!isConnectionError(error) && !TIMEOUT_CODES.has(code)) throw error
    throw new StoreUnavailableError(`PostgreSQL is unavailable: ${String(error)}`, {
      cause: error,
    })
  } finally {
    clearTimeout(timer)
  }
}

/** The URL without its password, for messages and logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(not a URL)'
  }
}

/** One sentence on what went wrong at start, and what to check. */
function describeSetupError(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? '')
  const detail = error instanceof Error ? error.message : String(error)
  if (code === '28P01' || code === '28000')
    return `PostgreSQL refused the credentials (${detail}): check the user and password in the URL.`
  if (code === '3D000')
    return `the database does not exist (${detail}): create it, or name an existing one in the URL.`
  if (isConnectionError(error))
    return `PostgreSQL cannot be reached (${code || detail}): check the host and port, and that the server runs.`
  return `${detail}.`
}

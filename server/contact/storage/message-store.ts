/**
 * The contact-message store: saves a validated message (once per client
 * nonce, once per form token, charged to its sources, within the daily cap) and lists what was
 * stored. One interface, two implementations: SQLite in DATA_DIR (here, the default) and
 * PostgreSQL when DATABASE_URL is set (postgres/store.ts), both run through one contract suite
 * (message-store.contract.ts). Every statement has bound parameters; a save resolves only after
 * its transaction has committed.
 */
import type { DatabaseSync } from 'node:sqlite'
import { setTimeout as sleep } from 'node:timers/promises'
import type { ContactMessage } from '#core/contact-rules.ts'
import { CONTACT_SERVER_LIMITS } from '../limits.ts'
import { isBusy, tryBeginWrite } from './db.ts'

export type StoredMessage = ContactMessage & {
  id: number
  /** ISO 8601 UTC, e.g. `2025-04-09T14:03:22.123Z`. */
  createdAt: string
  nonce: string | null
}

/** What a save carries besides the message (decision 021). */
export type SaveOptions = {
  /** The client's id of this submission: with one already stored, nothing is stored. */
  nonce?: string | null
  /** The form token that carried it: used once, so with this id already used, nothing is stored. */
  token?: { id: string; expiresAt: number }
  /** The sources charged for it (`chargesSince`), kept 24 hours. */
  sources?: readonly string[]
  /**
   * The room checked again inside the save's transaction, so that concurrent saves (other
   * requests, other replicas) cannot together pass the cap: at most `dailyCap` messages in the
   * 24 hours before now, and at most `shares[source]` charges to each source.
   */
  room?: Room
}

/** The daily cap and each source's share of it (server/contact/service.ts). */
export type Room = { dailyCap: number; shares: Readonly<Record<string, number>> }

export type SaveResult = {
  stored: boolean
  /** The token carried a stored message before. */
  replay?: boolean
  /** No room (`SaveOptions.room`): nothing stored. */
  full?: boolean
}

/**
 * The store could not be reached or did not answer in time (PostgreSQL down or stuck, SQLite
 * locked by another connection): nothing is known to be committed, so the caller acknowledges
 * nothing and asks for a retry (the nonce makes it safe).
 */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

export type MessageStore = {
  /**
   * Stores a message, marks its token used and charges its sources, in one transaction, and
   * commits it. `duplicate`: the nonce was stored before, and that submission stands; `replay`:
   * the token carried a message before; `full`: no room left. None stores or charges anything.
   * @throws StoreUnavailableError when the engine cannot be reached
   */
  save(message: ContactMessage, options?: SaveOptions): Promise<SaveResult>
  /** Messages newest first, optionally only those created at or after `since`. */
  list(options?: { since?: Date; limit?: number }): Promise<StoredMessage[]>
  /** How many messages were created at or after `since`. */
  countSince(since: Date): Promise<number>
  /** How many stored messages were charged to `source` at or after `since`. */
  chargesSince(source: string, since: Date): Promise<number>
}

/** Whether `room` is used up, given how to count (the same rule in both implementations). */
export async function isFull(
  room: Room,
  sources: readonly string[],
  count: () => number | Promise<number>,
  charges: (source: string) => number | Promise<number>,
): Promise<boolean> {
  if ((await count()) >= room.dailyCap) return true
  for (const source of sources) {
    const share = room.shares[source]
    if (share !== undefined && (await charges(source)) >= share) return true
  }
  return false
}

const DAY_MS = 24 * 60 * 60 * 1000

type Row = {
  id: number
  created_at: string
  name: string
  email: string
  subject: string
  message: string
  nonce: string | null
}

/**
 * The SQLite store. Its connection never waits inside SQLite (db.ts, tryBeginWrite): a save
 * that finds the write lock held by another connection (a maintenance session) tries again on a
 * timer for up to `lockWaitMs`, then is StoreUnavailableError, as is any read that finds the
 * database busy.
 * @example
 * const store = createMessageStore(openDatabase(':memory:'))
 * await store.save({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' })
 */
export function createMessageStore(
  db: DatabaseSync,
  {
    now = () => new Date(),
    lockWaitMs = CONTACT_SERVER_LIMITS.storeLockWaitMs,
  }: { now?: () => Date; lockWaitMs?: number } = {},
): MessageStore {
  const insert = db.prepare(
    `INSERT INTO messages (created_at, name, email, subject, message, nonce)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (nonce) DO NOTHING`,
  )
  const select = db.prepare(
    `SELECT id, created_at, name, email, subject, message, nonce FROM messages
     WHERE created_at >= ? ORDER BY created_at DESC, id DESC LIMIT ?`,
  )
  const count = db.prepare('SELECT count(*) AS n FROM messages WHERE created_at >= ?')
  const seen = db.prepare('SELECT 1 FROM messages WHERE nonce = ?')
  const useToken = db.prepare(
    'INSERT INTO used_tokens (id, expires_at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING',
  )
  const charge = db.prepare('INSERT INTO source_charges (source, created_at) VALUES (?, ?)')
  const charges = db.prepare(
    'SELECT count(*) AS n FROM source_charges WHERE source = ? AND created_at >= ?',
  )
  // What no longer counts: tokens past their expiry, charges older than a day.
  const forgetTokens = db.prepare('DELETE FROM used_tokens WHERE expires_at < ?')
  const forgetCharges = db.prepare('DELETE FROM source_charges WHERE created_at < ?')

  /**
   * The statements of one save, all or nothing. Once the lock is held they run synchronously,
   * so no other save of this process runs meanwhile.
   */
  const transaction = async (work: () => SaveResult) => {
    const waitUntil = Date.now() + lockWaitMs
    for (let pause = 10; !tryBeginWrite(db); pause = Math.min(pause * 2, 200)) {
      const left = waitUntil - Date.now()
      if (left <= 0) {
        throw new StoreUnavailableError('SQLite: the write lock is held by another connection')
      }
      await sleep(Math.min(pause, left))
    }
    try {
      const result = work()
      db.exec(result.stored ? 'COMMIT' : 'ROLLBACK')
      return result
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  return {
    async save(message, { nonce = null, token, sources = [], room } = {}) {
      const at = now()
      const time = at.toISOString()
      const dayAgo = new Date(at.getTime() - DAY_MS).toISOString()
      return transaction(() => {
        // A retry of a stored submission (same nonce, so the same token) is a duplicate, not
        // a replay: the sender's first attempt stands.
        if (nonce !== null && seen.get(nonce)) return { stored: false }
        if (room && fullNow(room, sources, dayAgo)) return { stored: false, full: true }
        if (token) {
          const used = useToken.run(token.id, new Date(token.expiresAt).toISOString())
          if (Number(used.changes) === 0) return { stored: false, replay: true }
        }
        const inserted = insert.run(
          time,
          message.name,
          message.email,
          message.subject,
          message.message,
          nonce,
        )
        if (Number(inserted.changes) === 0) return { stored: false }
        for (const source of sources) charge.run(source, time)
        forgetTokens.run(time)
        forgetCharges.run(dayAgo)
        return { stored: true }
      })
    },
    async list({ since = new Date(0), limit = -1 } = {}) {
      return reading(() => (select.all(since.toISOString(), limit) as Row[]).map(fromRow))
    },
    async countSince(since) {
      return reading(() => countAt(since.toISOString()))
    },
    async chargesSince(source, since) {
      return reading(() => chargesAt(source, since.toISOString()))
    },
  }

  /** A read; in WAL mode it meets a lock only in rare moments (recovery), answered as a store away. */
  function reading<T>(read: () => T): T {
    try {
      return read()
    } catch (error) {
      if (isBusy(error)) throw new StoreUnavailableError('SQLite: busy', { cause: error })
      throw error
    }
  }

  function countAt(since: string) {
    return Number((count.get(since) as { n: number }).n)
  }
  function chargesAt(source: string, since: string) {
    return Number((charges.get(source, since) as { n: number }).n)
  }
  /** `isFull`, synchronously, inside the write transaction. */
  function fullNow(room: Room, sources: readonly string[], since: string) {
    if (countAt(since) >= room.dailyCap) return true
    return sources.some((source) => {
      const share = room.shares[source]
      return share !== undefined && chargesAt(source, since) >= share
    })
  }
}

function fromRow(row: Row): StoredMessage {
  return {
    id: row.id,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    nonce: row.nonce,
  }
}

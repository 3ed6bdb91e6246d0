/**
 * The contact-message store: saves a validated message (once per client
 * nonce, once per form token, charged to its sources) and lists what was stored. Every statement is prepared with bound
 * parameters; a save returns only after SQLite has committed the row.
 */
import type { DatabaseSync } from 'node:sqlite'
import type { ContactMessage } from '#core/contact-rules.ts'

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
}

export type MessageStore = {
  /**
   * Stores a message, marks its token used and charges its sources, in one transaction, and
   * commits it. `duplicate`: the nonce was stored before, and that submission stands; `replay`:
   * the token carried a message before. Neither stores or charges anything.
   */
  save(message: ContactMessage, options?: SaveOptions): { stored: boolean; replay?: boolean }
  /** Messages newest first, optionally only those created at or after `since`. */
  list(options?: { since?: Date; limit?: number }): StoredMessage[]
  /** How many messages were created at or after `since`. */
  countSince(since: Date): number
  /** How many stored messages were charged to `source` at or after `since`. */
  chargesSince(source: string, since: Date): number
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
 * @example
 * const store = createMessageStore(openDatabase(':memory:'))
 * store.save({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' })
 */
export function createMessageStore(
  db: DatabaseSync,
  { now = () => new Date() }: { now?: () => Date } = {},
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

  /** The statements of one save, all or nothing. */
  const transaction = <T>(work: () => T & { stored: boolean }) => {
    db.exec('BEGIN IMMEDIATE')
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
    save(message, { nonce = null, token, sources = [] } = {}) {
      const at = now()
      const time = at.toISOString()
      return transaction(() => {
        // A retry of a stored submission (same nonce, so the same token) is a duplicate, not
        // a replay: the sender's first attempt stands.
        if (nonce !== null && seen.get(nonce)) return { stored: false }
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
        forgetCharges.run(new Date(at.getTime() - DAY_MS).toISOString())
        return { stored: true }
      })
    },
    list({ since = new Date(0), limit = -1 } = {}) {
      return (select.all(since.toISOString(), limit) as Row[]).map(fromRow)
    },
    countSince(since) {
      return Number((count.get(since.toISOString()) as { n: number }).n)
    },
    chargesSince(source, since) {
      return Number((charges.get(source, since.toISOString()) as { n: number }).n)
    },
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

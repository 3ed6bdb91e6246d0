/**
 * The contact-message store: saves a validated message (once per client
 * nonce) and lists what was stored. Every statement is prepared with bound
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

export type MessageStore = {
  /**
   * Stores a message and commits it. With a nonce already stored, stores
   * nothing and says so: the earlier submission stands.
   */
  save(message: ContactMessage, options?: { nonce?: string | null }): { stored: boolean }
  /** Messages newest first, optionally only those created at or after `since`. */
  list(options?: { since?: Date; limit?: number }): StoredMessage[]
  /** How many messages were created at or after `since`. */
  countSince(since: Date): number
}

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

  return {
    save(message, { nonce = null } = {}) {
      const { changes } = insert.run(
        now().toISOString(),
        message.name,
        message.email,
        message.subject,
        message.message,
        nonce,
      )
      return { stored: Number(changes) === 1 }
    },
    list({ since = new Date(0), limit = -1 } = {}) {
      return (select.all(since.toISOString(), limit) as Row[]).map(fromRow)
    },
    countSince(since) {
      return Number((count.get(since.toISOString()) as { n: number }).n)
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

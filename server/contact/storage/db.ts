/**
 * Opens the SQLite database (Node's built-in `node:sqlite`), refuses an empty or damaged file,
 * sets the durability pragmas, reads them back and refuses to start without them
 * (docs/reliability.md, Limits and G3), then applies pending migrations.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DatabaseSync } from 'node:sqlite'

export const DATABASE_FILE = 'thumbgrab.sqlite'
export const IN_MEMORY = ':memory:'

/** Each entry brings the schema from version i to i + 1 (PRAGMA user_version). */
const MIGRATIONS: readonly string[] = ['./schema.sql', './schema-2.sql'].map((file) =>
  readFileSync(new URL(file, import.meta.url), 'utf8'),
)

export const SCHEMA_VERSION = MIGRATIONS.length

export class DatabaseSetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseSetupError'
  }
}

/** The database file inside DATA_DIR. */
export function databasePath(dataDir: string): string {
  return join(dataDir, DATABASE_FILE)
}

/**
 * Opens (creating the directory and file if missing) and migrates a database, after checking
 * that a file already there is one: not empty (an empty file would silently become a new,
 * empty database) and passing `PRAGMA quick_check`. `:memory:` is for tests: it cannot use
 * WAL, so only there is the journal mode allowed to differ.
 *
 * @example const db = openDatabase(databasePath(config.dataDir))
 * @throws DatabaseSetupError naming the file and what to do: empty, corrupt, a pragma that does
 *   not hold, or a schema newer than this code
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== IN_MEMORY) {
    mkdirSync(dirname(path), { recursive: true })
    refuseEmptyFile(path)
  }
  const db = new DatabaseSync(path)
  try {
    try {
      applyPragmas(db, path)
      quickCheck(db, path)
    } catch (error) {
      // The header or a page is not SQLite's; anything else (a lock, say) is thrown as it is.
      throw isDamage(error) ? corrupt(path, (error as Error).message) : error
    }
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

const SQLITE_CORRUPT = 11
const SQLITE_NOTADB = 26

const isDamage = (error: unknown) => {
  const code = Number((error as { errcode?: number }).errcode) & 0xff
  return code === SQLITE_CORRUPT || code === SQLITE_NOTADB
}

/** The same fix for every damaged file: keep it, restore a backup, or recover what reads. */
const corrupt = (path: string, problem: string) =>
  new DatabaseSetupError(
    `${path} is damaged (${problem}). It is left as it is: keep a copy, then restore the ` +
      `file from a backup, or save what is still readable with \`sqlite3 ${path} .recover\`.`,
  )

/**
 * A 0-byte file is not a database, but SQLite would take it as a new one and write a schema over
 * it: it is reported instead.
 * @throws DatabaseSetupError for a file of 0 bytes
 */
export function refuseEmptyFile(path: string) {
  const stats = statSync(path, { throwIfNoEntry: false })
  if (stats?.isFile() && stats.size === 0) {
    throw new DatabaseSetupError(
      `${path} is 0 bytes: it holds no messages and no schema. It is left as it is: restore ` +
        'it from a backup if it should hold messages; if nothing was ever stored (a first ' +
        'start that was cut off), delete it and start again.',
    )
  }
}

/**
 * SQLite's own consistency check of every page (https://sqlite.org/pragma.html#pragma_quick_check);
 * linear in the file's size.
 * @throws DatabaseSetupError with the first problem it names
 */
export function quickCheck(db: DatabaseSync, path: string) {
  const rows = db.prepare('PRAGMA quick_check').all()
  const first = rows[0] ? String(Object.values(rows[0])[0]).replace(/\s+/g, ' ') : 'no answer'
  if (rows.length !== 1 || first !== 'ok') throw corrupt(path, `PRAGMA quick_check: ${first}`)
}

/** A database opened only to read (`npm run messages`). */
export type ReadOnlyDatabase = {
  db: DatabaseSync
  /**
   * Opened as an immutable file: the copy sits where SQLite cannot create the WAL's
   * shared-memory file (a backup on a read-only disk), so it is read as it is, without a WAL.
   */
  immutable: boolean
}

const SQLITE_READONLY = 8
const SQLITE_CANTOPEN = 14

/**
 * Opens a database to read it, never creating, migrating or writing anything, so it works on a
 * read-only copy such as a backup, and on the live file beside a running server (WAL readers do
 * not block the writer).
 * @example const { db } = openForReading('/backups/thumbgrab.sqlite')
 * @throws DatabaseSetupError naming the file when it is empty, damaged or holds no messages table
 */
export function openForReading(path: string): ReadOnlyDatabase {
  refuseEmptyFile(path)
  let opened: ReadOnlyDatabase | undefined
  try {
    opened = { db: new DatabaseSync(path, { readOnly: true }), immutable: false }
    try {
      opened.db.prepare('SELECT count(*) FROM sqlite_schema').get()
    } catch (error) {
      const code = Number((error as { errcode?: number }).errcode) & 0xff
      if (code !== SQLITE_READONLY && code !== SQLITE_CANTOPEN) throw error
      opened.db.close()
      const url = pathToFileURL(path)
      url.searchParams.set('immutable', '1')
      opened = { db: new DatabaseSync(url, { readOnly: true }), immutable: true }
    }
    quickCheck(opened.db, path)
    const table = opened.db
      .prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table' AND name = 'messages'")
      .get() as { n: number }
    if (table.n !== 1) {
      throw new DatabaseSetupError(
        `${path} is a SQLite database but holds no contact messages table.`,
      )
    }
    return opened
  } catch (error) {
    opened?.db.close()
    throw isDamage(error) ? corrupt(path, (error as Error).message) : error
  }
}

/**
 * Whether the database takes writes now: the handle is open and the write lock can be had at
 * once (https://sqlite.org/lang_transaction.html, BEGIN IMMEDIATE), released at once, writing
 * nothing. Another connection holding the lock is a "no" at once, never a wait.
 * @example canWrite(db) // false once db.close() has run
 */
export function canWrite(db: DatabaseSync): boolean {
  if (!db.isOpen) return false
  // A transaction in progress on this very handle is the store at work.
  if (db.isTransaction) return true
  try {
    if (!tryBeginWrite(db)) return false
  } catch {
    // Read-only, or the file is gone: not writable now.
    return false
  }
  db.exec('ROLLBACK')
  return true
}

/**
 * BEGIN IMMEDIATE, once: true with the write lock taken, false while another connection holds
 * it (SQLITE_BUSY). The connection's busy_timeout is 0, because SQLite waits for a lock by
 * sleeping in the calling thread, which here is the event loop's: a caller that wants to wait
 * tries again on a timer (message-store.ts).
 * @throws anything else SQLite says (a read-only file, a closed handle)
 */
export function tryBeginWrite(db: DatabaseSync): boolean {
  try {
    db.exec('BEGIN IMMEDIATE')
    return true
  } catch (error) {
    if (isBusy(error)) return false
    throw error
  }
}

/** SQLite's SQLITE_BUSY, extended codes included (https://sqlite.org/rescode.html#busy). */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode
  return typeof code === 'number' && (code & 0xff) === SQLITE_BUSY
}

const SQLITE_BUSY = 5

function applyPragmas(db: DatabaseSync, path: string) {
  // https://sqlite.org/wal.html, https://sqlite.org/pragma.html#pragma_synchronous:
  // with FULL, a commit that returned survives power loss in WAL mode too.
  // busy_timeout 0: a lock held elsewhere is an answer at once, never a sleep on the event loop
  // (tryBeginWrite).
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 0;')
  verifyPragmas(db, path)
}

/**
 * Reads the durability pragmas back (docs/reliability.md, G3): SQLite ignores some
 * settings silently (WAL on a filesystem without shared memory, for one).
 * @throws DatabaseSetupError naming the first pragma that does not hold
 */
export function verifyPragmas(db: DatabaseSync, path: string) {
  const actual = {
    journal_mode: pragma(db, 'journal_mode'),
    synchronous: pragma(db, 'synchronous'),
    busy_timeout: pragma(db, 'busy_timeout'),
  }
  const expected = {
    journal_mode: path === IN_MEMORY ? 'memory' : 'wal',
    synchronous: 2,
    busy_timeout: 0,
  }
  for (const [name, value] of Object.entries(expected)) {
    const got = actual[name as keyof typeof actual]
    if (got !== value) {
      throw new DatabaseSetupError(
        `SQLite ${path}: PRAGMA ${name} is ${JSON.stringify(got)}, expected ${JSON.stringify(value)}`,
      )
    }
  }
}

function pragma(db: DatabaseSync, name: string): unknown {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, unknown> | undefined
  return row ? Object.values(row)[0] : undefined
}

function migrate(db: DatabaseSync) {
  const version = Number(pragma(db, 'user_version'))
  if (version > SCHEMA_VERSION) {
    throw new DatabaseSetupError(
      `the database is at schema version ${version}, newer than this server's ${SCHEMA_VERSION}`,
    )
  }
  for (let next = version; next < SCHEMA_VERSION; next++) {
    db.exec('BEGIN IMMEDIATE')
    try {
      db.exec(MIGRATIONS[next] ?? '')
      db.exec(`PRAGMA user_version = ${next + 1}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }
}

/**
 * Opens the SQLite database (Node's built-in `node:sqlite`), sets the
 * durability pragmas, reads them back and refuses to start without them
 * (docs/reliability.md, Limits and G3), then applies pending migrations.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

export const DATABASE_FILE = 'thumbgrab.sqlite'
export const IN_MEMORY = ':memory:'

/** Each entry brings the schema from version i to i + 1 (PRAGMA user_version). */
const MIGRATIONS: readonly string[] = [
  readFileSync(new URL('./schema.sql', import.meta.url), 'utf8'),
]

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
 * Opens (creating the directory and file if missing) and migrates a database.
 * `:memory:` is for tests: it cannot use WAL, so only there is the journal
 * mode allowed to differ.
 *
 * @example const db = openDatabase(databasePath(config.dataDir))
 * @throws DatabaseSetupError when a pragma does not hold or the schema is newer than this code
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true })
  const db = new DatabaseSync(path)
  try {
    applyPragmas(db, path)
    migrate(db)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/**
 * Whether the database takes writes now: the handle is open and the write lock can be had
 * (https://sqlite.org/lang_transaction.html, BEGIN IMMEDIATE), released at once, writing nothing.
 * Another writer holding the lock makes it wait as an insert would (busy_timeout).
 * @example canWrite(db) // false once db.close() has run
 */
export function canWrite(db: DatabaseSync): boolean {
  if (!db.isOpen) return false
  // A transaction in progress on this very handle is the store at work.
  if (db.isTransaction) return true
  try {
    db.exec('BEGIN IMMEDIATE')
  } catch {
    // Locked past busy_timeout, read-only, or the file is gone: not writable now.
    return false
  }
  db.exec('ROLLBACK')
  return true
}

function applyPragmas(db: DatabaseSync, path: string) {
  // https://sqlite.org/wal.html, https://sqlite.org/pragma.html#pragma_synchronous:
  // with FULL, a commit that returned survives power loss in WAL mode too.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;')
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
    busy_timeout: 5000,
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

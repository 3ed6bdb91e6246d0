import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import {
  canWrite,
  databasePath,
  DatabaseSetupError,
  openDatabase,
  openForReading,
  SCHEMA_VERSION,
  verifyPragmas,
} from './db.ts'
import { databaseWithMessages, garblePage } from '#tests/support/damaged-database.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'thumbgrab-db-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const pragma = (db: DatabaseSync, name: string) =>
  Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0]

describe('openDatabase', () => {
  test('creates the data directory and the file, in WAL mode with FULL sync, never waiting for a lock', () => {
    const path = databasePath(join(dir, 'nested', 'data'))
    const db = openDatabase(path)
    expect(pragma(db, 'journal_mode')).toBe('wal')
    expect(pragma(db, 'synchronous')).toBe(2)
    expect(pragma(db, 'busy_timeout')).toBe(0)
    expect(pragma(db, 'user_version')).toBe(SCHEMA_VERSION)
    db.close()
  })

  test('creates the messages table with a unique nonce', () => {
    const db = openDatabase(join(dir, 'a.sqlite'))
    const columns = db
      .prepare('PRAGMA table_info(messages)')
      .all()
      .map((row) => row.name)
    expect(columns).toEqual(['id', 'created_at', 'name', 'email', 'subject', 'message', 'nonce'])
    const unique = db
      .prepare('PRAGMA index_list(messages)')
      .all()
      .filter((index) => index.unique === 1)
    expect(unique).toHaveLength(1)
    db.close()
  })

  test('opens an existing database again without migrating twice', () => {
    const path = join(dir, 'a.sqlite')
    const first = openDatabase(path)
    first.exec(
      "INSERT INTO messages (created_at, name, email, subject, message) VALUES ('t', 'n', 'e', 's', 'm')",
    )
    first.close()
    const second = openDatabase(path)
    expect(second.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 1 })
    second.close()
  })

  test('refuses a database from a newer version of the server', () => {
    const path = join(dir, 'a.sqlite')
    const raw = new DatabaseSync(path)
    raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openDatabase(path)).toThrow(DatabaseSetupError)
  })

  test.each([
    ['synchronous', 'PRAGMA synchronous = NORMAL', /PRAGMA synchronous is 1, expected 2/],
    ['busy_timeout', 'PRAGMA busy_timeout = 5000', /PRAGMA busy_timeout is 5000, expected 0/],
    [
      'journal_mode',
      'PRAGMA journal_mode = DELETE',
      /PRAGMA journal_mode is "delete", expected "wal"/,
    ],
  ])('G3: refuses a connection whose %s does not hold', (_, change, message) => {
    const path = join(dir, 'a.sqlite')
    const db = openDatabase(path)
    db.exec(change)
    expect(() => verifyPragmas(db, path)).toThrow(DatabaseSetupError)
    expect(() => verifyPragmas(db, path)).toThrow(message)
    db.close()
  })

  test('G3: does not start on a database it cannot switch to WAL (another process holds a lock)', () => {
    const path = join(dir, 'locked.sqlite')
    const other = new DatabaseSync(path)
    other.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1); BEGIN')
    other.prepare('SELECT * FROM t').all()
    expect(() => openDatabase(path)).toThrow(/locked/)
    other.exec('COMMIT')
    other.close()
    const db = openDatabase(path)
    expect(pragma(db, 'journal_mode')).toBe('wal')
    db.close()
  })

  test('refuses a 0-byte file and leaves it as it is, rather than make a new database of it', () => {
    const path = join(dir, 'empty.sqlite')
    writeFileSync(path, '')
    expect(() => openDatabase(path)).toThrow(/empty\.sqlite is 0 bytes: .*restore it from a backup/)
    expect(statSync(path).size).toBe(0)
  })

  test('refuses a file with a page of garbage (PRAGMA quick_check), naming the file and the fix', () => {
    const path = join(dir, 'a.sqlite')
    databaseWithMessages(path)
    garblePage(path)
    expect(() => openDatabase(path)).toThrow(DatabaseSetupError)
    expect(() => openDatabase(path)).toThrow(/a\.sqlite is damaged .*sqlite3 .*a\.sqlite \.recover/)
  })

  test('refuses a file that is not a database', () => {
    const path = join(dir, 'a.sqlite')
    writeFileSync(path, 'x'.repeat(8192))
    expect(() => openDatabase(path)).toThrow(/is damaged \(file is not a database\)/)
  })

  test('works in memory for tests, where WAL is impossible', () => {
    const db = openDatabase(':memory:')
    expect(pragma(db, 'journal_mode')).toBe('memory')
    expect(pragma(db, 'synchronous')).toBe(2)
    db.close()
  })
})

describe('canWrite', () => {
  test('is true on an open database, writing nothing, and false once it is closed', () => {
    const db = openDatabase(databasePath(dir))
    expect(canWrite(db)).toBe(true)
    expect(db.isTransaction).toBe(false)
    db.close()
    expect(canWrite(db)).toBe(false)
  })

  test('is true while this handle is inside a transaction of its own', () => {
    const db = openDatabase(databasePath(dir))
    db.exec('BEGIN')
    expect(canWrite(db)).toBe(true)
    db.exec('ROLLBACK')
    db.close()
  })
})

describe('openForReading', () => {
  test('reads without writing: no WAL switch, no migration, the file unchanged', () => {
    const path = join(dir, 'old.sqlite')
    const raw = new DatabaseSync(path)
    raw.exec(
      'CREATE TABLE messages (id INTEGER PRIMARY KEY, created_at TEXT, name TEXT, email TEXT, subject TEXT, message TEXT, nonce TEXT); PRAGMA user_version = 1',
    )
    raw.close()
    const before = readFileSync(path)
    const { db, immutable } = openForReading(path)
    expect(immutable).toBe(false)
    expect(pragma(db, 'journal_mode')).toBe('delete')
    db.close()
    expect(readFileSync(path)).toEqual(before)
  })

  test.each([
    ['empty', (path: string) => writeFileSync(path, ''), /is 0 bytes/],
    [
      'damaged',
      (path: string) => {
        databaseWithMessages(path)
        garblePage(path)
      },
      /is damaged/,
    ],
    ['not a database', (path: string) => writeFileSync(path, 'x'.repeat(8192)), /is damaged/],
    [
      'another database',
      (path: string) => new DatabaseSync(path).exec('CREATE TABLE t (x)'),
      /holds no contact messages table/,
    ],
  ])('refuses a file that is %s with a DatabaseSetupError', (_, make, message) => {
    const path = join(dir, 'x.sqlite')
    make(path)
    expect(() => openForReading(path)).toThrow(DatabaseSetupError)
    expect(() => openForReading(path)).toThrow(message)
  })
})

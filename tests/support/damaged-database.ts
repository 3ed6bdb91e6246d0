/**
 * @module Contact databases in the states a bad day leaves them in, for the start-up checks and
 * `npm run messages`: with messages, with a page of garbage in the middle, empty (0 bytes), and
 * the user to run a process as so that a directory is read-only to it (root writes anywhere).
 */
import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  closeSync,
  copyFileSync,
  openSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs'
import { dirname, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { openDatabase } from '#server/contact/storage/db.ts'
import { createMessageStore } from '#server/contact/storage/message-store.ts'

/** A database file at `path` holding `count` messages, checkpointed (no WAL left beside it). */
export function databaseWithMessages(path: string, count = 200): void {
  const db = openDatabase(path)
  const store = createMessageStore(db)
  // The SQLite store's save runs its transaction before it returns the promise.
  for (let i = 0; i < count; i++) {
    void store.save({
      name: `Sender ${i}`,
      email: 'sender@example.com',
      subject: `Message ${i}`,
      message: 'm'.repeat(500),
    })
  }
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  db.close()
}

/**
 * The database at `path` as a server killed with -9 leaves it: with its `-wal` and `-shm` files
 * beside it (SQLite removes them when the last connection closes cleanly). Returns all three.
 */
export function withWalFiles(path: string): string[] {
  const files = [path, `${path}-wal`, `${path}-shm`]
  const open = new DatabaseSync(path)
  open.prepare('SELECT count(*) FROM messages').get()
  const copies = files.map((file) => `${file}.copy`)
  files.forEach((file, i) => copyFileSync(file, copies[i] ?? ''))
  open.close()
  files.forEach((file, i) => renameSync(copies[i] ?? '', file))
  return files
}

/** Overwrites page `page` (1-based, 4 KiB pages) with random bytes: a table page, not the header. */
export function garblePage(path: string, page = 6): void {
  const fd = openSync(path, 'r+')
  try {
    writeSync(fd, randomBytes(4096), 0, 4096, (page - 1) * 4096)
  } finally {
    closeSync(fd)
  }
}

/**
 * Who a child process should run as so that a directory made read-only stops it: as root, the
 * `nobody` user (65534); otherwise the current user, whom permissions already stop.
 */
export const READ_ONLY_USER: { uid?: number; gid?: number } =
  process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {}

/** The first folder from `dir` up to `/` that other users cannot pass through (no `o+x`). */
function closedToOthers(dir: string): string | undefined {
  for (let folder = resolve(dir); ; folder = dirname(folder)) {
    if (!(statSync(folder).mode & 0o001)) return folder
    if (folder === dirname(folder)) return undefined
  }
}

/**
 * Why a test cannot run a process as READ_ONLY_USER here, or undefined when it can: `nobody`
 * must reach the checkout (Node and the code it runs), which a clone inside a folder of mode
 * 0700, such as `mktemp -d` makes, does not allow. Tests that need it skip with this reason.
 */
export const READ_ONLY_USER_UNREACHABLE: string | undefined = (() => {
  if (READ_ONLY_USER.uid === undefined) return undefined
  const closed = closedToOthers(process.cwd())
  return (
    closed &&
    `${closed} is closed to other users, so uid ${READ_ONLY_USER.uid} cannot run the checkout`
  )
})()
if (READ_ONLY_USER_UNREACHABLE)
  console.warn(`skipping the read-only user's tests: ${READ_ONLY_USER_UNREACHABLE}`)

/** Makes a directory and everything in it readable (and listable) but not writable. */
export function makeReadOnly(dir: string, files: readonly string[]): void {
  for (const file of files) chmodSync(file, 0o444)
  chmodSync(dir, 0o555)
}

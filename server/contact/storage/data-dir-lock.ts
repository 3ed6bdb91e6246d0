/**
 * One server per DATA_DIR. Two processes on one directory would each apply the per-client rate
 * limit and the daily cap as if alone (doubling them), so the second refuses to start. The lock
 * is SQLite's own file lock on `thumbgrab.lock` (https://sqlite.org/lockingv3.html), taken in
 * EXCLUSIVE locking mode and held until the process ends: the operating system drops it when the
 * process dies, kill -9 included, so a crash leaves no stale lock behind. `thumbgrab.pid` beside
 * it names the holder for the message; it is only informative.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { DatabaseSetupError } from './db.ts'

export const LOCK_FILE = 'thumbgrab.lock'
export const PID_FILE = 'thumbgrab.pid'

export type DataDirLock = { release(): void }

/**
 * Takes the directory's lock, or throws at once if another process holds it.
 * @example const lock = lockDataDir(config.dataDir); …; lock.release()
 * @throws DatabaseSetupError naming the directory, the holder's pid when known, and the fix
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const lock = new DatabaseSync(join(dataDir, LOCK_FILE))
  try {
    // No busy_timeout: a held lock is an answer, not something to wait for.
    lock.exec('PRAGMA locking_mode = EXCLUSIVE')
    lock.exec('BEGIN EXCLUSIVE')
    lock.exec('CREATE TABLE IF NOT EXISTS lock (held INTEGER); COMMIT')
  } catch (error) {
    lock.close()
    // SQLITE_BUSY or one of its extended codes: another connection holds the lock.
    if ((Number((error as { errcode?: number }).errcode) & 0xff) !== SQLITE_BUSY) throw error
    throw new DatabaseSetupError(inUse(dataDir))
  }
  const pidFile = join(dataDir, PID_FILE)
  writeFileSync(pidFile, `${process.pid}\n`)
  return {
    release() {
      if (!lock.isOpen) return
      rmSync(pidFile, { force: true })
      lock.close()
    },
  }
}

const SQLITE_BUSY = 5

function inUse(dataDir: string): string {
  const pid = readPid(join(dataDir, PID_FILE))
  return (
    `DATA_DIR ${resolve(dataDir)} is in use by another ThumbGrab server` +
    `${pid ? ` (pid ${pid})` : ''}. Stop that one first, or give this one a DATA_DIR of its own: ` +
    'two servers on one directory would each allow the full rate limits and daily cap.'
  )
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

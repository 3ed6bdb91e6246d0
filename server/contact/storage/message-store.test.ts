import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, test } from 'vitest'
import { tempDir } from '#tests/support/temp-dir.ts'
import { canWrite, databasePath, openDatabase } from './db.ts'
import { MESSAGE, messageStoreContract } from './message-store.contract.ts'
import { createMessageStore, StoreUnavailableError } from './message-store.ts'

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup) step()
  cleanup = []
})

// A file in a temporary DATA_DIR, as the server keeps it; a peer is a second connection to it.
messageStoreContract('SQLite', async (now) => {
  const dir = tempDir('message-store')
  const path = databasePath(dir.path)
  const db = openDatabase(path)
  cleanup.push(
    () => db.close(),
    () => dir.remove(),
  )
  return {
    store: createMessageStore(db, { now }),
    async peer() {
      const other = openDatabase(path)
      cleanup.unshift(() => other.close())
      return createMessageStore(other, { now })
    },
    async rows(table) {
      return Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n)
    },
  }
})

describe('SQLite: a write lock held by another connection (a maintenance session)', () => {
  /** A store on a file, and a second connection to it that holds the write lock. */
  function locked(lockWaitMs?: number) {
    const dir = tempDir('message-store-lock')
    const path = databasePath(dir.path)
    const db = openDatabase(path)
    const other = new DatabaseSync(path)
    other.exec('BEGIN IMMEDIATE')
    cleanup.push(
      () => other.isOpen && other.close(),
      () => db.close(),
      () => dir.remove(),
    )
    const store = createMessageStore(db, lockWaitMs === undefined ? {} : { lockWaitMs })
    const rows = () =>
      Number((db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n)
    return { store, other, db, rows }
  }

  test('readiness says no at once; a save waits on timers, the loop turning, then stores', async () => {
    const { store, other, db, rows } = locked()
    expect(canWrite(db)).toBe(false)
    const events: string[] = []
    const saving = store.save(MESSAGE, { nonce: 'n-wait' }).then((result) => {
      events.push('saved')
      return result
    })
    setTimeout(() => {
      events.push('released')
      other.exec('ROLLBACK')
    }, 50)
    expect(await saving).toEqual({ stored: true })
    expect(events).toEqual(['released', 'saved'])
    expect(rows()).toBe(1)
    expect(canWrite(db)).toBe(true)
  })

  test('held past the wait: StoreUnavailableError, nothing stored, reads still answer', async () => {
    const { store, rows } = locked(100)
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    const started = Date.now()
    await expect(store.save(MESSAGE, { nonce: 'n-late' })).rejects.toBeInstanceOf(
      StoreUnavailableError,
    )
    clearInterval(timer)
    expect(Date.now() - started).toBeGreaterThanOrEqual(95)
    expect(ticks).toBeGreaterThan(0)
    expect(rows()).toBe(0)
    expect(await store.countSince(new Date(0))).toBe(0)
  })
})

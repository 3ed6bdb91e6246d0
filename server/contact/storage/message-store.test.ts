import { afterEach } from 'vitest'
import { tempDir } from '#tests/support/temp-dir.ts'
import { databasePath, openDatabase } from './db.ts'
import { messageStoreContract } from './message-store.contract.ts'
import { createMessageStore } from './message-store.ts'

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

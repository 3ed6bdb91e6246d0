/**
 * Usage: node bench/contact-store.ts [writes]
 * Contact writes per second, SQLite vs PostgreSQL (docs/performance.md): each store takes
 * `writes` saves (default 2000) as the server makes them (a nonce, a form token, two sources
 * charged, the room under the cap checked inside the transaction), first one at a time (one
 * sender after another: commit latency), then 32 at a time from two stores on the same data
 * (two replicas, or one busy process). SQLite: a file in a temporary DATA_DIR with the server's
 * pragmas (WAL, synchronous = FULL). PostgreSQL 15 from tests/support/engines.ts with its own
 * durable defaults (fsync on, synchronous_commit on), on the same disk, over loopback TCP.
 */
import { availableParallelism } from 'node:os'
import { databasePath, openDatabase } from '#server/contact/storage/db.ts'
import { createMessageStore, type MessageStore } from '#server/contact/storage/message-store.ts'
import { openPostgresStore } from '#server/contact/storage/postgres/store.ts'
import { startPostgres } from '#tests/support/engines.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

const WRITES = Number(process.argv[2] ?? 2000)
const CONCURRENCY = 32
const MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'WebP downloads',
  message: 'Hello!\nDoes the WebP option keep the original colours? '.repeat(8),
}
const room = { dailyCap: 10 * WRITES, shares: {} }

let sequence = 0
const save = (store: MessageStore) => {
  const n = ++sequence
  return store.save(MESSAGE, {
    nonce: `nonce-${n}-0123456789`,
    token: { id: `token-${n}`, expiresAt: Date.now() + 86_400_000 },
    sources: [`net:${n % 500}`, `issuer:${n % 700}`],
    room,
  })
}

async function measure(stores: MessageStore[]) {
  let started = performance.now()
  for (let i = 0; i < WRITES; i++) await save(stores[0] as MessageStore)
  const sequential = WRITES / ((performance.now() - started) / 1000)
  started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      const store = stores[worker % stores.length] as MessageStore
      while (next++ < WRITES) await save(store)
    }),
  )
  const concurrent = WRITES / ((performance.now() - started) / 1000)
  return { sequential, concurrent }
}

const rows: string[] = []
const row = (name: string, r: { sequential: number; concurrent: number }) =>
  rows.push(`| ${name} | ${r.sequential.toFixed(0)} | ${r.concurrent.toFixed(0)} |`)

const dir = tempDir('bench-contact')
try {
  const path = databasePath(dir.path)
  const a = openDatabase(path)
  const b = openDatabase(path)
  row(
    'SQLite (WAL, synchronous = FULL)',
    await measure([createMessageStore(a), createMessageStore(b)]),
  )
  a.close()
  b.close()
} finally {
  dir.remove()
}

const pg = await startPostgres({ durable: true })
try {
  const url = await pg.createDatabase('bench_contact')
  const one = await openPostgresStore(url)
  const two = await openPostgresStore(url)
  row('PostgreSQL 15 (fsync, synchronous_commit on), loopback', await measure([one, two]))
  await Promise.all([one.close(), two.close()])
} finally {
  await pg.stop()
}

console.log(`${WRITES} writes each, ${availableParallelism()} cores, Node ${process.version}\n`)
console.log('| store | writes/s one at a time | writes/s 32 at a time, two stores |')
console.log('| --- | --- | --- |')
console.log(rows.join('\n'))

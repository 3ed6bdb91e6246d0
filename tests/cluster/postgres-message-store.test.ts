/**
 * The PostgreSQL store: the shared contract (server/contact/storage/message-store.contract.ts) on a throwaway
 * PostgreSQL 15 (tests/support/engines.ts), then what only it has: migrations, the start-up
 * checks of DATABASE_URL, and riding out PostgreSQL going away and coming back.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { CONTACT_SERVER_LIMITS } from '#server/contact/limits.ts'
import { startPostgres, type Postgres } from '#tests/support/engines.ts'
import { MESSAGE, messageStoreContract } from '#server/contact/storage/message-store.contract.ts'
import { StoreUnavailableError } from '#server/contact/storage/message-store.ts'
import { MIGRATIONS } from '#server/contact/storage/postgres/migrate.ts'
import {
  openPostgresStore,
  PostgresSetupError,
  redact,
  SAVE_LOCK,
  type PostgresStore,
} from '#server/contact/storage/postgres/store.ts'

let pg: Postgres
let databases = 0
let opened: PostgresStore[] = []
beforeAll(async () => {
  pg = await startPostgres()
}, 600_000)
afterAll(async () => {
  await pg?.stop()
})
afterEach(async () => {
  await Promise.all(opened.map((store) => store.close()))
  opened = []
})

const open = async (url: string, now?: () => Date) => {
  const store = await openPostgresStore(url, { now })
  opened.push(store)
  return store
}

messageStoreContract('PostgreSQL', async (now) => {
  const database = `contract_${++databases}`
  const url = await pg.createDatabase(database)
  const store = await open(url, now)
  return {
    store,
    peer: () => open(url, now),
    async rows(table) {
      return Number(await pg.query(`SELECT count(*) FROM ${table}`, database))
    },
  }
})

describe('openPostgresStore', () => {
  test('applies the migrations once, recorded in contact_migrations, and again is a no-op', async () => {
    const url = await pg.createDatabase('migrations_once')
    // Two replicas starting together: the advisory lock lets one apply, the other sees it done.
    await Promise.all([open(url), open(url)])
    await open(url)
    expect(await pg.query('SELECT version, name FROM contact_migrations', 'migrations_once')).toBe(
      MIGRATIONS.map((m) => `${m.version}|${m.name}`).join('\n'),
    )
  })

  test('refuses a database at a newer schema version than it knows', async () => {
    const url = await pg.createDatabase('migrations_newer')
    await open(url)
    await pg.query(
      `INSERT INTO contact_migrations (version, name) VALUES (${MIGRATIONS.length + 1}, 'x')`,
      'migrations_newer',
    )
    await expect(open(url)).rejects.toThrow(/DATABASE_URL .*newer than this server's/)
  })

  test.each([
    [
      'unreachable',
      async () => `postgres://u:secret@127.0.0.1:${await closedPort()}/x`,
      /cannot be reached \(ECONNREFUSED\)/,
    ],
    [
      'missing database',
      async () => pg.url.replace(/\/postgres$/, '/nowhere'),
      /database does not exist/,
    ],
    [
      'unknown user',
      async () => pg.url.replace('postgres@', 'nobody_here:secret@'),
      /refused the credentials/,
    ],
  ])('%s: one message naming DATABASE_URL, its password hidden', async (_, url, reason) => {
    const error = await open(await url()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PostgresSetupError)
    expect((error as Error).message).toMatch(/^DATABASE_URL \(/)
    expect((error as Error).message).toMatch(reason)
    expect((error as Error).message).not.toContain('secret')
  })

  test('a wrong password: one message naming DATABASE_URL, the password hidden', async () => {
    // The harness trusts every local user; this one must give a password (scram-sha-256).
    await pg.query("CREATE ROLE checker LOGIN PASSWORD 'right-password'")
    await pg.query('CREATE DATABASE password_check OWNER checker')
    const hba = join(pg.dir, 'data', 'pg_hba.conf')
    writeFileSync(hba, `host all checker 127.0.0.1/32 scram-sha-256\n${readFileSync(hba, 'utf8')}`)
    await pg.query('SELECT pg_reload_conf()')
    const at = (password: string) =>
      pg.url.replace('postgres@', `checker:${password}@`).replace(/\/postgres$/, '/password_check')
    await (await open(at('right-password'))).close()
    const error = await open(at('wrong-password')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PostgresSetupError)
    expect((error as Error).message).toMatch(/^DATABASE_URL \(postgres:\/\/checker:\*\*\*@/)
    expect((error as Error).message).toMatch(/refused the credentials/)
    expect((error as Error).message).not.toContain('wrong-password')
  })

  test('redacts the password of a URL', () => {
    expect(redact('postgres://me:pw@db:5432/app')).toBe('postgres://me:***@db:5432/app')
  })
})

describe('when PostgreSQL goes away', () => {
  test('saves fail as unavailable, readiness says so, and both recover when it is back', async () => {
    const url = await pg.createDatabase('outage')
    const store = await open(url)
    expect(await store.save(MESSAGE)).toEqual({ stored: true })
    expect(await store.ready()).toBe(true)
    await pg.halt()
    try {
      await expect(store.save(MESSAGE)).rejects.toBeInstanceOf(StoreUnavailableError)
      await expect(store.list()).rejects.toBeInstanceOf(StoreUnavailableError)
      expect(await store.ready()).toBe(false)
    } finally {
      await pg.start()
    }
    // The pool opens new connections by itself: no restart of the store.
    expect(await store.ready()).toBe(true)
    expect(await store.save(MESSAGE)).toEqual({ stored: true })
    expect(await store.countSince(new Date(0))).toBe(2)
  })
})

describe('when PostgreSQL does not answer in time', () => {
  test('a session holding the save lock: saves are unavailable after the lock wait, and readiness says so', async () => {
    const url = await pg.createDatabase('stuck_lock')
    const store = await open(url)
    const holder = postgres(url, { max: 1, onnotice: () => {} })
    const session = await holder.reserve()
    await session.unsafe(`SELECT pg_advisory_lock(${SAVE_LOCK})`)
    try {
      const started = Date.now()
      const nonce = 'stuck-lock-submission-1'
      await expect(store.save(MESSAGE, { nonce })).rejects.toBeInstanceOf(StoreUnavailableError)
      expect(Date.now() - started).toBeGreaterThanOrEqual(
        CONTACT_SERVER_LIMITS.storeLockWaitMs - 50,
      )
      expect(await store.ready()).toBe(false)
      expect(await store.countSince(new Date(0))).toBe(0)
    } finally {
      await session.unsafe(`SELECT pg_advisory_unlock(${SAVE_LOCK})`)
      session.release()
      await holder.end()
    }
    expect(await store.ready()).toBe(true)
    expect(await store.save(MESSAGE, { nonce: 'stuck-lock-submission-1' })).toEqual({
      stored: true,
    })
  })

  test('a frozen server: a save is unavailable at the deadline, and never commits after', async () => {
    const url = await pg.createDatabase('frozen')
    const store = await open(url)
    expect(await store.save(MESSAGE)).toEqual({ stored: true })
    const nonce = 'frozen-server-submission-1'
    pg.freeze()
    try {
      const started = Date.now()
      await expect(store.save(MESSAGE, { nonce })).rejects.toBeInstanceOf(StoreUnavailableError)
      expect(Date.now() - started).toBeGreaterThanOrEqual(
        CONTACT_SERVER_LIMITS.storeDeadlineMs - 50,
      )
      expect(await store.ready()).toBe(false)
    } finally {
      pg.thaw()
    }
    // The abandoned save goes on once the server does, and rolls back: nothing stored unanswered.
    for (let waited = 0; !(await store.ready()) && waited < 10_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(Number(await pg.query('SELECT count(*) FROM messages', 'frozen'))).toBe(1)
    // The client's retry, with its nonce, is the one stored.
    expect(await store.save(MESSAGE, { nonce })).toEqual({ stored: true })
    expect(await store.countSince(new Date(0))).toBe(2)
  }, 30_000)
})

/** A loopback port nothing listens on. */
async function closedPort() {
  const { freePort } = await import('#tests/support/engines.ts')
  return freePort()
}

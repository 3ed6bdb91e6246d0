/**
 * @module The contact store's start-up checks on the real process (`node server/main.ts`): a
 * store that cannot work stops start-up with exit code 1 and one message naming the file and the
 * fix, instead of a server that says it is healthy and answers every message with 500. Also: one
 * server per DATA_DIR, and a lock that a kill -9 does not leave stale.
 */
import { statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { databasePath } from '#server/contact/storage/db.ts'
import { figure } from '#tests/integration/reliability/figures.ts'
import {
  databaseWithMessages,
  garblePage,
  makeReadOnly,
  READ_ONLY_USER,
  READ_ONLY_USER_UNREACHABLE,
  withWalFiles,
} from '#tests/support/damaged-database.ts'
import { now } from '#tests/support/clock.ts'
import { spawnMain, startMain, type MainProcess } from '#tests/support/main-process.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

const SECRET = 'contact-startup test secret, thirty-two characters or more'
const dirs: Array<ReturnType<typeof tempDir>> = []
const servers: MainProcess[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop()
  for (const dir of dirs.splice(0)) dir.remove()
})

function dataDir() {
  const dir = tempDir('startup')
  dirs.push(dir)
  return dir.path
}

/** Starts the server on `dir` and waits for it to exit; it must not get as far as listening. */
async function refusedStart(dir: string, user = {}) {
  const started = now()
  const { exited, output } = spawnMain(
    { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, CONTACT_SECRET: SECRET },
    user,
  )
  const exit = await exited
  return { exit, ms: exit.at - started, ...output() }
}

/** What an operator must be told: this file, and what to do about it; no stack trace. */
function expectClearRefusal(result: Awaited<ReturnType<typeof refusedStart>>, names: RegExp) {
  expect(result.exit.code).toBe(1)
  expect(result.stdout).not.toContain('"msg":"listening"')
  expect(result.stderr).toMatch(names)
  expect(result.stderr).not.toMatch(/^\s+at /m)
  // How fast is a figure (RELIABILITY_FIGURES=1), not a test: a busy machine slows the spawn.
}

describe('a contact store that cannot work stops start-up', () => {
  test.skipIf(READ_ONLY_USER_UNREACHABLE !== undefined)(
    'a read-only DATA_DIR that holds the database, as a kill -9 left it',
    async () => {
      const dir = dataDir()
      databaseWithMessages(databasePath(dir), 5)
      makeReadOnly(dir, withWalFiles(databasePath(dir)))
      const result = await refusedStart(dir, READ_ONLY_USER)
      figure('item 5', 'read-only DATA_DIR: refused after', result.ms)
      expectClearRefusal(result, /DATA_DIR .* is not writable \((EACCES|EROFS)\).*write access/)
      expect(result.stderr).toContain(dir)
    },
  )

  test('a database with a page of garbage', async () => {
    const dir = dataDir()
    databaseWithMessages(databasePath(dir))
    garblePage(databasePath(dir))
    const result = await refusedStart(dir)
    figure('item 5', 'garbage page: refused after', result.ms)
    expectClearRefusal(result, /thumbgrab\.sqlite is damaged .*restore the file from a backup/)
    expect(result.stderr).toContain(databasePath(dir))
  })

  test('a file that is not a database at all', async () => {
    const dir = dataDir()
    writeFileSync(databasePath(dir), 'these are not the bytes of a SQLite file\n'.repeat(200))
    const result = await refusedStart(dir)
    expectClearRefusal(result, /thumbgrab\.sqlite is damaged \(file is not a database\)/)
  })

  test('a 0-byte database file is reported and left as it is', async () => {
    const dir = dataDir()
    writeFileSync(databasePath(dir), '')
    const result = await refusedStart(dir)
    figure('item 5', '0-byte file: refused after', result.ms)
    expectClearRefusal(result, /thumbgrab\.sqlite is 0 bytes: .*restore it from a backup/)
    expect(statSync(databasePath(dir)).size).toBe(0)
  })
})

describe('one server per DATA_DIR', () => {
  test('a second server on the same DATA_DIR refuses to start, naming the first', async () => {
    const dir = dataDir()
    const first = await startMain({ DATA_DIR: dir, CONTACT_SECRET: SECRET })
    servers.push(first)
    const second = await refusedStart(dir)
    figure('item 5', 'second server on one DATA_DIR: refused after', second.ms)
    expectClearRefusal(
      second,
      new RegExp(`is in use by another ThumbGrab server \\(pid ${first.pid}\\)`),
    )
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200)
  })

  test('after kill -9 the lock is not stale: the next server starts on the same DATA_DIR', async () => {
    const dir = dataDir()
    const first = await startMain({ DATA_DIR: dir, CONTACT_SECRET: SECRET })
    first.child.kill('SIGKILL')
    await first.exited
    const next = await startMain({ DATA_DIR: dir, CONTACT_SECRET: SECRET })
    servers.push(next)
    expect((await fetch(`${next.url}/readyz`)).status).toBe(200)
    expect(statSync(join(dir, 'thumbgrab.pid')).size).toBeGreaterThan(0)
  })
})

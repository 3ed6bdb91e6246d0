/**
 * `npm run messages` as an operator runs it: on a damaged or empty file it says so in one
 * sentence (exit code 1, no stack trace), and it reads a copy where it cannot write (a backup).
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { databasePath } from '#server/contact/storage/db.ts'
import {
  databaseWithMessages,
  garblePage,
  makeReadOnly,
  READ_ONLY_USER,
  READ_ONLY_USER_UNREACHABLE,
} from '#tests/support/damaged-database.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

let dir: ReturnType<typeof tempDir>
beforeEach(() => {
  dir = tempDir('messages')
})
afterEach(() => {
  // Writable again, so that a user other than root can remove it.
  for (const path of [dir.path, join(dir.path, 'backup')]) {
    if (existsSync(path)) chmodSync(path, 0o755)
  }
  dir.remove()
})

function messages(args: string[], { dataDir = dir.path, user = {} }: Options = {}) {
  const run = spawnSync(process.execPath, ['scripts/messages.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    encoding: 'utf8',
    ...user,
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

type Options = { dataDir?: string; user?: { uid?: number; gid?: number } }

const expectOneSentence = (stderr: string, names: RegExp) => {
  expect(stderr).toMatch(names)
  expect(stderr).not.toMatch(/^\s+at /m)
  expect(stderr.trim().split('\n')).toHaveLength(1)
}

test('a database with a page of garbage: exit 1 and one sentence naming the file and the fix', () => {
  databaseWithMessages(databasePath(dir.path))
  garblePage(databasePath(dir.path))
  const result = messages([])
  expect(result.code).toBe(1)
  expectOneSentence(result.stderr, /^messages: .*thumbgrab\.sqlite is damaged .*from a backup/)
})

test('a file that is not a database, and a 0-byte one: exit 1, one sentence each', () => {
  writeFileSync(join(dir.path, 'junk.sqlite'), 'x'.repeat(8192))
  writeFileSync(join(dir.path, 'empty.sqlite'), '')
  const junk = messages(['--file', join(dir.path, 'junk.sqlite')])
  expect(junk.code).toBe(1)
  expectOneSentence(junk.stderr, /junk\.sqlite is damaged \(file is not a database\)/)
  const empty = messages(['--file', join(dir.path, 'empty.sqlite')])
  expect(empty.code).toBe(1)
  expectOneSentence(empty.stderr, /empty\.sqlite is 0 bytes/)
})

test.skipIf(READ_ONLY_USER_UNREACHABLE !== undefined)(
  'reads a backup copy in a directory it cannot write, by DATA_DIR or by --file',
  () => {
    const live = join(dir.path, 'live')
    const backup = join(dir.path, 'backup')
    mkdirSync(live)
    mkdirSync(backup)
    databaseWithMessages(databasePath(live), 3)
    copyFileSync(databasePath(live), join(backup, 'thumbgrab.sqlite'))
    makeReadOnly(backup, [join(backup, 'thumbgrab.sqlite')])
    makeReadOnly(dir.path, [])

    const byDir = messages([], { dataDir: backup, user: READ_ONLY_USER })
    expect(byDir.stderr).toBe('')
    expect(byDir.code).toBe(0)
    expect(byDir.stdout).toContain('Subject: Message 2')
    expect(byDir.stdout).toMatch(/\n3 messages\n$/)
    const byFile = messages(['--json', '--file', join(backup, 'thumbgrab.sqlite')], {
      user: READ_ONLY_USER,
    })
    expect(byFile.code).toBe(0)
    expect(JSON.parse(byFile.stdout)).toHaveLength(3)
  },
)

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { tempDir } from '#tests/support/temp-dir.ts'
import { lockDataDir, PID_FILE } from './data-dir-lock.ts'
import { DatabaseSetupError } from './db.ts'

const dir = tempDir('lock')
afterEach(() => dir.remove())

test('a second lock on the directory is refused at once, naming the holder; released, it is free', () => {
  const first = lockDataDir(dir.path)
  expect(readFileSync(join(dir.path, PID_FILE), 'utf8')).toBe(`${process.pid}\n`)
  expect(() => lockDataDir(dir.path)).toThrow(DatabaseSetupError)
  expect(() => lockDataDir(dir.path)).toThrow(
    new RegExp(`is in use by another ThumbGrab server \\(pid ${process.pid}\\)\\. Stop that one`),
  )
  first.release()
  expect(existsSync(join(dir.path, PID_FILE))).toBe(false)
  const again = lockDataDir(dir.path)
  again.release()
  again.release()
})

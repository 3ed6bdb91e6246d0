import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { readOrCreateSecret, SECRET_FILE } from './secret.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'thumbgrab-secret-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('readOrCreateSecret', () => {
  test('creates a 256-bit key readable by the owner only, then reads the same one back', () => {
    const first = readOrCreateSecret(join(dir, 'data'))
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(statSync(join(dir, 'data', SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(readOrCreateSecret(join(dir, 'data'))).toBe(first)
  })

  test('refuses a truncated key file instead of signing with it', () => {
    writeFileSync(join(dir, SECRET_FILE), 'short\n')
    expect(() => readOrCreateSecret(dir)).toThrow(/no usable key/)
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8')).toBe('short\n')
  })
})

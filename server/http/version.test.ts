import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { tempDir } from '#tests/support/temp-dir.ts'
import { readVersion } from './version.ts'

const dir = tempDir('version')
afterAll(() => dir.remove())

function packageJson(contents: object): URL {
  const file = join(dir.path, 'package.json')
  writeFileSync(file, JSON.stringify(contents))
  return pathToFileURL(file)
}

describe('readVersion', () => {
  test("reads the project's own package.json by default", () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    expect(readVersion()).toBe(version)
  })

  test('accepts a pre-release and build metadata', () => {
    expect(readVersion(packageJson({ version: '1.2.3-rc.1+build.5' }))).toBe('1.2.3-rc.1+build.5')
  })

  test('refuses a package.json without a version, naming the file', () => {
    expect(() => readVersion(packageJson({ name: 'x' }))).toThrow(/package\.json: "version"/)
  })

  test('refuses a version that is not MAJOR.MINOR.PATCH', () => {
    expect(() => readVersion(packageJson({ version: 'latest' }))).toThrow(/"version" must be/)
  })
})

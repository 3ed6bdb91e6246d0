/**
 * @module The dependency rules renovate.json keeps: every direct dependency pinned to an exact
 * version, and React Router's packages (react-router, @react-router/dev and the
 * @react-router/node it installs) at one version, grouped into one update.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

type Manifest = {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
type Lockfile = { packages: Record<string, { version?: string }> }

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T

const MANIFESTS = ['package.json', 'bench/lighthouse/package.json']
const EXACT = /^\d+\.\d+\.\d+$/

/** Renovate's name patterns as this file uses them: a name, or a scope followed by `/**`. */
function matchesPattern(name: string, pattern: string): boolean {
  return pattern.endsWith('/**') ? name.startsWith(pattern.slice(0, -2)) : name === pattern
}

/** The installed React Router packages and their versions, from the lockfile. */
function reactRouterInLockfile(): Map<string, string> {
  const lock = readJson<Lockfile>('package-lock.json')
  const found = new Map<string, string>()
  for (const [path, entry] of Object.entries(lock.packages)) {
    const name = path.replace(/^.*node_modules\//, '')
    if (path.startsWith('node_modules/') && /^(react-router|@react-router\/[^/]+)$/.test(name))
      found.set(name, entry.version ?? '')
  }
  return found
}

describe('dependencies', () => {
  test.each(MANIFESTS)('%s pins every dependency to an exact version', (path) => {
    const manifest = readJson<Manifest>(path)
    const ranges = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })
    expect(ranges.length).toBeGreaterThan(0)
    expect(ranges.filter(([, version]) => !EXACT.test(version))).toEqual([])
  })

  test("React Router's packages are installed at one version", () => {
    const installed = reactRouterInLockfile()
    expect([...installed.keys()]).toEqual(
      expect.arrayContaining(['react-router', '@react-router/dev']),
    )
    expect(new Set(installed.values()).size).toBe(1)
  })

  test("renovate.json keeps exact pins and updates React Router's packages as one group", () => {
    const renovate = readJson<{
      extends: string[]
      packageRules: { groupName?: string; matchPackageNames?: string[] }[]
    }>('renovate.json')
    expect(renovate.extends).toContain(':pinAllExceptPeerDependencies')
    const groupOf = (name: string) =>
      renovate.packageRules
        .filter(
          (rule) => rule.groupName && rule.matchPackageNames?.some((p) => matchesPattern(name, p)),
        )
        .map((rule) => rule.groupName)
    for (const name of reactRouterInLockfile().keys())
      expect({ name, groups: groupOf(name) }).toEqual({ name, groups: ['React Router'] })
  })
})

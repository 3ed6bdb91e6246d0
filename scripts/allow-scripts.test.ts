import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { type AllowScripts, type Lockfile, uncoveredInstallScripts } from './allow-scripts.ts'

const root = new URL('../', import.meta.url)
const lockfile = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as Lockfile
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts?: AllowScripts
}
const allowScripts = manifest.allowScripts ?? {}

describe('package.json allowScripts', () => {
  test('covers every package-lock.json package that has an install script', () => {
    // A failure names each package: approve it with `npm install-scripts approve NAME
    // --no-allow-scripts-pin` if it needs its script, or deny it with `npm install-scripts deny NAME`.
    expect(uncoveredInstallScripts(lockfile, allowScripts)).toEqual([])
  })

  test('approves the pinned Node by name, so bumping the pin cannot block its binary', () => {
    expect(lockfile.packages?.['node_modules/node']?.hasInstallScript).toBe(true)
    expect(allowScripts).toHaveProperty(['node'], true)
  })

  // npm puts node_modules/.bin first on PATH, so `npm test` runs on the pinned Node only
  // when its install script ran; otherwise on whatever Node the machine has.
  test.runIf(process.env.npm_lifecycle_event)('npm scripts run on the pinned Node', () => {
    expect(process.version).toBe(`v${lockfile.packages?.['node_modules/node']?.version}`)
  })
})

describe('uncoveredInstallScripts', () => {
  const withPackage = (path: string, pkg: object): Lockfile => ({
    packages: { ...structuredClone(lockfile.packages), [path]: pkg },
  })

  test('names a package of a copy of the real lockfile whose install script is not listed', () => {
    const copy = withPackage('node_modules/@scope/native/node_modules/esbuild', {
      version: '0.30.0',
      hasInstallScript: true,
    })
    const before = uncoveredInstallScripts(lockfile, allowScripts)
    expect(uncoveredInstallScripts(copy, allowScripts)).toEqual([
      ...before,
      'esbuild@0.30.0 (node_modules/@scope/native/node_modules/esbuild)',
    ])
    expect(uncoveredInstallScripts(copy, { ...allowScripts, esbuild: false })).toEqual(before)
  })

  test('names the pinned Node when its entry is missing', () => {
    const node = lockfile.packages?.['node_modules/node']?.version
    expect(uncoveredInstallScripts(lockfile, {})).toEqual([`node@${node} (node_modules/node)`])
  })

  test('matches keys as npm does: name, exact versions; not ranges nor the folder name', () => {
    const lock = (pkg: object): Lockfile => ({
      packages: { '': { name: 'app' }, 'node_modules/x': { hasInstallScript: true, ...pkg } },
    })
    const registry = 'https://registry.example/@s/n/-/n-1.2.3.tgz'
    const scoped = lock({ name: '@s/n', version: '1.2.3', resolved: registry })
    for (const key of ['@s/n', '@s/n@*', '@s/n@1.2.3', '@s/n@1.0.0 || 1.2.3', registry]) {
      expect(uncoveredInstallScripts(scoped, { [key]: true }), key).toEqual([])
    }
    for (const key of ['@s/n@^1.0.0', '@s/n@1.2.4', '@s/n@1.2.3 || ^2', 'x', 'n']) {
      expect(uncoveredInstallScripts(scoped, { [key]: true }), key).toHaveLength(1)
    }
  })

  test('without a resolved URL (as in this lockfile) a pinned approval counts for nothing', () => {
    // npm 12 refuses it (ESTRICTALLOWSCRIPTS) since it cannot verify the version, yet
    // honours a pinned denial; a name-only entry works either way.
    const unresolved: Lockfile = {
      packages: { 'node_modules/node': { version: '26.10.0', hasInstallScript: true } },
    }
    expect(uncoveredInstallScripts(unresolved, { 'node@26.10.0': true })).toHaveLength(1)
    expect(uncoveredInstallScripts(unresolved, { 'node@26.10.0': false })).toEqual([])
    expect(uncoveredInstallScripts(unresolved, { node: true })).toEqual([])
  })

  test('matches a tarball or git dependency by its resolved source only', () => {
    const resolved =
      'git+ssh://git@github.com/o/native.git#0123456789abcdef0123456789abcdef01234567'
    const git: Lockfile = {
      packages: {
        'node_modules/native': { version: '1.0.0', resolved, hasInstallScript: true },
      },
    }
    expect(uncoveredInstallScripts(git, { [resolved]: true })).toEqual([])
    expect(uncoveredInstallScripts(git, { native: true })).toHaveLength(1)
  })

  test('skips the root, links and bundled packages, whose scripts npm does not gate', () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'app', hasInstallScript: true },
        'node_modules/w': { link: true, hasInstallScript: true },
        'node_modules/a/node_modules/b': {
          version: '1.0.0',
          inBundle: true,
          hasInstallScript: true,
        },
      },
    }
    expect(uncoveredInstallScripts(lock, {})).toEqual([])
  })
})

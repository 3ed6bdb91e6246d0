/**
 * Which locked packages have an install script that package.json's
 * `allowScripts` does not cover. npm 12 skips such a script (npm 11.16+
 * warns about it, and `--strict-allow-scripts` fails the install), so a new
 * dependency with one must be approved (`true`) or denied (`false`) on purpose.
 * Used by allow-scripts.test.ts, which reads the real lockfile.
 *
 * Keys are matched as npm's own policy matcher does for registry packages
 * (@npmcli/arborist, lib/script-allowed.js): by name (`pkg`, `pkg@*`), or by
 * exact versions (`pkg@1.2.3`, `pkg@1.2.3 || 1.2.4`); other ranges match
 * nothing. npm trusts a version only from the lockfile's `resolved` URL, and
 * this project's lockfile has none (written with
 * omit-lockfile-registry-resolved), so there a pinned approval is refused
 * while a pinned denial still applies. A tarball or git dependency is matched
 * only by a key equal to its `resolved`.
 */

type LockedPackage = {
  name?: string
  version?: string
  resolved?: string
  hasInstallScript?: boolean
  inBundle?: boolean
  link?: boolean
}

export type Lockfile = { packages?: Record<string, LockedPackage> }

/** `allowScripts` of package.json: a key per package, true = run, false = skip. */
export type AllowScripts = Record<string, boolean>

/**
 * Each locked package with an install script and no `allowScripts` entry, as
 * `name@version (lockfile path)`, in lockfile order.
 * @example uncoveredInstallScripts({ packages: { 'node_modules/esbuild': { version: '1.0.0', hasInstallScript: true } } }, {}) // ['esbuild@1.0.0 (node_modules/esbuild)']
 */
export function uncoveredInstallScripts(lockfile: Lockfile, allowScripts: AllowScripts): string[] {
  const uncovered: string[] = []
  for (const [path, pkg] of Object.entries(lockfile.packages ?? {})) {
    // The root's own scripts are not a dependency's; a link's target is listed
    // on its own; a bundled package's scripts never run (npm skips them).
    if (path === '' || !pkg.hasInstallScript || pkg.link || pkg.inBundle) continue
    const name = pkg.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const locked = { name, version: pkg.version ?? '', resolved: pkg.resolved }
    const entries = Object.entries(allowScripts)
    if (!entries.some(([key, allow]) => covers(key, allow, locked))) {
      uncovered.push(`${name}@${locked.version} (${path})`)
    }
  }
  return uncovered
}

// `<registry>/<name>/-/<name>-<version>.tgz`, as npm recognises a registry tarball.
const REGISTRY_TARBALL = /^https?:\/\/[^/]+\/.+\/-\/[^/]+-\d/
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.-]+)?(?:\+[\w.-]+)?$/

function covers(
  key: string,
  allow: boolean,
  locked: { name: string; version: string; resolved?: string },
): boolean {
  if (key === locked.resolved) return true
  // A tarball, git or local dependency matches only by its `resolved`, never by name.
  if (locked.resolved !== undefined && !REGISTRY_TARBALL.test(locked.resolved)) return false
  // The version part starts at the first '@' after a scope's leading one.
  const at = key.indexOf('@', 1)
  if ((at === -1 ? key : key.slice(0, at)) !== locked.name) return false
  const spec = at === -1 ? '' : key.slice(at + 1).trim()
  if (spec === '' || spec === '*') return true
  const versions = spec.split('||').map((part) => part.trim())
  if (!versions.every((version) => EXACT_VERSION.test(version))) return false
  if (locked.resolved === undefined) return !allow
  return versions.includes(locked.version)
}

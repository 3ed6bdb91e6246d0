/**
 * Usage: `node scripts/check-node.mjs` (run first by `npm run serve`).
 * Stops at once, with one sentence naming the Node needed and how to get it,
 * when this Node is older than package.json's `engines.node`. Plain
 * JavaScript on purpose: an older Node cannot load a .ts file at all and
 * would fail with ERR_UNKNOWN_FILE_EXTENSION before any check of ours ran.
 * Keep it to syntax an old Node parses (no `??`, no `?.`): Node 12.17 and later load it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * The lowest version a `>=X[.Y[.Z]]` range accepts, as [major, minor, patch];
 * undefined for any other form of range.
 * @example minimumVersion('>=26') // [26, 0, 0]
 */
export function minimumVersion(range) {
  const match = /^\s*>=\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(range)
  if (!match) return undefined
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)]
}

/**
 * Whether `version` (as `process.version`, e.g. 'v20.20.2') satisfies `range`
 * (a `>=` range); a range of another form is not checked and passes.
 * @example satisfies('v20.20.2', '>=26') // false
 */
export function satisfies(version, range) {
  const minimum = minimumVersion(range)
  if (!minimum) return true
  const parts = version.replace(/^v/, '').split('.').map(Number)
  for (let i = 0; i < 3; i++) {
    const part = parts[i] || 0
    if (part !== minimum[i]) return part > minimum[i]
  }
  return true
}

/** The sentence printed when `version` is too old for `range`. */
export function tooOldMessage(version, range) {
  const minimum = minimumVersion(range)
  const needed = minimum ? `Node ${minimum[0]} or newer` : `Node ${range}`
  return (
    `ThumbGrab needs ${needed} (package.json engines.node "${range}") but this is Node ${version}: ` +
    'run `npm ci` with dev dependencies so npm scripts use the pinned Node from node_modules/.bin, ' +
    'or install it with `nvm install` (reads .nvmrc) or from https://nodejs.org.'
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const range = (pkg.engines && pkg.engines.node) || ''
  if (!satisfies(process.version, range)) {
    process.stderr.write(`${tooOldMessage(process.version, range)}\n`)
    process.exit(1)
  }
}

/**
 * Usage: node scripts/build-if-stale.ts           (run by `npm start`)
 *        node scripts/build-if-stale.ts --stamp   (run last by `npm run build`)
 * `npm start` builds only when the build is missing, older than its sources,
 * or prerendered with other site settings than the environment's now, so a
 * restart skips a build of several seconds (docs/performance.md, "Install and
 * restart"). An install without dev dependencies cannot build: it serves the
 * build it has, and stops only when there is none.
 * `--stamp` records a finished build: build/.build-stamp, whose mtime is
 * compared with the newest source file's.
 */
import { spawnSync } from 'node:child_process'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { ConfigError, readConfig, siteFromConfig } from '#server/config.ts'

/** Folders and files whose change changes the build. */
export const SOURCES = [
  'app',
  'core',
  'server',
  'public',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/precompress.ts',
]
export const STAMP = 'build/.build-stamp'
/** What the server loads: without either, there is nothing to serve. */
const OUTPUTS = ['build/server/index.js', 'build/client']

export type BuildState = {
  /** mtime (ms) of the stamp a finished build wrote; undefined when absent. */
  stampMs: number | undefined
  /** Whether every output the server loads exists. */
  outputsPresent: boolean
  /** The newest source file and its mtime (ms). */
  newestSource: { path: string; ms: number } | undefined
  /** The site settings the pages were prerendered with (build/prerendered-site.json). */
  builtSite: unknown
  /** The site settings of the environment now; undefined when the environment is invalid. */
  currentSite: unknown
}

/**
 * Why the build must be made again, or undefined when it can be served as is.
 * An invalid environment is not a reason: the server refuses it with its own message.
 * @example staleReason({ stampMs: undefined, outputsPresent: false, newestSource: undefined, builtSite: undefined, currentSite: undefined }) // 'no build'
 */
export function staleReason(state: BuildState): string | undefined {
  if (!state.outputsPresent) return 'no build'
  if (state.stampMs === undefined) return `no ${STAMP} (the last build did not finish)`
  if (state.newestSource && state.newestSource.ms > state.stampMs) {
    return `${state.newestSource.path} is newer than the build`
  }
  if (state.currentSite !== undefined && !isDeepStrictEqual(state.builtSite, state.currentSite)) {
    return 'the site settings differ from those the pages were prerendered with'
  }
  return undefined
}

/** The newest file under `paths` (files or folders, walked recursively); missing paths are skipped. */
export async function newestFile(
  root: string,
  paths: readonly string[],
): Promise<{ path: string; ms: number } | undefined> {
  let newest: { path: string; ms: number } | undefined
  const consider = async (path: string) => {
    const info = await stat(join(root, path)).catch(() => undefined)
    if (!info) return
    if (info.isDirectory()) {
      for (const entry of await readdir(join(root, path))) await consider(join(path, entry))
    } else if (!newest || info.mtimeMs > newest.ms) {
      newest = { path, ms: info.mtimeMs }
    }
  }
  for (const path of paths) await consider(path)
  return newest
}

async function readState(root: string): Promise<BuildState> {
  const exists = (path: string) =>
    stat(join(root, path)).then(
      () => true,
      () => false,
    )
  const outputsPresent = (await Promise.all(OUTPUTS.map(exists))).every(Boolean)
  const stampMs = (await stat(join(root, STAMP)).catch(() => undefined))?.mtimeMs
  const builtSite = await readFile(join(root, 'build/prerendered-site.json'), 'utf8').then(
    (text) => JSON.parse(text) as unknown,
    () => null,
  )
  let currentSite: unknown
  try {
    currentSite = siteFromConfig(readConfig())
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
  }
  return {
    outputsPresent,
    stampMs,
    newestSource: await newestFile(root, SOURCES),
    builtSite,
    currentSite,
  }
}

/** What `npm start` does before serving. */
export type Decision =
  | { action: 'serve'; message: string }
  | { action: 'build'; message: string }
  | { action: 'stop'; message: string }

/**
 * Build when stale and the build tools are installed. A production install
 * (`npm ci --omit=dev`) has none: it serves the build it was given, stale or
 * not, and stops only when there is no build at all.
 * @example decide(undefined, true) // { action: 'serve', message: 'the build is up to date; not building' }
 */
export function decide(reason: string | undefined, canBuild: boolean): Decision {
  if (!reason) return { action: 'serve', message: 'the build is up to date; not building' }
  if (canBuild) return { action: 'build', message: `building: ${reason}` }
  if (reason === 'no build') {
    return {
      action: 'stop',
      message:
        'no build, and this install has no build tools (npm ci --omit=dev): run `npm ci` and `npm run build`, or copy in a build/ made elsewhere',
    }
  }
  return {
    action: 'serve',
    message: `not building (${reason}), as this install has no build tools (npm ci --omit=dev): serving the build as it is`,
  }
}

if (import.meta.main) {
  if (process.argv.includes('--stamp')) {
    await writeFile(STAMP, `${new Date().toISOString()}\n`)
  } else {
    // The build's own command (package.json "build"), present only with dev dependencies.
    const canBuild = await stat('node_modules/@react-router/dev/package.json').then(
      () => true,
      () => false,
    )
    const decision = decide(staleReason(await readState('.')), canBuild)
    process.stderr.write(`build-if-stale: ${decision.message}\n`)
    if (decision.action === 'stop') process.exitCode = 1
    if (decision.action === 'build') {
      const npm = process.env.npm_execpath
      const build = npm
        ? spawnSync(process.execPath, [npm, 'run', 'build'], { stdio: 'inherit' })
        : spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
      process.exitCode = build.status ?? 1
    }
  }
}

/**
 * @module Mozilla's HTTP Observatory scanner for D2 (docs/reliability.md),
 * installed on demand into `.cache/observatory` (git-ignored), never as a
 * dependency: its postinstall downloads the HSTS preload list, which fails
 * offline and would break `npm ci`. Installed with `--ignore-scripts` instead,
 * with an empty preload list, which changes nothing for loopback (it is never
 * preloaded).
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'

export const OBSERVATORY_VERSION = '1.4.8'
const PREFIX = resolve('.cache/observatory')
const PACKAGE = join(PREFIX, 'node_modules/@mdn/mdn-http-observatory')

const run = promisify(execFile)

export type ObservatoryTest = { result: string; pass: boolean; scoreModifier: number }
export type ObservatoryReport = {
  scan: { grade: string; score: number; testsFailed: number; testsPassed: number }
  tests: Record<string, ObservatoryTest>
}

function installedVersion(): string | undefined {
  const manifest = join(PACKAGE, 'package.json')
  if (!existsSync(manifest)) return undefined
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
}

/** Installs the scanner once (about 230 packages, 15–30 s); later calls find it in the cache. */
export async function ensureObservatory(): Promise<void> {
  if (installedVersion() !== OBSERVATORY_VERSION) {
    // Under `npm test`, npm_execpath is the npm that runs us; alone, whichever npm is on PATH.
    const npm = process.env.npm_execpath
    const [command, prefixArgs] = npm ? [process.execPath, [npm]] : ['npm', []]
    const args = [
      ...prefixArgs,
      'install',
      '--ignore-scripts',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      PREFIX,
      `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
    ]
    try {
      await run(command, args, { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 })
    } catch (error) {
      const detail = (error as { stderr?: string }).stderr
        ?.split('\n')
        .filter((line) => /^npm error (?!\s+at )/.test(line))
        .slice(0, 4)
        .join('\n')
      throw new Error(
        `D2 needs @mdn/mdn-http-observatory@${OBSERVATORY_VERSION}, installed once into ` +
          `${PREFIX} from the npm registry, and the install failed (is the registry reachable?).\n` +
          `Run by hand: npm install --ignore-scripts --no-save --prefix .cache/observatory ` +
          `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}\n${detail ?? String(error)}`,
        { cause: error },
      )
    }
  }
  const preload = join(PACKAGE, 'conf/hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
}

/**
 * Scans `host:port` as `mdn-http-observatory-scan` does.
 * @example const report = await scanWithObservatory(`127.0.0.1:${port}`)
 */
export async function scanWithObservatory(target: string): Promise<ObservatoryReport> {
  const { stdout } = await run(process.execPath, [join(PACKAGE, 'bin/wrapper.js'), target], {
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
  })
  return JSON.parse(stdout) as ObservatoryReport
}

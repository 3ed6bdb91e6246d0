/**
 * @module How `npm run serve` runs the server, read from package.json's `serve` script: the
 * environment defaults it sets (`VAR=${VAR:-value}`, so a value the environment already has wins)
 * and the flags it gives Node before `server/main.ts`, but for the `.env` file it reads. The demo, the benchmarks and the load
 * tests start the server with these, so every figure is the production process's;
 * deploy/Dockerfile carries the same (serve-settings.test.ts checks it). Why each setting:
 * docs/reliability.md, Memory, and docs/decisions/028-allocator-and-heap-settings.md.
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export type ServeSettings = {
  /** The defaults the script sets, in its order. */
  env: Record<string, string>
  /** Node's flags before `server/main.ts`. */
  nodeArgs: string[]
}

const ENV_DEFAULT = /\b([A-Z][A-Z0-9_]*)=\$\{\1:-([^}]*)\}/g
const NODE_COMMAND = /\bnode((?:\s+--[^\s]+)*)\s+server\/main\.ts\b/

/**
 * @example
 * parseServeScript('A=${A:-1} node --x=2 server/main.ts')
 * // { env: { A: '1' }, nodeArgs: ['--x=2'] }
 */
export function parseServeScript(script: string): ServeSettings {
  const command = NODE_COMMAND.exec(script)
  if (!command) throw new Error(`the serve script does not run server/main.ts: ${script}`)
  const env = Object.fromEntries(
    [...script.matchAll(ENV_DEFAULT)].map(([, name = '', value = '']) => [name, value]),
  )
  const nodeArgs = (command[1] ?? '').trim().split(/\s+/).filter(Boolean)
  // A developer's .env is theirs, not a setting of the server: the demo, benchmarks and tests
  // started with these run on the environment they are given.
  return { env, nodeArgs: nodeArgs.filter((arg) => !arg.startsWith('--env-file')) }
}

/** The settings of the `serve` script in `dir`'s package.json (another checkout's, for a baseline). */
export function serveSettings(dir = '.'): ServeSettings {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts: { serve: string }
  }
  return parseServeScript(scripts.serve)
}

/**
 * `env` with the script's defaults filled in as the shell does for `${VAR:-value}`: where a
 * variable is unset or empty.
 * @example withServeDefaults({ env: { A: '1', B: '2' }, nodeArgs: [] }, { A: '5' }) // { A: '5', B: '2' }
 */
export function withServeDefaults(
  { env: defaults }: ServeSettings,
  env: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const filled: NodeJS.ProcessEnv = { ...env }
  for (const [name, value] of Object.entries(defaults)) {
    if (!filled[name]) filled[name] = value
  }
  return filled
}

/**
 * Starts `server/main.ts` in `dir` as its `serve` script does: the script's Node flags, and its
 * environment defaults filled into this process's environment, with `env` on top. `entry` runs
 * another file with those settings (bench/bare-http-server.ts, the benchmarks' reference).
 * @example const server = spawnServe({ PORT: '0', DATA_DIR: dir }, { stdio: 'inherit' })
 */
export function spawnServe(
  env: NodeJS.ProcessEnv,
  {
    dir = '.',
    stdio = 'inherit',
    entry = 'server/main.ts',
  }: { dir?: string; stdio?: StdioOptions; entry?: string } = {},
): ChildProcess {
  const serve = serveSettings(dir)
  return spawn(process.execPath, [...serve.nodeArgs, entry], {
    cwd: dir,
    stdio,
    env: { ...withServeDefaults(serve), ...env },
  })
}

/**
 * @module The production process, `node server/main.ts`, as a child: for rows about start-up,
 * signals, exit codes and the memory of a real server process (A5, C4, I1, I2, B8, C1), crash
 * safety (G1, F8) and the load tests, where the server must not share the test's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { now } from './clock.ts'
import { tempDir } from './temp-dir.ts'

/** How the process ended, and when (the clock of `now()`). */
export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type SpawnedMain = {
  child: ChildProcess
  /** Resolves when the process has exited. */
  exited: Promise<Exit>
  /** Everything written so far. */
  output(): { stdout: string; stderr: string }
}

export type MainProcess = SpawnedMain & {
  pid: number
  port: number
  url: string
  /** The DATA_DIR it runs on: the caller's, or a fresh one that `stop()` removes. */
  dataDir: string
  /** Milliseconds from spawn to the "listening" log line. */
  startMs: number
  /** SIGTERM, then SIGKILL if it is still alive after `graceMs`. */
  stop(graceMs?: number): Promise<Exit>
}

/** Node flags, and the user to run as (a read-only DATA_DIR does not stop root). */
export type SpawnOptions = { nodeArgs?: string[]; uid?: number; gid?: number }

/** Children still running: killed if the test process exits first, so no server outlives it. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Where a child server asks for titles unless `env` says otherwise: a loopback port nothing
 * listens on, so no test ever reaches the real video host (its oEmbed fails at once, which is
 * never fatal).
 */
export const DEAD_YOUTUBE_ORIGIN = 'http://127.0.0.1:9'

/**
 * Runs `node server/main.ts` with `env` on top of a clean environment (PATH, and YOUTUBE_ORIGIN
 * aimed at DEAD_YOUTUBE_ORIGIN). Without a DATA_DIR in `env`, Node's compile cache is off, so a
 * test never writes the checkout's own `./data` (server/main.ts keeps the cache in DATA_DIR).
 * @example const { exited, output } = spawnMain({ THUMBNAIL_ORIGIN: 'ftp://x' })
 */
export function spawnMain(
  env: Record<string, string>,
  { nodeArgs = [], uid, gid }: SpawnOptions = {},
): SpawnedMain {
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      YOUTUBE_ORIGIN: DEAD_YOUTUBE_ORIGIN,
      ...(!env.DATA_DIR && { NODE_DISABLE_COMPILE_CACHE: '1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid !== undefined && { uid }),
    ...(gid !== undefined && { gid }),
  })
  running.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal, at: now() })
    }),
  )
  return { child, exited, output: () => ({ stdout, stderr }) }
}

/**
 * Starts the server on a free loopback port and waits until it listens. Without a DATA_DIR in
 * `env` it gets a fresh one, removed by `stop()`; a given one is left as it is (crash rounds
 * restart on it).
 * @example const server = await startMain({ THUMBNAIL_ORIGIN: host.origin })
 */
export async function startMain(
  env: Record<string, string>,
  options: SpawnOptions = {},
): Promise<MainProcess> {
  const ownDataDir = env.DATA_DIR ? undefined : tempDir('main')
  const dataDir = env.DATA_DIR ?? ownDataDir?.path ?? ''
  const started = performance.now()
  const spawned = spawnMain({ PORT: '0', HOST: '127.0.0.1', ...env, DATA_DIR: dataDir }, options)
  const { child, exited, output } = spawned
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /"msg":"listening","port":(\d+)/.exec(output().stdout)
      if (!match) return
      child.stdout?.off('data', onData)
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    void exited.then(() => reject(new Error(`server exited before listening:\n${output().stderr}`)))
  })
  return {
    ...spawned,
    pid: child.pid ?? 0,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    startMs: performance.now() - started,
    async stop(graceMs = 5_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const exit = await exited
      clearTimeout(timer)
      ownDataDir?.remove()
      return exit
    },
  }
}

/**
 * @module The production process, `node server/main.ts`, as a child that can
 * be killed and started again on the same DATA_DIR: for crash safety (G1, F8)
 * and load tests, where the server must not share the test's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process'

export type MainProcess = {
  child: ChildProcess
  pid: number
  port: number
  url: string
  /** Milliseconds from spawn to the "listening" log line. */
  startMs: number
  output(): { stdout: string; stderr: string }
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  /** SIGTERM (or the given signal), then SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>
}

/** Children still alive when the test process exits are killed with it. */
const alive = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL')
})

/**
 * Starts the server on a free loopback port and waits until it listens.
 * @example const server = await startMain({ DATA_DIR: dir })
 */
export async function startMain(
  env: Record<string, string>,
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): Promise<MainProcess> {
  const started = performance.now()
  const child = spawn(process.execPath, [...nodeArgs, 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  alive.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      alive.delete(child)
      resolve({ code, signal })
    }),
  )
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /"msg":"listening","port":(\d+)/.exec(stdout)
      if (!match) return
      child.stdout.off('data', onData)
      resolve(Number(match[1]))
    }
    child.stdout.on('data', onData)
    void exited.then(() => reject(new Error(`server exited before listening:\n${stderr}`)))
  })
  const startMs = performance.now() - started
  return {
    child,
    pid: child.pid ?? 0,
    port,
    url: `http://127.0.0.1:${port}`,
    startMs,
    output: () => ({ stdout, stderr }),
    exited,
    async stop(signal = 'SIGTERM', graceMs = 5_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      await exited
      clearTimeout(timer)
    },
  }
}

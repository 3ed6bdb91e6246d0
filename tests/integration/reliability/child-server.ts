/**
 * @module The production process, `node server/main.ts`, as a child: for rows about start-up,
 * signals, exit codes and the memory of a real server process (A5, C4, I1, I2, B8, C1).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { now } from './app-under-test.ts'

export type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number }

export type ChildServer = {
  child: ChildProcess
  pid: number
  port: number
  url: string
  dataDir: string
  /** Everything written so far. */
  output(): { stdout: string; stderr: string }
  /** Resolves when the process has exited. */
  exited: Promise<Exit>
  /** SIGTERM, then SIGKILL if it is still alive after `graceMs`; then removes DATA_DIR. */
  stop(graceMs?: number): Promise<Exit>
}

/** Children still running: killed if the test process exits first, so no server outlives it. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/** Runs `node server/main.ts` with `env` on top of a clean environment; resolves at exit. */
export function runMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: now() })),
  )
  return { child, exited, output: () => ({ stdout, stderr }) }
}

/** Starts the server on a free loopback port with a fresh DATA_DIR and waits until it listens. */
export async function startMain(env: Record<string, string>): Promise<ChildServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thumbgrab-reliability-'))
  const { child, exited, output } = runMain({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...env,
  })
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /"msg":"listening","port":(\d+)/.exec(output().stdout)
      if (!match) return
      child.stdout?.off('data', onData)
      resolve(Number(match[1]))
    }
    child.stdout?.on('data', onData)
    void exited.then(() => reject(new Error(`server exited early:\n${output().stderr}`)))
  })
  return {
    child,
    pid: child.pid ?? 0,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output,
    exited,
    async stop(graceMs = 5_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
      const exit = await exited
      clearTimeout(timer)
      rmSync(dataDir, { recursive: true, force: true })
      return exit
    },
  }
}

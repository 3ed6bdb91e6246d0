/**
 * @module The fake image host in a process of its own for the load tests
 * (`node tests/fake-image-host/main.ts`), driven over its control API: in the
 * test process it would share an event loop with autocannon, and a saturated
 * load generator would then look like a slow image host.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import type { FaultScope } from '#tests/fake-image-host/fault-rules.ts'
import type { HostStats } from '#tests/fake-image-host/recorder.ts'

export type RemoteHost = {
  origin: string
  setFault(mode: string, scope?: FaultScope): Promise<void>
  /** Back to no faults and no records. */
  reset(): Promise<void>
  stats(): Promise<HostStats>
  close(): Promise<void>
}

export async function startRemoteHost(): Promise<RemoteHost> {
  const child = spawn(process.execPath, ['tests/fake-image-host/main.ts', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [line] = (await once(child.stdout, 'data')) as [Buffer]
  const origin = line.toString().trim()
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(origin)) {
    child.kill()
    throw new Error(`the fake image host did not start: ${origin}`)
  }
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      }),
    })
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response
  }
  return {
    origin,
    setFault: async (mode, scope = {}) =>
      void (await control('PUT', '/__fault', { mode, ...scope })),
    reset: async () => void (await control('POST', '/__reset')),
    stats: async () =>
      ((await (await control('GET', '/__state')).json()) as { stats: HostStats }).stats,
    async close() {
      child.kill('SIGTERM')
      if (child.exitCode === null) await once(child, 'exit')
    },
  }
}

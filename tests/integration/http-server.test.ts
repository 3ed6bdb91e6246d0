import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { startHttpServer } from '#server/http/node-server.ts'
import { spawnMain, startMain } from '#tests/support/main-process.ts'
import { rawExchange } from '#tests/support/raw-socket.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends raw bytes and resolves with the first line of the reply. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    let reply = ''
    socket.on('data', (chunk) => {
      reply += chunk.toString()
      if (reply.includes('\r\n')) {
        socket.destroy()
        resolve(reply.split('\r\n')[0] ?? '')
      }
    })
    socket.on('error', reject)
  })
}

describe('graceful stop', () => {
  test('finishes in-flight requests, refuses new connections, then resolves', async () => {
    const running = await startHttpServer(
      async () => {
        await delay(400)
        return new Response('done')
      },
      { port: 0, host: '127.0.0.1' },
    )
    const url = `http://127.0.0.1:${running.port}/`
    const inFlight = Promise.all([fetch(url), fetch(url), fetch(url)])
    await delay(100)
    const stopped = running.stop(5_000)
    await delay(50)
    await expect(fetch(url)).rejects.toThrow()
    const responses = await inFlight
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
    expect(await Promise.all(responses.map((r) => r.text()))).toEqual(['done', 'done', 'done'])
    await stopped
    expect(running.server.listening).toBe(false)
  })

  test('cuts connections still busy when the drain time is over', async () => {
    const running = await startHttpServer(() => new Promise<Response>(() => {}), {
      port: 0,
      host: '127.0.0.1',
    })
    const stuck = fetch(`http://127.0.0.1:${running.port}/`).catch((error: unknown) => error)
    await delay(100)
    // The handler never answers: stop() resolves only because it cut the connection.
    await running.stop(300)
    expect(await stuck).toBeInstanceOf(Error)
  })
})

describe('the production process', () => {
  // A supervisor may send SIGTERM the moment it reads "listening"; the handler must be there
  // first, or the signal ends the process at once (seen on busy cores: exit by signal, no drain).
  test('drains and exits 0 on a SIGTERM sent as soon as it logs "listening" (5 starts)', async () => {
    for (let start = 0; start < 5; start++) {
      const server = await startMain({})
      const exit = await server.stop()
      expect(exit, `start ${start + 1}`).toMatchObject({ code: 0, signal: null })
      expect(server.output().stdout).toContain('"msg":"stopped"')
    }
    // Five whole starts: on cores busy with other test files a start alone can take seconds.
  }, 90_000)

  test('refuses a bad configuration naming every bad variable, exit code 1', async () => {
    const { exited, output } = spawnMain({
      PORT: 'x',
      THUMBNAIL_ORIGIN: 'ftp://x',
      SITE_URL: 'nope',
    })
    expect((await exited).code).toBe(1)
    const { stderr } = output()
    expect(stderr).toContain('Invalid configuration')
    for (const name of ['PORT', 'SITE_URL', 'THUMBNAIL_ORIGIN']) expect(stderr).toContain(name)
  })

  test('serves, refuses TRACE with 405, and exits 0 on SIGTERM', async () => {
    const server = await startMain({})
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect(await rawRequest(server.port, 'TRACE / HTTP/1.1\r\nHost: x\r\n\r\n')).toBe(
      'HTTP/1.1 405 Method Not Allowed',
    )
    expect((await server.stop()).code).toBe(0)
    expect(server.output().stdout).toContain('"msg":"stopped"')
  })

  test("reports package.json's version in /healthz and the 'listening' line", async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    const server = await startMain({})
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', version })
      const listening = server
        .output()
        .stdout.split('\n')
        .map((line) => (line ? (JSON.parse(line) as Record<string, unknown>) : {}))
        .find((fields) => fields.msg === 'listening')
      expect(listening).toMatchObject({ msg: 'listening', port: server.port, version })
    } finally {
      await server.stop()
    }
  })

  test('after SIGTERM, /readyz on a keep-alive connection is 503 draining until exit', async () => {
    const server = await startMain({})
    const exchange = rawExchange(
      server.port,
      async (socket) => {
        socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n\r\n')
        await delay(200)
        // A request under way keeps the connection through the drain; the balancer's next
        // probe on it must read "draining", not "ready".
        socket.write('GET /readyz HTTP/1.1\r\nHost: x\r\n')
        server.child.kill('SIGTERM')
        while (!server.output().stdout.includes('"msg":"stopping"')) await delay(10)
        await delay(300)
        socket.write('\r\n')
      },
      { timeoutMs: 5_000 },
    )
    const { reply } = await exchange
    const [ready, draining] = reply.split(/(?=HTTP\/1\.1 )/)
    expect(ready).toMatch(/^HTTP\/1\.1 200 [^]*\{"status":"ready"\}$/)
    expect(draining).toMatch(/^HTTP\/1\.1 503 [^]*\{"status":"draining"\}$/)
    expect((await server.exited).code).toBe(0)
  })

  test('keeps its compiled code in DATA_DIR before it listens, so the start after a kill -9 uses it', async () => {
    const dataDir = tempDir('compile-cache')
    try {
      // Written before it listens: killed at once, it leaves the whole cache.
      const first = await startMain({ DATA_DIR: dataDir.path })
      first.child.kill('SIGKILL')
      await first.exited
      const cache = join(dataDir.path, 'compile-cache')
      expect(statSync(cache).mode & 0o777).toBe(0o700)
      expect(readdirSync(cache, { recursive: true }).length).toBeGreaterThan(100)
      // Node says what it reads from the cache (NODE_DEBUG_NATIVE=COMPILE_CACHE, on stderr; its
      // wording is Node's, to check again on a Node upgrade).
      const second = await startMain({
        DATA_DIR: dataDir.path,
        NODE_DEBUG_NATIVE: 'COMPILE_CACHE',
      })
      await second.stop()
      const { stderr } = second.output()
      const start = new URL('../../server/start.ts', import.meta.url).href
      expect(stderr).toContain(
        `retrieving transpile cache for StrippedTypeScript ${start}...success`,
      )
      expect(stderr).toMatch(
        new RegExp(`reading cache .* for ESM ${start}\\.\\.\\.\\[.*\\]\\.\\.\\. success`),
      )
    } finally {
      dataDir.remove()
    }
  })

  test("keeps no compiled code with Node's NODE_DISABLE_COMPILE_CACHE=1 (as the image sets)", async () => {
    const dataDir = tempDir('no-compile-cache')
    try {
      const server = await startMain({ DATA_DIR: dataDir.path, NODE_DISABLE_COMPILE_CACHE: '1' })
      expect((await server.stop()).code).toBe(0)
      expect(existsSync(join(dataDir.path, 'compile-cache'))).toBe(false)
    } finally {
      dataDir.remove()
    }
  })
})

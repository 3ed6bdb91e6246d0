/**
 * @module LOG_LEVEL in the real process (`node server/main.ts`, server/log.ts): at `warn` an
 * ordinary request writes nothing; at `debug` each request to the image host has a line naming
 * the file, never the video.
 */
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { listeningPorts } from '#tests/support/listening-ports.ts'
import { spawnMain, startMain } from '#tests/support/main-process.ts'
import { tempDir } from '#tests/support/temp-dir.ts'

let host: FakeImageHost
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(async () => {
  await host.close()
})

const VIDEO = 'dQw4w9WgXcQ'

/** A page, a lookup that reaches the image host, a refused link and a missing page. */
async function ordinaryRequests(url: string) {
  const statuses = []
  for (const path of ['/about', `/api/thumbnails?url=${VIDEO}`, '/api/thumbnails?url=x', '/nope'])
    statuses.push((await fetch(`${url}${path}`)).status)
  return statuses
}

const lines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('LOG_LEVEL', () => {
  test('warn: ordinary requests write nothing; start-up writes only its warnings', async () => {
    const data = tempDir('log-level')
    // Without the "listening" line (an info line), the port is read from /proc.
    const server = spawnMain({
      LOG_LEVEL: 'warn',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data.path,
      THUMBNAIL_ORIGIN: host.origin,
      YOUTUBE_ORIGIN: host.origin,
    })
    try {
      let port: number | undefined
      for (let waited = 0; port === undefined && waited < 20_000; waited += 50) {
        port = server.child.pid ? listeningPorts(server.child.pid)[0]?.port : undefined
        if (port === undefined) await delay(50)
      }
      expect(port, server.output().stderr).toBeDefined()
      const before = server.output().stdout
      // Start-up's warnings (SITE_URL and CONTACT_EMAIL unset) are written, its info is not.
      expect(lines(before).map((line) => line.level)).toEqual(
        expect.arrayContaining(['warn']) as unknown,
      )
      expect(lines(before).every((line) => line.level === 'warn')).toBe(true)
      expect(await ordinaryRequests(`http://127.0.0.1:${port}`)).toEqual([200, 200, 400, 404])
      await delay(100)
      expect(server.output().stdout).toBe(before)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      data.remove()
    }
  })

  test('debug: each request to the image host is a line, by file name, never the video id', async () => {
    const server = await startMain({
      LOG_LEVEL: 'debug',
      THUMBNAIL_ORIGIN: host.origin,
      YOUTUBE_ORIGIN: host.origin,
    })
    try {
      expect(await ordinaryRequests(server.url)).toEqual([200, 200, 400, 404])
      const written = lines(server.output().stdout)
      const hostLines = written.filter((line) => line.msg === 'image host')
      expect(hostLines.length).toBeGreaterThan(0)
      expect(hostLines).toContainEqual(
        expect.objectContaining({
          level: 'debug',
          file: 'maxresdefault.jpg',
          outcome: 'found',
          bytes: expect.any(Number) as unknown,
          ms: expect.any(Number) as unknown,
        }),
      )
      expect(server.output().stdout).not.toContain(VIDEO)
      // And every request's own line, as at info.
      expect(written.filter((line) => line.msg === 'request')).toHaveLength(4)
    } finally {
      await server.stop()
    }
  })
})

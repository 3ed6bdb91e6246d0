/**
 * @module The server app, in-process, aimed at a fake image host: what most reliability tests
 * talk to (RELIABILITY.md 2.1). `listen()` adds the real Node HTTP server when a row is about
 * what reaches a client over the wire.
 */
import { startHttpServer, type RunningServer } from '#server/http/node-server.ts'
import { createUpstream, type UpstreamLimits } from '#server/thumbnails/upstream.ts'
import type { FakeImageHost } from '#tests/fake-image-host/server.ts'
import { testApp } from '#tests/support/test-app.ts'

export type AppUnderTest = Awaited<ReturnType<typeof startApp>>

/** An app with the production limits (or `limits`) on a fresh upstream pool. */
export async function startApp(host: FakeImageHost, limits: Partial<UpstreamLimits> = {}) {
  const upstream = createUpstream(host.origin, limits)
  const { app, log } = await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream })
  let server: RunningServer | undefined
  return {
    app,
    log,
    upstream,
    /** Serves the app on a loopback port; returns its base URL. */
    async listen(): Promise<string> {
      server ??= await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
      return `http://127.0.0.1:${server.port}`
    },
    async close() {
      await server?.stop(0)
      await upstream.close()
    },
  }
}

/**
 * A distinct, valid video id per call (`[A-Za-z0-9_-]{11}`), so caches and coalescing never
 * hide a request from the test that made it.
 * @example videoId('b1', 7) // 'b1_00000007'
 */
export function videoId(prefix: string, n: number): string {
  return `${prefix}_${String(n).padStart(10 - prefix.length, '0')}`
}

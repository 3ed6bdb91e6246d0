/**
 * @module The server app in-process, aimed at a fake image host, and what watches it: what most
 * reliability tests talk to (docs/reliability.md, "Upstream, input and conversion"). `listen()`
 * adds the real Node HTTP server when a row is about what reaches a client over the wire.
 */
import { startHttpServer, type RunningServer } from '#server/http/node-server.ts'
import type { UpstreamLimits } from '#server/thumbnails/upstream.ts'
import { startCanary } from '#tests/fake-image-host/canary.ts'
import { startFakeImageHost, type FakeImageHostOptions } from '#tests/fake-image-host/server.ts'
import { testApp } from '#tests/support/test-app.ts'
import { recordOutboundSockets } from './socket-recorder.ts'
import { testUpstream } from '#tests/support/test-upstream.ts'

export type AppUnderTest = Awaited<ReturnType<typeof startApp>>

/**
 * A fake image host, a canary (where a followed redirect or an SVG's link would land), a
 * recorder of every socket this process opens, and the app aimed at the host with the
 * production limits (or `limits`) on a fresh upstream pool; `hostOptions` go to the fake host.
 * `close()` stops them all.
 * @example const subject = await startApp(); const { host } = subject; afterAll(() => subject.close())
 */
export async function startApp(
  limits: Partial<UpstreamLimits> = {},
  hostOptions: FakeImageHostOptions = {},
) {
  const sockets = recordOutboundSockets()
  const [host, canary] = await Promise.all([startFakeImageHost(hostOptions), startCanary()])
  const upstream = testUpstream(host.origin, limits)
  const { app, log } = await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream })
  let server: RunningServer | undefined
  return {
    app,
    log,
    upstream,
    host,
    canary,
    sockets,
    /** Serves the app on a loopback port; returns its base URL. */
    async listen(): Promise<string> {
      server ??= await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
      return `http://127.0.0.1:${server.port}`
    },
    async close() {
      sockets.stop()
      await server?.stop(0)
      await upstream.close()
      await Promise.all([host.close(), canary.close()])
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

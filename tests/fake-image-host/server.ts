/**
 * @module The fake image host: a loopback `node:http` server standing in for
 * `THUMBNAIL_ORIGIN` in tests and in `npm run demo`. See README.md beside this file.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { imagePath, QUALITY_IDS } from './catalogue.ts'
import type { QualityId } from './catalogue.ts'
import type { ControlTarget } from './control.ts'
import { FaultRules } from './fault-rules.ts'
import type { FaultScope } from './fault-rules.ts'
import { createHandler } from './handler.ts'
import { renderPlaceholder, renderQuality } from './images.ts'
import { Recorder } from './recorder.ts'
import type { HostStats, RequestRecord } from './recorder.ts'
import type { Normal } from './replies.ts'
import { Timers } from './timers.ts'
import { VideoTable } from './videos.ts'
import type { VideoSpec } from './videos.ts'

export type FakeImageHostOptions = {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number
  /** Interface to listen on, 127.0.0.1 by default. */
  host?: string
  /** Called for every request to a path the real host would never be asked for. */
  onUnexpected?: (request: RequestRecord) => void
  /**
   * How long an idle keep-alive socket stays open on the host's side (Node's default, 5 s,
   * unless set): longer, and any idle socket that closes was closed by the client.
   */
  keepAliveMs?: number
  /**
   * Every video's pictures photo-like, each JPEG with the video's id in its bytes, as the
   * `photo` ids' are (README.md, "Photo-like pictures"): for benchmarks that decode them.
   */
  photos?: boolean
}

export type FakeImageHost = {
  /** `http://127.0.0.1:PORT`: what `THUMBNAIL_ORIGIN` points at. */
  readonly origin: string
  readonly port: number
  /** Every image request, in arrival order (control calls excluded). */
  readonly requests: readonly RequestRecord[]
  /** The requests for paths or methods the real host would never see. */
  readonly unexpected: readonly RequestRecord[]
  stats(): HostStats
  /** Sets a fault mode (README.md, Faults), for every request or a scope. */
  setFault(mode: string, scope?: FaultScope): void
  /** Makes some (or `'all'`) qualities of one video answer 404 with the placeholder. */
  setVideo(id: string, spec: VideoSpec): void
  /** Serves these bytes at an exact path (faults still apply). */
  setBody(path: string, body: Buffer, contentType?: string): void
  /** Full URL of one image on this host. */
  imageUrl(id: string, quality: QualityId): string
  /** Throws, listing them, if any unexpected request arrived. */
  assertNoUnexpected(): void
  /** Forgets requests and counters; faults and settings stay. */
  clearRecords(): void
  /** Back to the start: no faults, every video complete, no custom bodies, no records. */
  reset(): void
  /** Stops listening and destroys every socket, silent and streaming ones included. */
  close(): Promise<void>
}

/**
 * Starts a fake image host on a free loopback port.
 * @example
 * const host = await startFakeImageHost()
 * host.setFault('latency:6000', { quality: 'maxresdefault' })
 * // … point THUMBNAIL_ORIGIN at host.origin …
 * await host.close()
 */
export async function startFakeImageHost(
  options: FakeImageHostOptions = {},
): Promise<FakeImageHost> {
  // Render every image up front so the first request is as fast as the rest.
  await Promise.all([...QUALITY_IDS.map((quality) => renderQuality(quality)), renderPlaceholder()])
  const faults = new FaultRules()
  const videos = new VideoTable()
  const bodies = new Map<string, Normal>()
  const recorder = new Recorder()
  const timers = new Timers()
  let origin = ''

  const control: ControlTarget = {
    setFault: (mode, scope) => faults.set(mode, scope),
    clearFaults: () => faults.clear(),
    setVideo: (id, spec) => videos.set(id, spec),
    reset,
    state: () => ({
      stats: recorder.stats(),
      requests: recorder.requests,
      unexpected: recorder.unexpected,
      faults: faults.list(),
    }),
  }
  function reset() {
    faults.clear()
    videos.clear()
    bodies.clear()
    recorder.clear()
  }

  const handler = createHandler({
    origin: () => origin,
    faults,
    videos,
    bodies,
    recorder,
    timers,
    control,
    onUnexpected: options.onUnexpected,
    photos: options.photos ?? false,
  })
  const server = createServer(handler)
  if (options.keepAliveMs !== undefined) server.keepAliveTimeout = options.keepAliveMs
  server.on('connection', (socket) => recorder.accept(socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const { address, port } = server.address() as AddressInfo
  origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`

  return {
    origin,
    port,
    requests: recorder.requests,
    unexpected: recorder.unexpected,
    stats: () => recorder.stats(),
    setFault: control.setFault,
    setVideo: control.setVideo,
    setBody: (path, body, contentType = 'image/jpeg') =>
      void bodies.set(path, { status: 200, body, contentType }),
    imageUrl: (id, quality) => `${origin}${imagePath(id, quality)}`,
    assertNoUnexpected() {
      const list = recorder.unexpected.map((r) => `${r.method} ${r.path}`)
      if (list.length)
        throw new Error(`Unexpected requests to the fake image host:\n${list.join('\n')}`)
    },
    clearRecords: () => recorder.clear(),
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        timers.cancelAll()
        const closed = recorder.destroyAll()
        server.close(() => void closed.then(resolve))
        server.closeAllConnections()
      }),
  }
}

/**
 * @module The real app on a loopback port, as main.ts would run it, with a
 * temporary SQLite file: for integration tests that need a socket (timeouts,
 * raw framing, the client address) rather than `app.request()`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '#server/app.ts'
import { parseConfig } from '#server/config.ts'
import type { FormTokens } from '#server/contact/form-token.ts'
import { startHttpServer } from '#server/http/node-server.ts'
import { memoryLogger } from '#server/log.ts'
import type { SiteBuild } from '#server/pages/site-build.ts'
import { databasePath, openDatabase } from '#server/contact/storage/db.ts'
import { createMessageStore } from '#server/contact/storage/message-store.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'

/** For tests that must never reach the image host. */
export const NO_UPSTREAM: Upstream = {
  fetchImage: () => Promise.reject(new Error('unexpected upstream call')),
  close: () => Promise.resolve(),
}

export type ServedApp = Awaited<ReturnType<typeof serveApp>>

/**
 * @example const served = await serveApp({ siteBuild }); await fetch(`${served.url}/healthz`)
 */
export async function serveApp({
  siteBuild,
  env = {},
  upstream = NO_UPSTREAM,
  formTokens,
}: {
  siteBuild: SiteBuild
  env?: Record<string, string>
  upstream?: Upstream
  formTokens?: FormTokens
}) {
  const dir = mkdtempSync(join(tmpdir(), 'thumbgrab-served-'))
  const db = openDatabase(databasePath(dir))
  const log = memoryLogger()
  const app = createApp({
    config: parseConfig(env),
    siteBuild,
    log,
    upstream,
    messages: createMessageStore(db),
    ...(formTokens && { formTokens }),
  })
  const running = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
  return {
    port: running.port,
    url: `http://127.0.0.1:${running.port}`,
    server: running.server,
    log,
    db,
    rowCount: () =>
      Number((db.prepare('SELECT count(*) AS n FROM messages').get() as { n: number }).n),
    async close() {
      await running.stop(0)
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

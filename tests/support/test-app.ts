/**
 * @module The one way tests build the server: `testApp()` is `createApp` with
 * test defaults (a memory log, an in-memory contact store, an image host that
 * must not be called, the production build loaded once per worker, package.json's version), and
 * `serveApp()` the same app on a loopback port for tests that need a socket
 * (timeouts, raw framing, the client address). A test of one capability's
 * routes, with no pages and so no build, uses route-app.ts instead.
 */
import { randomBytes } from 'node:crypto'
import type { DatabaseSync } from 'node:sqlite'
import { createApp } from '#server/app.ts'
import { parseConfig } from '#server/config.ts'
import type { ContactStore } from '#server/contact/api.ts'
import { createFormTokens, type FormTokens } from '#server/contact/form-token.ts'
import { canWrite, databasePath, IN_MEMORY, openDatabase } from '#server/contact/storage/db.ts'
import { createMessageStore } from '#server/contact/storage/message-store.ts'
import type { Registry } from '#server/http/metrics.ts'
import { startHttpServer } from '#server/http/node-server.ts'
import { createReadiness, type Readiness } from '#server/http/readiness.ts'
import { loadSiteBuild, type SiteBuild } from '#server/pages/site-build.ts'
import type { ThumbnailsDeps } from '#server/thumbnails/api.ts'
import type { Upstream } from '#server/thumbnails/upstream.ts'
import { readVersion } from '#server/http/version.ts'
import { memoryLogger } from './memory-logger.ts'
import { tempDir } from './temp-dir.ts'

/** For tests that must never reach the image host. */
export const NO_UPSTREAM: Upstream = {
  fetchImage: () => Promise.reject(new Error('unexpected upstream call')),
  close: () => Promise.resolve(),
}

let build: Promise<SiteBuild> | undefined

/** What `npm run build` wrote to build/, loaded once per test worker. */
export function siteBuild(): Promise<SiteBuild> {
  build ??= loadSiteBuild('build')
  return build
}

/**
 * A contact store on a new database, with tokens signed by `tokens` (default: a random key). The
 * database is in memory, or with `onDisk` a SQLite file in a temporary directory, as DATA_DIR
 * holds it; `close()` closes it and removes that directory.
 * @example const contact = contactStore({ onDisk: true }); afterEach(() => contact.close())
 */
export function contactStore({
  onDisk = false,
  tokens = createFormTokens({ secret: randomBytes(32) }),
}: { onDisk?: boolean; tokens?: FormTokens } = {}): ContactStore & { db: DatabaseSync } {
  const dir = onDisk ? tempDir('contact') : undefined
  const db = openDatabase(dir ? databasePath(dir.path) : IN_MEMORY)
  return {
    db,
    messages: createMessageStore(db),
    tokens,
    ready: () => canWrite(db),
    close() {
      db.close()
      dir?.remove()
    },
  }
}

export type TestAppOptions = {
  /** Environment variables, parsed as the server would (e.g. THUMBNAIL_ORIGIN, TRUST_PROXY). */
  env?: Record<string, string>
  upstream?: Upstream
  thumbnails?: Omit<ThumbnailsDeps, 'upstream'>
  contact?: ContactStore
  /** Default: a new one, already past start-up (as server/start.ts leaves it once listening). */
  readiness?: Readiness
  /** Where the app counts (server/http/metrics.ts); default: a registry of the app's own. */
  metrics?: Registry
}

/**
 * @example const { app, log } = await testApp({ env: { THUMBNAIL_ORIGIN: host.origin }, upstream })
 */
export async function testApp({
  env = {},
  upstream = NO_UPSTREAM,
  thumbnails = {},
  contact = contactStore(),
  readiness = readyReadiness(),
  metrics,
}: TestAppOptions = {}) {
  const log = memoryLogger()
  const config = parseConfig(env)
  const app = createApp({
    config,
    log,
    pages: await siteBuild(),
    thumbnails: { ...thumbnails, upstream },
    contact,
    version: readVersion(),
    readiness,
    metrics,
  })
  return { app, log, config, contact, readiness }
}

function readyReadiness(): Readiness {
  const readiness = createReadiness()
  readiness.ready()
  return readiness
}

export type ServedApp = Awaited<ReturnType<typeof serveApp>>

/**
 * The app on a loopback port, as server/start.ts would run it, with a temporary SQLite file.
 * @example const served = await serveApp(); await fetch(`${served.url}/healthz`)
 */
export async function serveApp({
  tokens,
  ...options
}: Omit<TestAppOptions, 'contact'> & { tokens?: FormTokens } = {}) {
  const contact = contactStore({ onDisk: true, ...(tokens && { tokens }) })
  const { app, log } = await testApp({ ...options, contact })
  const running = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
  const { db } = contact
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
      contact.close()
    },
  }
}

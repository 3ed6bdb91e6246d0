/**
 * Starts the whole server for a valid config: decoder policy, build, upstream
 * pool, contact database, HTTP listener, and the graceful stop on SIGTERM/SIGINT.
 * Called by server/main.ts once the configuration has been checked.
 */
import { resolve } from 'node:path'
import { createApp } from './app.ts'
import type { Config } from './config.ts'
import { restrictDecoders } from './thumbnails/decoder-policy.ts'
import { createFormTokens } from './contact/form-token.ts'
import { startHttpServer } from './http/node-server.ts'
import type { Logger } from './log.ts'
import { loadSiteBuild } from './pages/site-build.ts'
import { databasePath, DatabaseSetupError, openDatabase } from './contact/storage/db.ts'
import { createMessageStore } from './contact/storage/message-store.ts'
import { readOrCreateSecret } from './contact/storage/secret.ts'
import { createUpstream } from './thumbnails/upstream.ts'

/** Opens and migrates the contact database; a pragma that does not hold stops start-up (RELIABILITY G3). */
function openDatabaseOrExit(path: string) {
  try {
    return openDatabase(path)
  } catch (error) {
    const reason = error instanceof DatabaseSetupError ? error.message : String(error)
    process.stderr.write(`Cannot open the contact database ${path} (DATA_DIR): ${reason}\n`)
    process.exit(1)
  }
}

export async function runServer(config: Config, log: Logger): Promise<void> {
  await restrictDecoders()
  const siteBuild = await loadSiteBuild(resolve('build'))
  const upstream = createUpstream(config.thumbnailOrigin)
  const db = openDatabaseOrExit(databasePath(config.dataDir))
  const formTokens = createFormTokens({
    secret: config.contactSecret ?? readOrCreateSecret(config.dataDir),
  })
  const app = createApp({
    config,
    siteBuild,
    log,
    upstream,
    messages: createMessageStore(db),
    formTokens,
  })
  const running = await startHttpServer(app.fetch, { port: config.port, host: config.host })
  log.info({ msg: 'listening', port: running.port, host: config.host, siteUrl: config.siteUrl })

  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      log.info({ msg: 'stopping', signal })
      void running.stop(config.shutdownDrainMs).then(async () => {
        await upstream.close()
        db.close()
        log.info({ msg: 'stopped' })
        process.exit(0)
      })
    })
  }
}

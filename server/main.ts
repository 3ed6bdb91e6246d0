/**
 * The entry point: check the configuration, then start the server.
 * Usage: `node server/main.ts` (after `npm run build`).
 *
 * Only the config schema loads before the check, so a bad variable is refused
 * in a fraction of a second (docs/reliability.md, A5); the server's module
 * graph (React Router build, sharp, SQLite) loads once the config is valid.
 * Every module is loaded with import() after `keepCompiledCode`, so that its
 * compiled code comes from the cache on the next start.
 */
import { mkdirSync } from 'node:fs'
import { enableCompileCache } from 'node:module'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

/**
 * Keeps V8's compiled code of the server's modules (and Node's type stripping of its own) in
 * `DATA_DIR/compile-cache` from one start to the next, so a restart does not compile them again:
 * it listens about a third of a second sooner on 2 cores (docs/performance.md, Start-up). In
 * DATA_DIR, which only the server's user writes, not the shared temporary folder: the process runs
 * what the cache holds. DATA_DIR is read as server/config.ts reads it (trimmed, `./data` when
 * unset); a blank one, which the config refuses, or a folder that cannot be made leaves the cache
 * off, and the config check or the contact store's own check then says what is wrong.
 */
function keepCompiledCode(dataDir = './data') {
  if (!dataDir.trim()) return
  const directory = join(dataDir.trim(), 'compile-cache')
  try {
    mkdirSync(directory, { recursive: true })
  } catch {
    return
  }
  enableCompileCache(directory)
}

keepCompiledCode(process.env.DATA_DIR)
const { ConfigError, readConfig } = await import('./config.ts')
const { jsonLogger } = await import('./log.ts')

function loadConfigOrExit() {
  try {
    return readConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`)
    process.exit(1)
  }
}

const config = loadConfigOrExit()
// libuv's pool runs each sharp call (and file reads, DNS, zlib); its default 4 threads would hold
// back the 2 × cores conversions the queue runs (server/thumbnails/api.ts) while inspections and
// file reads also wait for a thread. Read once, when the pool first starts: nothing above uses it.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, 3 * availableParallelism()))
const { startServer } = await import('./start.ts')
await startServer(config, jsonLogger())

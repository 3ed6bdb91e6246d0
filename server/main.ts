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
 * it listens sooner (docs/performance.md, "Allocator, heap and start-up"). In DATA_DIR, the server's own folder, not the shared temporary one: the process
 * runs what the cache holds (docs/decisions/029-compile-cache-in-data-dir.md). DATA_DIR is read as
 * server/config.ts reads it (blank counts as unset: `./data`). Node's own switch,
 * `NODE_DISABLE_COMPILE_CACHE=1`, leaves the cache off and the folder unmade (deploy/Dockerfile
 * sets it); so does a folder that cannot be made, and the config or the contact store's check then
 * says what is wrong with DATA_DIR.
 */
function keepCompiledCode(dataDir = process.env.DATA_DIR?.trim() || './data') {
  if (process.env.NODE_DISABLE_COMPILE_CACHE) return
  const directory = join(dataDir, 'compile-cache')
  try {
    mkdirSync(dataDir, { recursive: true })
    // Only the server's user may read or write what it will run.
    mkdirSync(directory, { recursive: true, mode: 0o700 })
  } catch {
    return
  }
  enableCompileCache(directory)
}

keepCompiledCode()
const { readConfigOrExit } = await import('./config.ts')
const { jsonLogger } = await import('./log.ts')

const config = readConfigOrExit()
// libuv's pool runs each sharp call (and file reads, DNS, zlib); its default 4 threads would hold
// back the 2 × cores conversions the queue runs (server/thumbnails/api.ts) while inspections and
// file reads also wait for a thread. Read once, when the pool first starts: nothing above uses it.
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, 3 * availableParallelism()))
const { startServer } = await import('./start.ts')
await startServer(config, jsonLogger(process.stdout, { level: config.logLevel }))

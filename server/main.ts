/**
 * The entry point: check the configuration, then start the server.
 * Usage: `node server/main.ts` (after `npm run build`).
 *
 * Only the config schema loads before the check, so a bad variable is refused
 * in a fraction of a second (docs/reliability.md, A5); the server's module
 * graph (React Router build, sharp, SQLite) loads once the config is valid.
 */
import { availableParallelism } from 'node:os'
import { ConfigError, readConfig, type Config } from './config.ts'
import { jsonLogger } from './log.ts'

function loadConfigOrExit(): Config {
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

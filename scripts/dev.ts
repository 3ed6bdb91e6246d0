/**
 * Usage: npm run dev   (DEMO=1 npm run dev: against the project's fake image host, offline)
 * The development server: one process on PORT/HOST serving every page with hot reload and the
 * whole API (/api/*, /healthz, /readyz, /api/openapi.json) from the same Hono app, with the
 * same configuration check and limits as `npm start` (server/start.ts); the pages come from
 * Vite instead of ./build (server/pages/vite-dev.ts). Like production it asks YouTube's hosts;
 * with DEMO=1 it first starts the fake image host and aims the server at it, as `npm run demo`
 * does (scripts/demo-host.ts). Edits to app/ show at once; restart for edits to server/.
 */
import { readConfigOrExit } from '#server/config.ts'
import { jsonLogger } from '#server/log.ts'
import { viteFrontend } from '#server/pages/vite-dev.ts'
import { startServer } from '#server/start.ts'
import { startDemoHost } from './demo-host.ts'

if (process.env.DEMO === '1') Object.assign(process.env, (await startDemoHost()).env)
const config = readConfigOrExit()
await startServer(
  config,
  jsonLogger(process.stdout, { level: config.logLevel }),
  await viteFrontend(),
)

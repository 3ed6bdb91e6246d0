/**
 * Usage: node scripts/demo.ts   (run by `npm run demo`; build first)
 * The whole site against the fake image host, so every flow can be tried without YouTube: the
 * fake host (scripts/demo-host.ts; FAKE_HOST_PORT fixes its port), then the production server
 * (PORT/HOST as usual) aimed at it, with DEMO=1 (pages say so; set DEMO=0 to hide the notice, as
 * the e2e tests do).
 */
import { startDemoHost } from './demo-host.ts'
import { spawnServe } from './serve-settings.ts'

const host = await startDemoHost()
// Started as `npm run serve` starts it: its allocator and heap settings (docs/reliability.md,
// Memory) and React's production build.
const server = spawnServe({ ...host.env, DEMO: process.env.DEMO ?? '1' })

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => {
  void host.close().then(() => process.exit(code ?? 0))
})

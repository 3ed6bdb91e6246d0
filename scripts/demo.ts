/**
 * Usage: node scripts/demo.ts   (run by `npm run demo`; build first)
 * The whole site against the fake image host, so every flow can be tried
 * without YouTube. Starts the fake host on a free loopback port, then the
 * production server (PORT/HOST as usual) with THUMBNAIL_ORIGIN, YOUTUBE_ORIGIN and
 * YOUTUBE_API_URL aimed at it and DEMO=1 (pages say so; set DEMO=0 to hide the notice, as the e2e tests do).
 * FAKE_HOST_PORT fixes the fake host's port, so tests can drive it (PUT /__fault).
 */
import { spawn } from 'node:child_process'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'

const fakeHostPort = Number(process.env.FAKE_HOST_PORT ?? 0)
if (!Number.isInteger(fakeHostPort) || fakeHostPort < 0 || fakeHostPort > 65535) {
  console.error(`FAKE_HOST_PORT must be a port number, got ${process.env.FAKE_HOST_PORT}`)
  process.exit(2)
}
const host = await startFakeImageHost({ port: fakeHostPort })
const server = spawn(process.execPath, ['server/main.ts'], {
  stdio: 'inherit',
  env: {
    // Two glibc malloc arenas keep sharp's memory from creeping (docs/reliability.md, Memory; H4).
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    THUMBNAIL_ORIGIN: host.origin,
    // Titles (oEmbed), playlist feeds and the Data API come from the fake host too.
    YOUTUBE_ORIGIN: host.origin,
    YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
    DEMO: process.env.DEMO ?? '1',
  },
})
console.log(`demo: fake image host on ${host.origin}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => {
  void host.close().then(() => process.exit(code ?? 0))
})

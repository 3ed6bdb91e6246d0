/**
 * Usage: node scripts/demo.ts   (run by `npm run demo`; build first)
 * The whole site against the fake image host, so every flow can be tried
 * without YouTube. Starts the fake host on a free loopback port, then the
 * production server (PORT/HOST as usual) with THUMBNAIL_ORIGIN, YOUTUBE_ORIGIN
 * (titles, from its oEmbed endpoint; playlist feeds) and YOUTUBE_API_URL (the Data API) aimed
 * at it and DEMO=1 (pages say so; set DEMO=0 to hide the notice, as the e2e tests do). Ids that
 * show the whole picture set are printed at start (tests/fake-image-host/README.md, "Extra pictures").
 * FAKE_HOST_PORT fixes the fake host's port, so tests can drive it (PUT /__fault).
 */
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { spawnServe } from './serve-settings.ts'

const fakeHostPort = Number(process.env.FAKE_HOST_PORT ?? 0)
if (!Number.isInteger(fakeHostPort) || fakeHostPort < 0 || fakeHostPort > 65535) {
  console.error(`FAKE_HOST_PORT must be a port number, got ${process.env.FAKE_HOST_PORT}`)
  process.exit(2)
}
const host = await startFakeImageHost({ port: fakeHostPort })
// Started as `npm run serve` starts it: its allocator and heap settings (docs/reliability.md,
// Memory) and React's production build.
const server = spawnServe({
  THUMBNAIL_ORIGIN: host.origin,
  // Titles (oEmbed), playlist feeds and the Data API come from the fake host too.
  YOUTUBE_ORIGIN: host.origin,
  YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
  DEMO: process.env.DEMO ?? '1',
})
console.log(`demo: fake image host on ${host.origin}`)
console.log(
  [
    'demo: try these ids (or any 11-character id for the plain six):',
    '  short_00001  a vertical Short: its 1080×1920 cover and frames',
    '  rich_000001  every frame, letterboxed 4:3 sizes (crop them), WebP twins, a title to name files',
    '  live_000001  a live stream: the _live pictures',
    '  ph200_00001  a maxres answered 200 with the grey placeholder: not offered',
    '  private0001  a private video: pictures, no title',
  ].join('\n'),
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code) => {
  void host.close().then(() => process.exit(code ?? 0))
})

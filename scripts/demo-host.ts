/**
 * @module The project's fake image host (tests/fake-image-host/) as `npm run demo`
 * (scripts/demo.ts) and `DEMO=1 npm run dev` (scripts/dev.ts) run it: in a process of its own,
 * since it draws its pictures with decoders the server blocks in its own process
 * (server/thumbnails/decoder-policy.ts), with the environment that aims the server's image host,
 * oEmbed titles, playlist feeds and Data API at it.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

/** Ids that show the whole picture set (tests/fake-image-host/README.md, "Extra pictures"). */
const TRY_THESE = [
  'demo: try these ids (or any 11-character id for the plain six):',
  '  short_00001  a vertical Short: its 1080×1920 cover and frames',
  '  rich_000001  every frame, letterboxed 4:3 sizes (crop them), WebP twins, a title to name files',
  '  live_000001  a live stream: the _live pictures',
  '  ph200_00001  a maxres answered 200 with the grey placeholder: not offered',
  '  private0001  a private video: pictures, no title',
].join('\n')

export type DemoHost = {
  /** THUMBNAIL_ORIGIN, YOUTUBE_ORIGIN and YOUTUBE_API_URL, aimed at the fake host. */
  env: Record<string, string>
  /** Stops the host's process. */
  close(): Promise<void>
}

/**
 * Starts the fake host on `port` (FAKE_HOST_PORT, so tests can drive it with PUT /__fault; by
 * default a free one) and prints where it is and what to try. The host ends with this process.
 * @example const host = await startDemoHost(); spawnServe({ ...host.env, DEMO: '1' })
 */
export async function startDemoHost(port = process.env.FAKE_HOST_PORT ?? '0'): Promise<DemoHost> {
  const child = spawn(process.execPath, ['tests/fake-image-host/main.ts', '--port', port], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  process.once('exit', () => child.kill())
  const [origin] = (await Promise.race([
    once(createInterface({ input: child.stdout }), 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the fake image host stopped before it listened (exit ${String(code)})`)
    }),
  ])) as [string]
  console.log(`demo: fake image host on ${origin}`)
  console.log(TRY_THESE)
  return {
    env: {
      THUMBNAIL_ORIGIN: origin,
      // Titles (oEmbed), playlist feeds and the Data API come from the fake host too.
      YOUTUBE_ORIGIN: origin,
      YOUTUBE_API_URL: `${origin}/youtube/v3`,
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill()
      await once(child, 'exit')
    },
  }
}

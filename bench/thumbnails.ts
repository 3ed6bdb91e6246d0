/**
 * Usage: node bench/thumbnails.ts
 * Prints the thumbnail engine's figures on this machine (docs/performance.md):
 * 1. lookup latency, cold and cached, against the fake image host with 50 ms
 *    injected latency, as a ratio to one round trip (sequential probing of the
 *    32 names would be ≈ 32×; bench/lookup.ts measures it with the host in its
 *    own process and oEmbed too);
 * 2. conversion time and bytes per format for a 1280×720 thumbnail, side by
 *    side with the browser-only method (canvas + toDataURL in Chromium);
 * 3. throughput of cached lookups and cached/uncached conversions over HTTP;
 * then the peak memory (RSS) of the whole run.
 * Loopback only; bounded in count and time.
 */
import { availableParallelism } from 'node:os'
import { chromium } from '@playwright/test'
import { Hono } from 'hono'
import sharp from 'sharp'
import { convertImage } from '#server/thumbnails/convert.ts'
import { startHttpServer } from '#server/http/node-server.ts'
import { createSemaphore } from '#server/http/admission/semaphore.ts'
import { thumbnailRoutes } from '#server/thumbnails/routes.ts'
import { createThumbnailService } from '#server/thumbnails/service.ts'
import { createUpstream } from '#server/thumbnails/upstream.ts'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { median, percentile } from '#tests/support/stats.ts'
import { fmt, timeEach } from './stats.ts'

const LATENCY_MS = 50
const host = await startFakeImageHost()
const upstream = createUpstream(host.origin)
const converter = createSemaphore({ concurrency: availableParallelism(), maxQueue: 64 })
const service = () => createThumbnailService({ upstream, converter })
const videoId = (i: number) => `bench${String(i).padStart(6, '0')}`

console.log(
  `# ThumbGrab engine benchmark — ${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.version}\n`,
)

// 1. Lookup latency.
host.setFault(`latency:${LATENCY_MS}`)
const engine = service()
const cold = await timeEach(15, (i) => engine.lookup(videoId(i)))
const warm = await timeEach(200, (i) => engine.lookup(videoId(i % 15)))
host.reset()
console.log('## Lookup (fake host with 50 ms latency per request)')
console.log(
  `cold   median ${fmt(median(cold.ms))}  = ${(median(cold.ms) / LATENCY_MS).toFixed(2)}× one round trip (sequential probing of 32 names would be ≥ 32×)`,
)
console.log(`cached median ${fmt(median(warm.ms))}  p99 ${fmt(percentile(warm.ms, 99))}\n`)

// 2. Conversion: sharp on the server vs canvas.toDataURL in Chromium, same 1280×720 JPEG.
const photo = await makePhotoLikeJpeg()
console.log(
  `## Conversion of a 1280×720 JPEG (${(photo.length / 1024).toFixed(0)} KiB, photo-like)`,
)
console.log('| format | sharp median | sharp bytes | canvas median | canvas bytes |')
console.log('| --- | --- | --- | --- | --- |')
const canvas = await canvasConversions(photo)
for (const format of ['png', 'webp', 'jpg'] as const) {
  const runs = await timeEach(9, () => convertImage(photo, { format }))
  const c = canvas[format]
  console.log(
    `| ${format} | ${fmt(median(runs.ms))} | ${kib(runs.last.bytes.length)} | ${fmt(c.ms)} | ${kib(c.bytes)} |`,
  )
}
const fullhd = await timeEach(5, () =>
  convertImage(photo, { format: 'webp', resizeTo: { width: 1920, height: 1080 } }),
)
console.log(
  `fullhd (1920×1080 lanczos3 → webp): median ${fmt(median(fullhd.ms))}, ${kib(fullhd.last.bytes.length)}\n`,
)

// 3. Throughput over HTTP on loopback.
const app = new Hono().route('/api/thumbnails', thumbnailRoutes(service()))
const server = await startHttpServer(app.fetch, { port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${server.port}`
await fetch(`${base}/api/thumbnails?url=${videoId(0)}`)
console.log('## Throughput over HTTP (20 concurrent clients, 5 s each)')
console.log(
  `cached lookups:          ${await throughput(() => `${base}/api/thumbnails?url=${videoId(0)}`)}`,
)
console.log(
  `cached downloads (png):  ${await throughput(() => `${base}/api/thumbnails/${videoId(0)}/maxresdefault.png`)}`,
)
let n = 1000
console.log(
  `uncached conversions (sd → webp): ${await throughput(() => `${base}/api/thumbnails/${videoId(n++)}/sddefault.webp`)}`,
)

await server.stop(1000)
await upstream.close()
await host.close()
// The whole process: fake host, server and conversions together (maxRSS is in KiB).
console.log(`\npeak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`)

async function throughput(nextUrl: () => string, seconds = 5, concurrency = 20): Promise<string> {
  const until = performance.now() + seconds * 1000
  const latencies: number[] = []
  let errors = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        const res = await fetch(nextUrl())
        await res.arrayBuffer()
        if (res.status !== 200) errors++
        latencies.push(performance.now() - started)
      }
    }),
  )
  return `${(latencies.length / seconds).toFixed(0)} req/s, p50 ${fmt(median(latencies))}, p99 ${fmt(percentile(latencies, 99))}, ${errors} errors`
}

/** A 1280×720 JPEG with photo-like detail (gradients, shapes, fine noise), quality 85. */
async function makePhotoLikeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">
    <defs><radialGradient id="g" cx="30%" cy="35%" r="80%"><stop offset="0" stop-color="#ffcf70"/><stop offset="0.5" stop-color="#d94f30"/><stop offset="1" stop-color="#1d2a5a"/></radialGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="900" cy="360" r="220" fill="#2d7dd2" opacity="0.8"/>
    <rect x="120" y="420" width="520" height="180" rx="24" fill="#fff" opacity="0.9"/>
    <text x="150" y="540" font-size="110" font-family="DejaVu Sans" font-weight="700" fill="#c00">WOW!</text></svg>`
  const base = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const noise = await sharp({
    create: {
      width: 1280,
      height: 720,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .raw()
    .toBuffer()
  const mixed = Buffer.alloc(1280 * 720 * 3)
  for (let i = 0, j = 0; i < mixed.length; i++, j++) {
    if (base.info.channels === 4 && j % 4 === 3) j++
    mixed[i] = Math.max(0, Math.min(255, (base.data[j] ?? 0) + (noise[i] ?? 128) - 128))
  }
  return sharp(mixed, { raw: { width: 1280, height: 720, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .toBuffer()
}

/** The browser-only method: draw the JPEG on a canvas, export with toDataURL (default quality 0.92). */
async function canvasConversions(jpeg: Buffer) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  const page = await browser.newPage()
  const result = await page.evaluate(
    async (dataUrl) => {
      const img = new Image()
      img.src = dataUrl
      await img.decode()
      const out: Record<string, { ms: number; bytes: number }> = {}
      for (const [format, mime] of [
        ['png', 'image/png'],
        ['webp', 'image/webp'],
        ['jpg', 'image/jpeg'],
      ]) {
        const times: number[] = []
        let bytes = 0
        for (let i = 0; i < 9; i++) {
          const started = performance.now()
          const canvas = document.createElement('canvas')
          canvas.width = img.naturalWidth
          canvas.height = img.naturalHeight
          canvas.getContext('2d')?.drawImage(img, 0, 0)
          const url = canvas.toDataURL(mime as string)
          times.push(performance.now() - started)
          bytes = Math.floor(((url.length - url.indexOf(',') - 1) * 3) / 4)
        }
        times.sort((a, b) => a - b)
        out[format as string] = { ms: times[4] ?? 0, bytes }
      }
      return out
    },
    `data:image/jpeg;base64,${jpeg.toString('base64')}`,
  )
  await browser.close()
  return result as Record<'png' | 'webp' | 'jpg', { ms: number; bytes: number }>
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KiB`
}

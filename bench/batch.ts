/**
 * Usage: node bench/batch.ts [--batch-only]   (build first: the server serves its pages)
 * Prints the figures of `POST /api/batch` on this machine (docs/performance.md, Batch):
 * 50 videos × the maxres picture as PNG, as one streamed ZIP, against the same 50 pictures
 * downloaded one by one in sequence as the page would (lookup, then the file), each on fresh
 * video ids so no cache answers; and the server's resident memory: idle, then its peak during
 * each run, sampled every 20 ms from /proc. The server runs as its own process (server/main.ts)
 * against the fake image host in this one, with photo-like pictures (real-sized files) and
 * LATENCY_MS of latency on every host request. Loopback only.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { scanZip } from '#core/zip-entries.ts'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { spawnServe } from '../scripts/serve-settings.ts'

const VIDEOS = 50
const LATENCY_MS = 30
const PORT = Number(process.env.BENCH_PORT ?? 4393)
const base = `http://127.0.0.1:${PORT}`

const host = await startFakeImageHost()
host.setFault(`latency:${LATENCY_MS}`)

type Server = { rssMiB: () => number; stop: () => Promise<unknown> }

/** A fresh server process, started, warmed up (one lookup, one PNG) and left idle for 1 s. */
async function startServer(): Promise<Server> {
  // As `npm run serve` starts it (scripts/serve-settings.ts).
  const server = spawnServe(
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      THUMBNAIL_ORIGIN: host.origin,
      YOUTUBE_ORIGIN: host.origin,
      YOUTUBE_API_URL: `${host.origin}/youtube/v3`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'thumbgrab-bench-')),
      // Each single download comes as its own visitor (X-Forwarded-For below), so the per-client
      // conversion limit, which a person downloading 50 PNGs in a row would meet, is not what
      // this measures; nor the host budget (docs/reliability.md, H6 and H8 measure those).
      TRUST_PROXY: '127.0.0.1',
      HOST_REQUESTS_PER_SECOND: '100000',
    },
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const exited = new Promise((resolve) => server.once('exit', resolve))
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i > 100) throw new Error('the server did not start')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // One lookup and one file, so the modules and sharp are loaded before "idle" is read.
  await fetch(`${base}/api/thumbnails?url=photowarmup`).then((r) => r.arrayBuffer())
  await fetch(`${base}/api/thumbnails/photowarmup/maxresdefault.png`).then((r) => r.arrayBuffer())
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  return {
    rssMiB: () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    },
    stop: () => (server.kill('SIGTERM'), exited),
  }
}

/** On a fresh server: its idle RSS, then `work`'s time and the peak RSS, sampled every 20 ms. */
async function measured(work: () => Promise<void>) {
  const server = await startServer()
  try {
    const idle = server.rssMiB()
    let peak = idle
    const timer = setInterval(() => (peak = Math.max(peak, server.rssMiB())), 20)
    const started = performance.now()
    await work()
    const ms = performance.now() - started
    clearInterval(timer)
    return { ms, idle, peak: Math.max(peak, server.rssMiB()) }
  } finally {
    await server.stop()
  }
}

try {
  const ids = (run: string) =>
    Array.from({ length: VIDEOS }, (_, i) => `photo${run}${String(i).padStart(5, '0')}`)

  // --batch-only skips the singles (their row reads 0), for quicker runs while measuring.
  const batchOnly = process.argv.includes('--batch-only')
  let singleBytes = 0
  const singles = await measured(async () => {
    for (const [i, id] of batchOnly ? [] : ids('s').entries()) {
      const headers = { 'X-Forwarded-For': `10.0.${i}.1` }
      const lookup = await fetch(`${base}/api/thumbnails?url=${id}`, { headers })
      if (!lookup.ok) throw new Error(`lookup ${lookup.status}`)
      await lookup.arrayBuffer()
      const file = await fetch(`${base}/api/thumbnails/${id}/maxresdefault.png`, { headers })
      if (!file.ok) throw new Error(`file ${file.status}`)
      singleBytes += (await file.arrayBuffer()).byteLength
    }
  })

  let zipBytes = 0
  let pictures = 0
  const batch = await measured(async () => {
    const res = await fetch(`${base}/api/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ links: ids('b'), quality: 'maxresdefault', format: 'png' }),
    })
    if (!res.ok) throw new Error(`batch ${res.status}`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    zipBytes = bytes.length
    pictures = scanZip(bytes).entries.filter((e) => e.name.endsWith('.png')).length
  })

  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`
  console.log(
    `# POST /api/batch benchmark — ${new Date().toISOString()}, ${availableParallelism()} cores, Node ${process.version}, host latency ${LATENCY_MS} ms\n`,
  )
  console.log('| run (fresh server each) | wall time | bytes | idle RSS | peak RSS | peak − idle |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  for (const [name, run, bytes] of [
    [`${VIDEOS} single downloads in sequence (lookup + PNG)`, singles, singleBytes],
    [`one batch of ${VIDEOS} (${pictures} PNGs in the ZIP)`, batch, zipBytes],
  ] as const) {
    console.log(
      `| ${name} | ${(run.ms / 1000).toFixed(2)} s | ${mib(bytes)} | ${run.idle.toFixed(0)} MiB | ${run.peak.toFixed(0)} MiB | ${(run.peak - run.idle).toFixed(0)} MiB |`,
    )
  }
  console.log(`\nthe batch is ${(singles.ms / batch.ms).toFixed(2)}× faster than the sequence`)
} finally {
  await host.close()
}

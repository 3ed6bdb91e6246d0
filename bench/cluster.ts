/**
 * Usage: node bench/cluster.ts [seconds] [rounds]   (default 5 s a run, 3 rounds)
 * Cached download throughput (docs/performance.md, "Cached downloads: one replica, two behind
 * nginx, nginx's cache"). A fixed set of already-converted files (FILES × VIDEOS, each converted
 * once before timing) is asked for over and over, by autocannon with CONNECTIONS connections, in
 * three set-ups on loopback:
 * - one replica, direct: the built server (`node server/main.ts`), its own output cache;
 * - two replicas behind nginx, cache off: deploy/nginx.conf with `proxy_cache off`, so every
 *   request reaches a replica (each has converted every file beforehand);
 * - nginx's cache warm: deploy/nginx.conf as it is, every file already a HIT.
 * Both nginx runs drop the per-address limit_req and limit_conn lines: from one address, the
 * bench would measure the 429s. Everything (the replicas, nginx's workers, autocannon) shares
 * this machine's cores: the figures are relative, not what a set of machines would serve. The
 * set-ups take turns, round after round, so that a slow moment of the machine is spread over all.
 * Engines come from tests/support/engines.ts (Debian's nginx); prints medians and ranges.
 */
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Agent, fetch } from 'undici'
import { startFakeImageHost } from '#tests/fake-image-host/server.ts'
import { deployNginx, TLS_DIR } from '#tests/support/deploy-nginx.ts'
import { freePort, startNginx, type Nginx } from '#tests/support/engines.ts'
import { startMain, type MainProcess } from '#tests/support/main-process.ts'
import { median } from '#tests/support/stats.ts'

const SECONDS = Number(process.argv[2] ?? 5)
const ROUNDS = Number(process.argv[3] ?? 3)
const CONNECTIONS = 32
const VIDEOS = ['photo000001', 'photo000002', 'photo000003', 'photo000004']
/** What a page and a download ask for: a preview, a JPG, a WebP, a PNG. */
const FILES = ['preview/maxresdefault.webp', 'sddefault.jpg', 'maxresdefault.webp', 'hqdefault.png']
const PATHS = VIDEOS.flatMap((id) => FILES.map((file) => `/api/thumbnails/${id}/${file}`))

/** deploy/nginx.conf without its per-address limits, and with its cache on or off. */
async function benchNginx(upstreams: string[], cache: boolean) {
  const deploy = deployNginx(upstreams, { httpPort: await freePort() })
  return (where: { port: number; dir: string }) => {
    let text = deploy(where)
    const dropped = /^[ \t]*limit_(req|conn) [^\n]*\n/gm
    if ((text.match(dropped)?.length ?? 0) < 4) throw new Error('no limit lines left to drop')
    text = text.replace(dropped, '')
    if (!cache) {
      if (!text.includes('proxy_cache thumbgrab;')) throw new Error('no proxy_cache line')
      text = text.replaceAll('proxy_cache thumbgrab;', 'proxy_cache off;')
    }
    return text
  }
}

/** Trusts each nginx's throwaway certificate (autocannon checks none). */
let dispatcher = new Agent()

async function fetchAll(base: string, expectCache?: string) {
  let bytes = 0
  for (const path of PATHS) {
    const res = await fetch(`${base}${path}`, { dispatcher })
    if (res.status !== 200) throw new Error(`${base}${path}: ${res.status}`)
    const cache = res.headers.get('x-cache-status')
    if (expectCache && cache !== expectCache) throw new Error(`${path}: cache ${cache}`)
    bytes += (await res.arrayBuffer()).byteLength
  }
  return bytes
}

type Run = { perSecond: number; mbPerSecond: number; p50: number; p99: number; bad: number }

async function load(base: string): Promise<Run> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: PATHS.map((path) => ({ path })),
  })
  return {
    perSecond: result.requests.total / result.duration,
    mbPerSecond: result.throughput.average / 1e6,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

const host = await startFakeImageHost()
const replicas: MainProcess[] = []
const proxies: Nginx[] = []
try {
  const env = { THUMBNAIL_ORIGIN: host.origin, TRUST_PROXY: '127.0.0.1' }
  replicas.push(...(await Promise.all([startMain(env), startMain(env)])))
  const upstreams = replicas.map((replica) => `127.0.0.1:${replica.port}`)
  proxies.push(await startNginx(await benchNginx(upstreams, false)))
  proxies.push(await startNginx(await benchNginx(upstreams, true)))
  // deploy/nginx.conf serves HTTPS: both proxies' certificates are trusted.
  const ca = proxies.map((p) => readFileSync(join(p.dir, TLS_DIR, 'fullchain.pem'), 'utf8'))
  dispatcher = new Agent({ connect: { ca } })
  const [oneReplica = '', behindNginx = '', cached = ''] = [
    replicas[0]?.url,
    ...proxies.map((p) => `https://127.0.0.1:${p.port}`),
  ]

  // Every file converted once on each replica, then put in nginx's cache.
  const setBytes = await fetchAll(oneReplica)
  await fetchAll(replicas[1]?.url ?? '')
  await fetchAll(cached, 'MISS')
  await fetchAll(cached, 'HIT')
  await fetchAll(behindNginx)

  const setups = [
    ['one replica, direct', oneReplica],
    ['two replicas behind nginx, cache off', behindNginx],
    ["nginx's cache warm (two replicas behind)", cached],
  ] as const
  const runs = new Map<string, Run[]>(setups.map(([name]) => [name, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, base] of setups) runs.get(name)?.push(await load(base))
  }

  console.log(
    `# Cached downloads — ${new Date().toISOString()}, ${availableParallelism()} cores (load average ${loadavg()[0]?.toFixed(1)} at the end), Node ${process.version}`,
  )
  console.log(
    `${PATHS.length} converted files (${VIDEOS.length} videos × ${FILES.join(', ')}; ${Math.round(setBytes / PATHS.length / 1024)} KiB on average), ` +
      `${CONNECTIONS} connections, ${ROUNDS} runs of ${SECONDS} s each; median (min–max) of the runs\n`,
  )
  console.log('| set-up | requests/s | MB/s | p50 latency | p99 latency | not 200 |')
  console.log('| --- | --- | --- | --- | --- | --- |')
  const spread = (values: number[], digits: number) =>
    `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`
  for (const [name] of setups) {
    const list = runs.get(name) ?? []
    console.log(
      `| ${name} | ${spread(
        list.map((run) => run.perSecond),
        0,
      )} | ${spread(
        list.map((run) => run.mbPerSecond),
        0,
      )} | ${spread(
        list.map((run) => run.p50),
        0,
      )} ms | ${spread(
        list.map((run) => run.p99),
        0,
      )} ms | ${list.reduce((sum, run) => sum + run.bad, 0)} |`,
    )
  }
} finally {
  await Promise.all(proxies.map((proxy) => proxy.stop()))
  await Promise.all(replicas.map((replica) => replica.stop()))
  await host.close()
}

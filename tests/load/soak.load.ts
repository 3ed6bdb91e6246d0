/**
 * H4 (docs/reliability.md): three soak runs at about half the conversion capacity, with
 * mixed formats, lookups, pages, and 10 % of requests to videos the image host answers
 * badly. Memory must level off (RSS growth from run 2 to run 3 ≤ 10 %), file
 * descriptors must not leak (± 10), and no healthy request may get a 5xx. The runs are
 * 10 minutes long; SOAK_MINUTES shortens them for a try-out (at 1 minute, run 3 still
 * grows a few per cent as the caches fill).
 */
import { afterAll, expect, test } from 'vitest'
import { cannon, describeRun, MIB, proc, startLoadServer, uniqueVideoId } from './harness.ts'

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
/** Requests a second: with this mix, about 12 conversions/s, half of H1's measured T. */
const RATE = Number(process.env.SOAK_RATE ?? 30)
const RUNS = 3

/** Videos whose images the fake host breaks, and the statuses that breakage may give. */
const FAULTS: Array<{ id: string; mode: string }> = [
  { id: 'soakStatus5', mode: 'status:500' },
  { id: 'soakResetMd', mode: 'reset_mid' },
  { id: 'soakTruncat', mode: 'truncate:100000/50000' },
  { id: 'soakHtmlTyp', mode: 'ctype:text/html:html' },
  { id: 'soakRedirec', mode: 'redirect:302:http://127.0.0.1:9/latest/meta-data/' },
  { id: 'soakSlow600', mode: 'latency:6000' },
  { id: 'soakHugeDec', mode: 'huge_declared' },
  { id: 'soakGzipBmb', mode: 'gzip_bomb' },
]
const FAULT_STATUSES = [404, 422, 502, 504]

const load = await startLoadServer()
afterAll(() => load.close())
for (const { id, mode } of FAULTS) await load.host.setFault(mode, { id })

let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T

function nextRequest(): { path: string; kind: string } {
  const roll = random()
  const quality = pick(['maxresdefault', 'sddefault', 'hqdefault', 'fullhd'])
  if (roll < 0.35) {
    const format = pick(['webp', 'png'])
    return { kind: 'convert', path: `/api/thumbnails/${uniqueVideoId('sc')}/${quality}.${format}` }
  }
  if (roll < 0.7) {
    return { kind: 'jpg', path: `/api/thumbnails/${uniqueVideoId('sj')}/${quality}.jpg` }
  }
  if (roll < 0.8) return { kind: 'lookup', path: `/api/thumbnails?url=${uniqueVideoId('sl')}` }
  if (roll < 0.9) return { kind: 'page', path: pick(['/', '/blog', '/contact', '/about']) }
  const { id } = pick(FAULTS)
  return {
    kind: 'fault',
    path: pick([
      `/api/thumbnails?url=${id}`,
      `/api/thumbnails/${id}/${quality}.${pick(['jpg', 'webp'])}`,
    ]),
  }
}

test(
  `H4: ${RUNS} soak runs of ${MINUTES} min at ${RATE} req/s: memory levels off, no fd leak, no unexpected 5xx`,
  async () => {
    const { pid } = load.server
    const ends: Array<{ rss: number; fds: number; peak: number }> = []
    const unexpected: string[] = []
    for (let run = 1; run <= RUNS; run++) {
      const result = await cannon(
        { url: load.server.url, connections: 20, overallRate: RATE, duration: MINUTES * 60 },
        nextRequest,
      )
      await new Promise((resolve) => setTimeout(resolve, 6_000))
      const { loop, memory } = await load.monitor()
      ends.push({ rss: proc.rss(pid), fds: proc.fds(pid), peak: proc.peak(pid) })
      for (const [kind, statuses] of result.byKind) {
        for (const [status, count] of statuses) {
          const expected = kind === 'fault' ? [200, ...FAULT_STATUSES] : [200]
          if (!expected.includes(status))
            unexpected.push(`run ${run} ${kind}: ${status} × ${count}`)
        }
      }
      const kinds = [...result.byKind]
        .map(
          ([kind, statuses]) => `${kind} ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`,
        )
        .join('; ')
      const end = ends.at(-1)
      console.info(
        `${describeRun(`H4 run ${run}`, result)}\n  ${kinds}\n  after: RSS ${((end?.rss ?? 0) / MIB).toFixed(0)} MiB, ` +
          `VmHWM ${((end?.peak ?? 0) / MIB).toFixed(0)} MiB, ${end?.fds} fds, loop p99 ${loop.p99} ms; ` +
          `memoryUsage (MiB) ${JSON.stringify(memory)}`,
      )
      expect(result.result.errors).toBe(0)
    }
    const [, second, third] = ends
    const growth = ((third?.rss ?? 0) - (second?.rss ?? 0)) / (second?.rss ?? 1)
    const fds = ends.map((end) => end.fds)
    console.info(`H4: RSS growth run 2 → 3 ${(growth * 100).toFixed(1)} %; fds ${fds.join(', ')}`)
    expect(unexpected).toEqual([])
    expect(growth).toBeLessThanOrEqual(0.1)
    expect(Math.max(...fds) - Math.min(...fds)).toBeLessThanOrEqual(10)
  },
  (RUNS * (MINUTES * 60 + 20) + 60) * 1000,
)

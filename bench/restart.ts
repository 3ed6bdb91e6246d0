/**
 * Usage: npm run build && node bench/restart.ts [--starts=9] [--baseline=DIR[,DIR…]]
 * How long a restart takes: the built server (`server/main.ts`, started as `npm run serve`
 * starts it: scripts/serve-settings.ts) from spawn to its "listening" log line, then killed with
 * SIGKILL, `--starts` times on one DATA_DIR, as a crashed replica comes back (docs/reliability.md,
 * G1). The first start of each server finds an empty DATA_DIR (nothing compiled yet); the others
 * find what the ones before left there (docs/decisions/029-compile-cache-in-data-dir.md).
 * With --baseline=DIR (another checkout, with node_modules and build linked in; several,
 * comma-separated) each round starts those servers and this one in turn, each on its own
 * DATA_DIR. Prints the first start and the median (range) of the others, in ms. Loopback only,
 * no image host: nothing is fetched.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { spawnServe } from '../scripts/serve-settings.ts'
import { median } from '#tests/support/stats.ts'

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=')
    return [key, value] as const
  }),
)
const STARTS = Number(args.get('starts') || 9)
if (!Number.isInteger(STARTS) || STARTS < 2) {
  console.error('--starts must be a whole number of 2 or more (see bench/restart.ts)')
  process.exit(2)
}
const servers = [...(args.get('baseline')?.split(',').filter(Boolean) ?? []), '.'].map((dir) => ({
  dir: resolve(dir),
  name: dir === '.' ? 'this' : basename(dir),
  dataDir: mkdtempSync(join(tmpdir(), 'thumbgrab-restart-')),
  ms: [] as number[],
}))

/** Milliseconds from spawn to the "listening" line of the server in `dir`; then kills it. */
async function startAndKill(dir: string, dataDir: string): Promise<number> {
  const started = performance.now()
  const child = spawnServe(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A loopback port nothing listens on: no start-up work reaches the real video host.
      YOUTUBE_ORIGIN: 'http://127.0.0.1:9',
      THUMBNAIL_ORIGIN: 'http://127.0.0.1:9',
    },
    { dir, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const exited = new Promise((done) => child.once('exit', done))
  let output = ''
  const listening = await new Promise<number>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('"msg":"listening"')) done(performance.now() - started)
    })
    child.once('error', fail)
    void exited.then(() => fail(new Error(`the server in ${dir} exited before listening`)))
  })
  child.kill('SIGKILL')
  await exited
  return listening
}

console.log(`load average at start: ${loadavg()[0]?.toFixed(1)}`)
try {
  for (let start = 0; start < STARTS; start++)
    for (const server of servers) server.ms.push(await startAndKill(server.dir, server.dataDir))
} finally {
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true })
}
console.log(`load average at end: ${loadavg()[0]?.toFixed(1)}`)
console.log('| server | first start, ms | later starts, median (range), ms |')
console.log('| ------ | --------------- | -------------------------------- |')
for (const { name, ms } of servers) {
  const [first = Number.NaN, ...later] = ms
  const range = `${Math.min(...later).toFixed(0)}–${Math.max(...later).toFixed(0)}`
  console.log(`| ${name} | ${first.toFixed(0)} | ${median(later).toFixed(0)} (${range}) |`)
}

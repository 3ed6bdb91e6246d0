/**
 * Usage: npm run bench:lighthouse [-- --runs 3 --only /about]
 * (installs this folder's own package first: Lighthouse and puppeteer-core
 * stay out of the project's install, see bench/lighthouse/package.json)
 * Lighthouse (mobile preset, simulated throttling) on every page of a
 * production build backed by the fake image host; prints a Markdown table of
 * the four category scores, LCP, TBT, CLS, bytes and JavaScript bytes per
 * page, median of the runs. "/ after a lookup" is a user flow: load /, paste a
 * link, submit, then a snapshot (accessibility, best practices, SEO) of the
 * results state. A run whose trace Lighthouse lost (NO_NAVSTART and the
 * like, on a busy machine) is made again. Needs `npm run build` first.
 * Loopback only.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import lighthouse, { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'
// Relative: this folder's package.json has no `imports`, so `#tests/*` does not resolve here.
import { median } from '../../tests/support/stats.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: '4373' },
  },
})
const RUNS = Number(values.runs)
const PORT = Number(values.port)
const BASE = `http://127.0.0.1:${PORT}`
const VIDEO = 'dQw4w9WgXcQ'
const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p))
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
]

/** Trace losses Lighthouse reports now and then on a busy machine; the page itself is fine. */
const FLAKY = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])

const PAGES = [
  '/',
  `/?v=${VIDEO}`,
  '/about',
  '/contact',
  '/blog',
  '/blog/ultimate-guide-youtube-thumbnails',
  '/blog/psychology-color-youtube-thumbnails',
  '/blog/ai-powered-thumbnail-creation',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
].filter((page) => !values.only || values.only.includes(page))

type Row = {
  page: string
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number[]>
  lcp: number[]
  tbt: number[]
  cls: number[]
  bytes: number[]
  js: number[]
  foreign: number[]
  /** Why Lighthouse refused the page, e.g. ERRORED_DOCUMENT_REQUEST for a 404 status. */
  error?: string
}

const server = spawn(process.execPath, ['scripts/demo.ts'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DEMO: '0' },
  stdio: 'ignore',
})
try {
  await waitForServer()
  // One launcher for both kinds of run: puppeteer-core. Lighthouse attaches to the
  // browser's DevTools port, the one in its WebSocket endpoint.
  const chrome = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS })
  const port = Number(new URL(chrome.wsEndpoint()).port)
  const rows: Row[] = []
  try {
    for (const page of PAGES) {
      const row = emptyRow(page)
      for (let run = 0; run < RUNS; run++) {
        const lhr = await audit(`${BASE}${page}`, port)
        if (lhr) addRun(row, lhr)
      }
      rows.push(row)
      console.error(`measured ${page}`)
    }
  } finally {
    await chrome.close()
  }
  if (!values.only || values.only.includes('lookup')) rows.push(await afterLookup())
  printTable(rows)
} finally {
  server.kill('SIGTERM')
}

/** One Lighthouse run; a run that lost its trace is made again, twice at most. */
async function audit(url: string, port: number): Promise<Lhr | undefined> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    const code = result?.lhr.runtimeError?.code
    if (!code || !FLAKY.has(code) || attempt === 2) return result?.lhr
    console.error(`${url}: ${code}, running again`)
  }
}

async function afterLookup(): Promise<Row> {
  const row = emptyRow('/ after a lookup (snapshot)')
  for (let run = 0; run < RUNS; run++) {
    const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS })
    try {
      const page = await browser.newPage()
      const flow = await startFlow(page)
      await flow.navigate(`${BASE}/`)
      await flow.startTimespan()
      await page.locator('input[name="url"]').fill(`https://youtu.be/${VIDEO}`)
      await page.keyboard.press('Enter')
      await page.waitForSelector('input[name="quality"]:checked', { timeout: 15_000 })
      await flow.endTimespan()
      await flow.snapshot()
      const [navigation, timespan, snapshot] = (await flow.createFlowResult()).steps
      if (navigation && timespan && snapshot) {
        // A snapshot has no metrics: its performance "score" covers a few diagnostics only.
        addRun(row, snapshot.lhr, ['accessibility', 'best-practices', 'seo'])
        row.tbt.push(timespan.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
        row.cls.push(timespan.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        row.bytes.push(timespan.lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN)
      }
    } finally {
      await browser.close()
    }
  }
  return row
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function addRun(
  row: Row,
  lhr: Lhr,
  categories = Object.keys(row.scores) as Array<keyof Row['scores']>,
) {
  if (lhr.runtimeError) row.error = lhr.runtimeError.code
  for (const key of categories) {
    const score = lhr.categories[key]?.score
    if (typeof score === 'number') row.scores[key].push(Math.round(score * 100))
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue
  const push = (list: number[], value: number | undefined) =>
    value !== undefined && list.push(value)
  push(row.lcp, audit('largest-contentful-paint'))
  push(row.tbt, audit('total-blocking-time'))
  push(row.cls, audit('cumulative-layout-shift'))
  push(row.bytes, audit('total-byte-weight'))
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items
  if (requests) {
    push(
      row.js,
      sum(requests.filter((r) => r.resourceType === 'Script').map((r) => r.transferSize)),
    )
    push(
      row.foreign,
      requests.filter((r) => !r.url.startsWith(BASE) && !r.url.startsWith('data:')).length,
    )
  }
}

type NetworkItem = { url: string; resourceType?: string; transferSize: number }

function emptyRow(page: string): Row {
  return {
    page,
    scores: { performance: [], accessibility: [], 'best-practices': [], seo: [] },
    lcp: [],
    tbt: [],
    cls: [],
    bytes: [],
    js: [],
    foreign: [],
  }
}

function printTable(rows: Row[]) {
  const m = (list: number[], digits = 0) => (list.length ? median(list).toFixed(digits) : '—')
  const kib = (list: number[]) => (list.length ? `${(median(list) / 1024).toFixed(1)}` : '—')
  console.log(
    `Lighthouse ${RUNS} run(s) per page, mobile preset, median — ${new Date().toISOString()}\n`,
  )
  console.log(
    '| page | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | KiB | JS KiB | foreign |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) {
    if (row.error) {
      console.log(`| ${row.page} | not scored: Lighthouse ${row.error} |`)
      continue
    }
    const s = row.scores
    console.log(
      `| ${row.page} | ${m(s.performance)} | ${m(s.accessibility)} | ${m(s['best-practices'])} | ${m(s.seo)} | ${row.lcp.length ? (median(row.lcp) / 1000).toFixed(2) : '—'} | ${m(row.tbt)} | ${m(row.cls, 3)} | ${kib(row.bytes)} | ${kib(row.js)} | ${m(row.foreign)} |`,
    )
  }
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // Not listening yet: try again.
    }
    await sleep(100)
  }
  throw new Error(`the demo server did not start on ${BASE}`)
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

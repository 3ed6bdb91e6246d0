/**
 * Usage: npm run bench:lighthouse [-- --runs 3 --only /about --dark]
 * (installs this folder's own package first: Lighthouse and puppeteer-core
 * stay out of the project's install, see bench/lighthouse/package.json)
 * Lighthouse (mobile preset, simulated throttling) on every page of a
 * production build backed by the fake image host, each page beside its
 * no-script floor: the same response with every <script> (but JSON-LD, which
 * is data) and every `rel=modulepreload` stripped. Both are served through
 * one small proxy in this process, on two ports, so they differ only by the
 * scripts; the runs alternate (site, floor, site, floor…) so that a busy
 * machine weighs on both alike. Prints a Markdown table per page: the four
 * category scores, LCP, TBT, CLS, bytes and JavaScript bytes of the site, of
 * the floor and the difference, medians of the runs. The 404 page is served
 * with status 200 by the proxy (for both), because Lighthouse refuses to score
 * a document answered with 404. "/ after a lookup" is a user flow: load /,
 * paste a link, submit, then a snapshot (accessibility, best practices, SEO)
 * of the results state. `--dark` emulates `prefers-color-scheme: dark`. A run
 * whose trace Lighthouse lost (NO_NAVSTART and the like, on a busy machine) is
 * made again. Needs `npm run build` first. Loopback only.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import zlib from 'node:zlib'
import lighthouse, { startFlow } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { PAGE_PATHS } from '../../app/lib/pages.ts'
// Relative: this folder's package.json has no `imports`, so `#tests/*` does not resolve here.
import { median } from '../../tests/support/stats.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: '4373' },
    dark: { type: 'boolean', default: false },
  },
})
const RUNS = Number(values.runs)
const PORT = Number(values.port)
const ORIGIN = `http://127.0.0.1:${PORT}`
/** The site as it ships, through the proxy; the floor, through the same proxy without scripts. */
const SITE = `http://127.0.0.1:${PORT + 1}`
const FLOOR = `http://127.0.0.1:${PORT + 2}`
const VIDEO = 'dQw4w9WgXcQ'
const NOT_FOUND = '/no-such-page'
const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p))
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  // prefers-color-scheme: dark for every page (Blink's setting: 0 is dark).
  ...(values.dark ? ['--force-dark-mode', '--blink-settings=preferredColorScheme=0'] : []),
]

/** Trace losses Lighthouse reports now and then on a busy machine; the page itself is fine. */
const FLAKY = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT'])

/** Every page of the site (app/lib/pages.ts), a lookup's results and the 404. */
const PAGES = [...PAGE_PATHS, `/?v=${VIDEO}`, NOT_FOUND].filter(
  (page) => !values.only || values.only.includes(page),
)

type Row = {
  page: string
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number[]>
  lcp: number[]
  tbt: number[]
  cls: number[]
  bytes: number[]
  js: number[]
  foreign: number[]
  /** Why Lighthouse refused the page. */
  error?: string
}

const server = spawn(process.execPath, ['scripts/demo.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DEMO: '0',
    // A data directory of its own: another server (a test run, another bench) may hold the default.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'thumbgrab-bench-')),
  },
  stdio: 'ignore',
})
const proxies = [startProxy(PORT + 1, false), startProxy(PORT + 2, true)]
try {
  await waitForServer()
  // One launcher for both kinds of run: puppeteer-core. Lighthouse attaches to the
  // browser's DevTools port, the one in its WebSocket endpoint.
  const chrome = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS })
  const port = Number(new URL(chrome.wsEndpoint()).port)
  const pairs: Array<[Row, Row]> = []
  try {
    for (const page of PAGES) {
      const site = emptyRow(page)
      const floor = emptyRow(page)
      for (let run = 0; run < RUNS; run++) {
        for (const [row, base] of [
          [site, SITE],
          [floor, FLOOR],
        ] as const) {
          const lhr = await audit(`${base}${page}`, port)
          if (lhr) addRun(row, lhr, base)
        }
      }
      pairs.push([site, floor])
      console.error(`measured ${page}`)
    }
  } finally {
    await chrome.close()
  }
  const lookup =
    !values.only || values.only.includes('lookup')
      ? [await afterLookup(SITE), await afterLookup(FLOOR)]
      : undefined
  printTable(pairs, lookup)
} finally {
  server.kill('SIGTERM')
  for (const proxy of proxies) proxy.close()
}

/**
 * Forwards every request to the site. With `strip`, an HTML answer loses its
 * scripts (but JSON-LD) and module preloads and is compressed again with the
 * encoding it came with (brotli 11, as scripts/precompress.ts writes it), so
 * that its bytes compare with the site's. The 404 page answers 200 (see above).
 */
function startProxy(port: number, strip: boolean) {
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      `${ORIGIN}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: `127.0.0.1:${PORT}` } },
      (answer) => {
        const headers = { ...answer.headers }
        const status = answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502)
        const html = String(headers['content-type'] ?? '').startsWith('text/html')
        if (!strip || !html) {
          res.writeHead(status, headers)
          answer.pipe(res)
          return
        }
        void readAll(answer).then((body) => {
          const encoding = String(headers['content-encoding'] ?? '')
          const text = stripScripts(decode(body, encoding).toString('utf8'))
          const out = encode(Buffer.from(text), encoding)
          delete headers['transfer-encoding']
          headers['content-length'] = String(out.length)
          res.writeHead(status, headers)
          res.end(out)
        })
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  proxy.listen(port, '127.0.0.1')
  return proxy
}

/** The page without any script but its JSON-LD: what a browser with JavaScript off would run. */
function stripScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
}

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  return body
}

function encode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    })
  }
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 9 })
  return body
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
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

async function afterLookup(base: string): Promise<Row> {
  const row = emptyRow('/ after a lookup (snapshot)')
  for (let run = 0; run < RUNS; run++) {
    const browser = await puppeteer.launch({ executablePath: CHROME, args: CHROME_FLAGS })
    try {
      const page = await browser.newPage()
      const flow = await startFlow(page)
      await flow.navigate(`${base}/`)
      await flow.startTimespan()
      await page.locator('input[name="url"]').fill(`https://youtu.be/${VIDEO}`)
      // With the app, the lookup runs in the page; on the floor, Enter posts the form (GET /?url=).
      await page.keyboard.press('Enter')
      await page.waitForSelector('input[name="quality"]:checked', { timeout: 15_000 })
      await flow.endTimespan()
      await flow.snapshot()
      const [navigation, timespan, snapshot] = (await flow.createFlowResult()).steps
      if (navigation && timespan && snapshot) {
        // A snapshot has no metrics: its performance "score" covers a few diagnostics only.
        addRun(row, snapshot.lhr, base, ['accessibility', 'best-practices', 'seo'])
        row.tbt.push(timespan.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
        row.cls.push(timespan.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN)
        row.bytes.push(timespan.lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN)
      }
    } catch (error) {
      console.error(`${base}: the lookup flow failed: ${String(error)}`)
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
  base: string,
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
      requests.filter((r) => !r.url.startsWith(base) && !r.url.startsWith('data:')).length,
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

function printTable(pairs: Array<[Row, Row]>, lookup: Row[] | undefined) {
  const med = (list: number[]) => (list.length ? median(list) : Number.NaN)
  const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits))
  const signed = (value: number, digits = 0) =>
    Number.isNaN(value) ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(digits)}`
  const figures = (row: Row) => ({
    perf: med(row.scores.performance),
    a11y: med(row.scores.accessibility),
    bp: med(row.scores['best-practices']),
    seo: med(row.scores.seo),
    lcp: med(row.lcp) / 1000,
    tbt: med(row.tbt),
    cls: med(row.cls),
    kib: med(row.bytes) / 1024,
    js: row.js.length ? med(row.js) / 1024 : Number.NaN,
    foreign: med(row.foreign),
  })
  const line = (page: string, what: string, f: ReturnType<typeof figures>) =>
    `| ${page} | ${what} | ${fixed(f.perf)} | ${fixed(f.a11y)} | ${fixed(f.bp)} | ${fixed(f.seo)} | ${fixed(f.lcp, 2)} | ${fixed(f.tbt)} | ${fixed(f.cls, 3)} | ${fixed(f.kib, 1)} | ${fixed(f.js, 1)} | ${fixed(f.foreign)} |`
  console.log(
    `Lighthouse ${RUNS} run(s) per page and per variant, mobile preset${values.dark ? ', prefers-color-scheme: dark' : ''}, median — ${new Date().toISOString()}`,
  )
  console.log(
    'site: the page as it ships; floor: the same page with every script removed; Δ: site − floor.\n',
  )
  console.log(
    '| page | | perf | a11y | best pr. | SEO | LCP s | TBT ms | CLS | KiB | JS KiB | foreign |',
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const [site, floor] of pairs) {
    const page = site.page === NOT_FOUND ? `${NOT_FOUND} (404, served as 200)` : site.page
    if (site.error || floor.error) {
      console.log(`| ${page} | not scored: Lighthouse ${site.error ?? floor.error} |`)
      continue
    }
    const a = figures(site)
    const b = figures(floor)
    console.log(line(page, 'site', a))
    console.log(line('', 'floor', b))
    console.log(
      `| | Δ | ${signed(a.perf - b.perf)} | ${signed(a.a11y - b.a11y)} | ${signed(a.bp - b.bp)} | ${signed(a.seo - b.seo)} | ${signed(a.lcp - b.lcp, 2)} | ${signed(a.tbt - b.tbt)} | | ${signed(a.kib - b.kib, 1)} | ${signed(a.js - b.js, 1)} | |`,
    )
  }
  if (lookup) {
    const [site, floor] = lookup
    if (site) console.log(line(site.page, 'site', figures(site)))
    if (floor) console.log(line('', 'floor', figures(floor)))
  }
}

/** Up to 30 s: a busy machine takes more than 10 s to start the server. */
async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${ORIGIN}/healthz`)).ok) return
    } catch {
      // Not listening yet: try again.
    }
    await sleep(100)
  }
  throw new Error(`the demo server did not start on ${ORIGIN}`)
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

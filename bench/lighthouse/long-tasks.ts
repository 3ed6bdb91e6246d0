/**
 * Usage: node bench/lighthouse/long-tasks.ts [--runs 5 --cpu 4 --only /]
 * (after `npm run bench:lighthouse` has installed this folder's package, and `npm run build`)
 * The main-thread long tasks (over 50 ms) a page runs from navigation until it
 * is idle, with the CPU slowed down `--cpu` times (DevTools emulation, as
 * Lighthouse's mobile preset assumes) on a production build backed by the fake
 * image host: their count, the longest and the sum of their excess over 50 ms
 * (what Total Blocking Time adds up), and when the page was taken over
 * (`<html data-hydrated>`). Median of the runs, each on a fresh page. Loopback only.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import puppeteer from 'puppeteer-core'
import { median } from '../../tests/support/stats.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    only: { type: 'string', multiple: true },
    port: { type: 'string', default: '4374' },
  },
})
const RUNS = Number(values.runs)
const CPU = Number(values.cpu)
const BASE = `http://127.0.0.1:${values.port}`
const CHROME = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p))
const PAGES = ['/', '/?v=dQw4w9WgXcQ', '/contact', '/about', '/blog', '/preview'].filter(
  (page) => !values.only || values.only.includes(page),
)

const server = spawn(process.execPath, ['scripts/demo.ts'], {
  env: {
    ...process.env,
    PORT: values.port,
    HOST: '127.0.0.1',
    DEMO: '0',
    // A data directory of its own: another server (a test run, another bench) may hold the default.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'thumbgrab-bench-')),
  },
  stdio: 'ignore',
})
try {
  await waitForServer()
  const browser = await puppeteer.launch({
    executablePath: CHROME,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  })
  try {
    console.log(`Long tasks at ${CPU}× CPU, median of ${RUNS} — ${new Date().toISOString()}\n`)
    console.log('| page | long tasks | longest ms | blocking ms (sum over 50) | taken over at ms |')
    console.log('| --- | --- | --- | --- | --- |')
    for (const path of PAGES) {
      const counts: number[] = []
      const longest: number[] = []
      const blocking: number[] = []
      const takeover: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const page = await browser.newPage()
        await page.emulateCPUThrottling(CPU)
        await page.evaluateOnNewDocument(() => {
          const seen: number[] = []
          Object.assign(window, { __longTasks: seen })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) seen.push(entry.duration)
          }).observe({ type: 'longtask', buffered: true })
        })
        await page.goto(`${BASE}${path}`, { waitUntil: 'load' })
        await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 })
        const hydratedAt = await page.evaluate(() => performance.now())
        // Quiet for a while: whatever runs after the takeover (idle work) is counted too.
        await sleep(3000)
        const tasks = await page.evaluate(
          () => (window as unknown as { __longTasks: number[] }).__longTasks,
        )
        counts.push(tasks.length)
        longest.push(Math.max(0, ...tasks))
        blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0))
        takeover.push(hydratedAt)
        await page.close()
      }
      const m = (list: number[]) => median(list).toFixed(0)
      console.log(`| ${path} | ${m(counts)} | ${m(longest)} | ${m(blocking)} | ${m(takeover)} |`)
    }
  } finally {
    await browser.close()
  }
} finally {
  server.kill('SIGTERM')
}

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // Not listening yet: try again.
    }
    await sleep(100)
  }
  throw new Error(`the demo server did not start on ${BASE}`)
}

/**
 * `npm run dev` as a contributor meets it: one process on one port serving every page, with hot
 * updates, and the whole API from the same Hono app, here against the project's fake image host
 * (DEMO=1). It is started by this spec, apart from the production server the other specs use,
 * and the desktop project alone runs it: it is about the server, not the viewport.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { cards, lookUp, watchLink } from './downloader-page.ts'
import { expect, recordProblems, test } from './fixtures.ts'

/** A page's copy that the hot-update test edits, and puts back: its words are messages. */
const COPY_FILE = 'app/i18n/messages/en.json'
const COPY = 'Give anyone the thumbnail they need in two clicks'

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.skip(({ isMobile }) => isMobile, 'one server is enough: the desktop project runs it')

let dev: ChildProcess | undefined
let origin = ''

test.beforeAll(async () => {
  test.setTimeout(120_000)
  // Its own process group, so that the stop reaches npm's children (the server, the fake host).
  dev = spawn('npm', ['run', 'dev'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '1',
      FAKE_HOST_PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'thumbgrab-dev-')),
      // The fixtures name each test's client in X-Forwarded-For, as for the production server.
      TRUST_PROXY: '127.0.0.1',
    },
  })
  origin = await listeningOrigin(dev)
})

test.afterAll(async () => {
  if (!dev?.pid || dev.exitCode !== null) return
  const exited = once(dev, 'exit')
  process.kill(-dev.pid, 'SIGTERM')
  await exited
})

/** The origin from the server's "listening" log line (PORT=0 takes a free port). */
async function listeningOrigin(child: ChildProcess): Promise<string> {
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`npm run dev stopped before it listened (exit ${String(code)})`)
  })
  const listening = (async () => {
    for await (const line of createInterface({ input: child.stdout! })) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line) as { msg?: string; port?: number }
      if (entry.msg === 'listening') return `http://127.0.0.1:${entry.port}`
    }
    throw new Error('npm run dev closed its output before it listened')
  })()
  return Promise.race([listening, exited])
}

test('serves every page and the whole API on one port', async ({ request }) => {
  for (const path of PAGE_PATHS) {
    const page = await request.get(`${origin}${path}`)
    expect(page.status(), path).toBe(200)
    expect(page.headers()['content-type'], path).toContain('text/html')
  }
  expect((await request.get(`${origin}/no-such-page`)).status()).toBe(404)

  const health = await request.get(`${origin}/healthz`)
  expect(await health.json()).toMatchObject({ status: 'ok' })
  expect((await request.get(`${origin}/readyz`)).status()).toBe(200)
  const openApi = (await (await request.get(`${origin}/api/openapi.json`)).json()) as {
    openapi: string
    paths: Record<string, unknown>
  }
  expect(openApi.openapi).toMatch(/^3\.1\./)
  expect(Object.keys(openApi.paths)).toContain('/api/thumbnails')

  const lookup = await request.get(`${origin}/api/thumbnails?url=${watchLink('rich_000001')}`)
  expect(lookup.status()).toBe(200)
  const { thumbnails } = (await lookup.json()) as {
    thumbnails: Array<{ quality: string; downloadUrl: string | null }>
  }
  const medium = thumbnails.find((thumbnail) => thumbnail.quality === 'mqdefault')
  expect(medium?.downloadUrl).toBeTruthy()
  const file = await request.get(`${origin}${medium?.downloadUrl}`)
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toBe('image/jpeg')

  // Bad input gets the production answers: the same limits and error codes.
  const bad = await request.get(`${origin}/api/thumbnails?url=not-a-link`)
  expect(bad.status()).toBe(400)
  expect(await bad.json()).toMatchObject({ error: { code: expect.any(String) } })
})

test('looks a video up on the page as a visitor does', async ({ page }) => {
  // A preview refused while the conversion queue is full is asked again (fixtures.ts).
  const problems = recordProblems(page, { busyPictures: true })
  await page.goto(`${origin}/`)
  await lookUp(page, watchLink('rich_000001'))
  // Vite compiles the results' modules when they are first asked for: on a busy machine, seconds.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 })
  // The rich video: its original and five main sizes, its frames behind their button.
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('button', { name: /^Show \d+ frames$/ })).toBeVisible()
  expect(problems).toEqual([])
})

test("shows an edit to a page's copy at once, without reloading the page", async ({ page }) => {
  const original = readFileSync(COPY_FILE, 'utf8')
  expect(original).toContain(COPY)
  const edited = COPY.replace('Give anyone', 'Hand anyone')
  await page.goto(`${origin}/about`)
  await expect(page.getByText(COPY)).toBeVisible()
  // A reload would lose this: the update must reach the running page.
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }))
  try {
    writeFileSync(COPY_FILE, original.replace(COPY, edited))
    await expect(page.getByText(edited)).toBeVisible({ timeout: 20_000 })
    expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true)
    // The server renders the new copy too.
    expect(await (await page.request.get(`${origin}/about`)).text()).toContain(edited)
  } finally {
    writeFileSync(COPY_FILE, original)
  }
  await expect(page.getByText(COPY)).toBeVisible({ timeout: 20_000 })
})

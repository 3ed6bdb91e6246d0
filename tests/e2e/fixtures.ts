/**
 * The e2e `test`: after every page load (`goto`, `reload`), a page waits until
 * the app has hydrated (`<html data-hydrated>`, set by app/root.tsx, or on a page
 * without the app by its enhancement, app/lib/enhance.server.ts). Pages
 * work before that without JavaScript, which loads only after the first paint
 * (docs/decisions/007-hydrate-after-paint.md), so a test that acted at once
 * would take the no-JavaScript path. Tests with JavaScript disabled skip the wait.
 * Also what any spec may watch a page with: its console problems, and requests
 * held back so that a waiting state can be seen.
 */
import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

/** Tests this worker has started, for their client addresses. */
let testsStarted = 0

export const test = base.extend({
  // Each test is a client of its own: the e2e server trusts loopback as a proxy
  // (playwright.config.ts, TRUST_PROXY), so this address is the one its per-client limits count
  // (server/http/client-key.ts): the conversion queue's places, the batch and contact buckets.
  // Tests in parallel, a retry, or a spec that posts many batches then do not spend each other's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    testsStarted += 1
    const address = `10.${testInfo.workerIndex % 256}.${(testsStarted >> 8) & 255}.${testsStarted & 255}`
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => afterHydration(page, await goto(...args))
      page.reload = async (...args) => afterHydration(page, await reload(...args))
    }
    await use(page)
  },
})

/** Resolves with `value` once the page's app has hydrated. */
export async function afterHydration<T>(page: Page, value: T): Promise<T> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return value
}

/**
 * Console errors, warnings and uncaught exceptions, recorded from now on. With `busyPictures`,
 * a picture of ours refused 503 is not one: the conversion queue offers only as many places as
 * finish within its time bound (server/http/admission/semaphore.ts), and a client at most half of them,
 * so on a machine busy with parallel tests a page with many cards may be refused some previews.
 */
export function recordProblems(page: Page, { busyPictures = false } = {}): string[] {
  const problems: string[] = []
  // Chromium's console line for a failed load names no address, so each 503 of our picture
  // routes excuses one such line.
  let busy = 0
  page.on('response', (response) => {
    if (
      response.status() === 503 &&
      new URL(response.url()).pathname.startsWith('/api/thumbnails/')
    )
      busy += 1
  })
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return
    if (busyPictures && busy > 0 && message.text().includes('status of 503')) {
      busy -= 1
      return
    }
    problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/**
 * Holds every request to `url` (a Playwright URL pattern) until the returned `release()` is
 * called, so a test can see what the page shows while it waits.
 * @example const release = await holdRequests(page, '/api/contact'); …; release()
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * One axe-core check for every spec: the WCAG 2.2 A/AA rules on the page as it is painted.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Browser, type Page, type Response, type TestInfo } from '@playwright/test'

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/** The violations on the page, each as "rule (impact): help — the elements it names". */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/**
 * No violation once every finite transition is over: axe judges contrast and target size from
 * what is painted, and a new toast fades the content of the one behind it out over 400 ms
 * (sonner's dist/styles.css), so half-faded text would fail color-contrast.
 */
export async function expectNoViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  )
  expect(await axeViolations(page)).toEqual([])
}

/**
 * axe on a page as served to a browser without JavaScript. axe itself is a script, which a
 * page with JavaScript disabled cannot run: the server's answer is loaded again, in a page of
 * the same project that runs scripts but gets none of the app's (so it is never hydrated).
 * `marked` selects what shows the state being checked (a refused field), which must be there.
 */
export async function expectNoViolationsAsServed(
  browser: Browser,
  answer: Response,
  testInfo: TestInfo,
  marked: string,
) {
  const html = await answer.text()
  const context = await browser.newContext({ ...testInfo.project.use, javaScriptEnabled: true })
  try {
    const twin = await context.newPage()
    await twin.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    )
    await twin.route(answer.url(), (route) =>
      route.fulfill({ status: answer.status(), contentType: 'text/html', body: html }),
    )
    await twin.goto(answer.url())
    await expect(twin.locator('html[data-hydrated]')).toHaveCount(0)
    await expect(twin.locator(marked)).toHaveCount(1)
    await expectNoViolations(twin)
  } finally {
    await context.close()
  }
}

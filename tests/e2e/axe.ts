/**
 * One axe-core check for every spec: the WCAG 2.2 A/AA rules on the page as it is painted.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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

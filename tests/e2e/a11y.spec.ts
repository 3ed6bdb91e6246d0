/**
 * axe-core with the WCAG 2.2 A/AA rules on every route and in every state a
 * visitor can reach (issue 7). Each state has its own test so a failure names it.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary).toEqual([])
}

const ROUTES = [
  '/',
  '/about',
  '/blog',
  '/blog/ultimate-guide-youtube-thumbnails',
  '/blog/psychology-color-youtube-thumbnails',
  '/blog/ai-powered-thumbnail-creation',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/no-such-page',
]

for (const route of ROUTES) {
  test(`${route} has no WCAG 2.2 AA violation`, async ({ page }) => {
    await page.goto(route)
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page)
  })
}

test('the open phone menu has no violation', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  await expectNoViolations(page)
})

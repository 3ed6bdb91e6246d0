/**
 * Pages whose content needs no app ship none
 * (docs/decisions/027-scripts-only-where-needed.md): no React, no React Router,
 * one small inline script for the header. These prove that such a page loads no
 * JavaScript file, that its header still works (the phone menu, the scroll
 * state), and that the pages that need the app still load it.
 */
import type { Page } from '@playwright/test'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { isLanguagePage } from '#app/lib/static-pages.ts'
import { ENGLISH, localeOfPath, unprefixedPath } from '#core/locales.ts'
import { expect, recordProblems, test } from './fixtures.ts'

const WITH_APP = ['/', '/contact', '/preview']
/**
 * Every other page of the site (app/lib/pages.ts) in English and in one other language (each
 * language's pages are the same routes), and the 404.
 */
const NO_APP = [
  ...PAGE_PATHS.filter(
    (path) =>
      !WITH_APP.includes(unprefixedPath(path)) &&
      [ENGLISH.lang, 'ar'].includes(localeOfPath(path).lang),
  ),
  '/no-such-page',
]

/** Every script the page requests, from its first byte to a quiet network. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

for (const path of NO_APP) {
  test(`${path} loads no JavaScript file, only its inline scripts`, async ({ page }) => {
    const problems = recordProblems(page)
    expect(await scriptsOf(page, path)).toEqual([])
    // The inline enhancement, and on a page every language has the offer of another language
    // (app/lib/language-suggestion.server.ts); the JSON-LD data blocks are not scripts that run.
    const inline = isLanguagePage(path) ? 2 : 1
    await expect(page.locator('script:not([type="application/ld+json"])')).toHaveCount(inline)
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false)
    // The enhancement ran (it marks the page), within the page's CSP.
    await expect(page.locator('html[data-hydrated]')).toBeAttached()
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([])
  })
}

for (const path of WITH_APP) {
  test(`${path} still loads the app`, async ({ page }) => {
    const scripts = await scriptsOf(page, path)
    expect(scripts.filter((script) => script.startsWith('/assets/')).length).toBeGreaterThan(1)
    expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(true)
  })
}

test('without the app, the phone menu opens, closes on Escape and on a tap outside, focus back on its button', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/privacy-policy')
  const open = page.getByRole('button', { name: 'Open menu' })
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(open).toHaveAttribute('aria-expanded', 'false')
  await open.click()
  await expect(menu).toBeVisible()
  const close = page.getByRole('button', { name: 'Close menu' })
  await expect(close).toHaveAttribute('aria-expanded', 'true')
  await menu.getByRole('link', { name: 'Blog' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(open).toBeFocused()
  await expect(open).toHaveAttribute('aria-expanded', 'false')

  await open.click()
  await expect(menu).toBeVisible()
  const viewport = page.viewportSize() ?? { width: 412, height: 839 }
  await page.touchscreen.tap(viewport.width / 2, viewport.height - 40)
  await expect(menu).toBeHidden()
  await expect(open).toBeFocused()

  // A link in the menu loads its page, where the menu starts closed.
  await open.click()
  await menu.getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('without the app, the header takes its shadow once the page scrolls, and drops it at the top', async ({
  page,
}) => {
  await page.goto('/terms-of-service')
  const header = page.getByRole('banner')
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 600)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  await expect(header).toHaveAttribute('data-scrolled', 'false')
})

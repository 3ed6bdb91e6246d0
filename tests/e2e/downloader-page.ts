/**
 * What the downloader e2e specs share: the form as a visitor uses it, the
 * toasts (sonner's region, announced politely), the API requests a page makes,
 * and console problems, which fail a test unless it expects them.
 */
import { expect, type Page, type Request } from '@playwright/test'

export const watchLink = (id: string) => `https://www.youtube.com/watch?v=${id}`

export async function lookUp(page: Page, link: string): Promise<void> {
  await page.getByLabel('YouTube video link').fill(link)
  await page.getByRole('button', { name: 'Get Thumbnails' }).click()
}

export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ })
}

export async function expectToast(
  page: Page,
  { title, description }: { title: string; description: string },
  { timeout }: { timeout?: number } = {},
): Promise<void> {
  const toast = toasts(page).getByRole('listitem').filter({ hasText: title })
  await expect(toast).toBeVisible({ timeout })
  await expect(toast).toContainText(description)
}

/** Every request the page makes to the lookup endpoint, recorded from now on. */
export function recordLookups(page: Page): Request[] {
  const lookups: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/thumbnails') lookups.push(request)
  })
  return lookups
}

/** Console errors, warnings and uncaught exceptions, recorded from now on. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** The quality cards, in page order, by name. */
export function cards(page: Page) {
  return page.getByRole('radiogroup', { name: 'Choose your thumbnail' }).getByRole('radio')
}

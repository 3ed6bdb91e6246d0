/**
 * What the downloader e2e specs share: the form as a visitor uses it, the
 * toasts (sonner's region, announced politely) and the API requests a page
 * makes. Console problems, which fail a test unless it expects them, are
 * recorded by fixtures.ts.
 */
import { expect, type Download, type Page, type Request } from '@playwright/test'
import sharp from 'sharp'

export { watchLink } from '#core/video-id.ts'

/** Clicks the download button and waits for the browser's download. */
export async function download(page: Page, format = 'JPG'): Promise<Download> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: `Download ${format}` }).click()
  return downloading
}

/** A downloaded picture's format and size, as sharp reads it. */
export async function sizeOf(file: Download) {
  const { format, width, height } = await sharp(await file.path()).metadata()
  return { format, width, height }
}

export async function lookUp(page: Page, link: string): Promise<void> {
  await page.getByLabel('YouTube video link').fill(link)
  await page.getByRole('button', { name: 'Get thumbnails' }).click()
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

/** The quality cards, in page order, by name. */
export function cards(page: Page) {
  return page.getByRole('radiogroup', { name: 'Choose your thumbnail' }).getByRole('radio')
}

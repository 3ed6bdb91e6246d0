/**
 * Small things a visitor notices across the site: the About timeline reads left to right on
 * either side, the 404's two ways on look alike, buttons speak in sentence case, business
 * hours name their time zone, and every article ends with a link to the tool.
 */
import type { Locator } from '@playwright/test'
import { ARTICLES } from '#app/content/articles.ts'
import { expect, test } from './fixtures.ts'

const textAlign = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).textAlign)

test('every card of the About timeline reads left to right, on either side', async ({ page }) => {
  await page.goto('/about')
  const timeline = page.getByRole('region', { name: 'Every version so far' })
  const cards = timeline.getByRole('listitem')
  expect(await cards.count()).toBeGreaterThanOrEqual(3)
  for (const card of await cards.all()) {
    for (const part of await card.locator('p, h3').all()) {
      expect(['left', 'start']).toContain(await textAlign(part))
    }
  }
})

test('the 404 page offers its two ways on with the same look and size', async ({ page }) => {
  await page.goto('/no-such-page')
  const links = [
    page.getByRole('link', { name: 'Return to Home' }),
    page.getByRole('link', { name: 'Go directly to thumbnail downloader' }),
  ]
  const [home, downloader] = await Promise.all(links.map((link) => link.boundingBox()))
  if (!home || !downloader) throw new Error('the 404 links are not laid out')
  expect(home.width).toBeCloseTo(downloader.width, 0)
  expect(home.height).toBeCloseTo(downloader.height, 0)
  const looks = await Promise.all(
    links.map((link) =>
      link.evaluate((el) => {
        const style = getComputedStyle(el)
        return [style.backgroundColor, style.color, style.fontWeight, style.borderWidth]
      }),
    ),
  )
  expect(looks[0]).toEqual(looks[1])
})

test('buttons outside the specified texts use sentence case', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Get thumbnails', exact: true })).toBeVisible()
  await page.goto('/about')
  await expect(
    page.getByRole('link', { name: 'Start downloading thumbnails', exact: true }),
  ).toBeVisible()
  await page.goto('/contact')
  await expect(page.getByRole('button', { name: 'Send message', exact: true })).toBeVisible()
})

test('business hours say in which time zone they are', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('main')).toContainText('9:00 AM – 5:00 PM UTC')
  await page.getByRole('button', { name: 'View support details' }).click()
  await expect(page.getByRole('dialog')).toContainText('9:00 AM – 5:00 PM UTC')
})

for (const { slug } of ARTICLES) {
  test(`the article ${slug} ends with a link to the downloader`, async ({ page }) => {
    await page.goto(`/blog/${slug}`)
    const article = page.getByRole('article')
    const link = article.getByRole('link', { name: 'Open the thumbnail downloader' })
    await expect(link).toBeVisible()
    // Right after the body, whose last block is the closing paragraph.
    const before = await link.evaluate((el) => {
      const body = el.closest('aside')?.previousElementSibling
      return body?.lastElementChild?.tagName === 'P'
        ? (body.lastElementChild.textContent ?? '')
        : ''
    })
    expect(before.length).toBeGreaterThan(100)
    await link.click()
    await expect(page).toHaveURL(/\/#download-section$/)
    await expect(page.getByLabel('YouTube video link')).toBeVisible()
  })
}

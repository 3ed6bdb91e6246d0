/**
 * The home page around the downloader: eight sections with their exact counts,
 * the FAQ accordion, the scroll buttons, structured data, the toaster's
 * settings and no sideways scrolling on a 360 px phone.
 */
import { TOASTS } from '#core/toasts.ts'
import { cards, expectToast, lookUp, toasts, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('has its eight sections, every count exact', async ({ page }) => {
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Download YouTube Thumbnails in Every Quality',
  )
  await expect(page.locator('#download-section').getByLabel('YouTube video link')).toBeVisible()
  const section = (name: string | RegExp) => main.getByRole('region', { name })

  await expect(section("Everything you need, nothing you don't").getByRole('listitem')).toHaveCount(
    6,
  )
  await expect(page.locator('#features')).toHaveAccessibleName(
    "Everything you need, nothing you don't",
  )
  const steps = section('Three steps, about ten seconds').getByRole('listitem')
  await expect(steps).toHaveCount(3)
  await expect(steps.getByRole('heading')).toHaveText([
    'Paste the URL',
    'Click download',
    'Save it',
  ])

  // No TESTIMONIALS configured: no quotes, and a heading that claims none; figures that hold for
  // every lookup rather than traffic claims.
  const figures = section('What every lookup gives you')
  await expect(figures.getByRole('figure')).toHaveCount(0)
  await expect(figures.getByText(/^Rated \d out of 5$/)).toHaveCount(0)
  for (const [value, label] of [
    ['32', 'Pictures looked for per video'],
    ['3', 'Formats: JPG, PNG, WebP'],
    ['0', 'Sign-ups needed'],
  ]) {
    await expect(
      figures.getByRole('definition').filter({ hasText: new RegExp(`^${value}$`) }),
    ).toHaveCount(1)
    await expect(figures.getByRole('term').filter({ hasText: label })).toHaveCount(1)
  }
  await expect(page.getByText(/500K|30K|daily users/i)).toHaveCount(0)

  await expect(section('Made for anyone who works with video').getByRole('listitem')).toHaveCount(6)
  const table = section('How ThumbGrab compares').getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Feature', 'ThumbGrab', 'Others'])
  await expect(table.getByRole('rowheader')).toHaveCount(7)
  await expect(section('Frequently asked questions').locator('details')).toHaveCount(7)
  await expect(section('Ready to grab your thumbnail?')).toBeVisible()
})

test('the FAQ keeps one answer open at a time, and the open one closes', async ({ page }) => {
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const items = faq.locator('details')
  const isOpen = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))
  expect(await isOpen()).toEqual([true, false, false, false, false, false, false])

  await faq.getByText('Which links work?').click()
  await expect(faq.getByText(/youtu\.be short links/)).toBeVisible()
  expect(await isOpen()).toEqual([false, false, true, false, false, false, false])

  await faq.getByText('Should I pick JPG, PNG or WebP?').click()
  expect(await isOpen()).toEqual([false, false, false, true, false, false, false])

  await faq.getByText('Should I pick JPG, PNG or WebP?').click()
  expect(await isOpen()).toEqual([false, false, false, false, false, false, false])

  await faq.getByText('I have another question. How do I reach you?').click()
  await faq.getByRole('link', { name: 'contact page' }).click()
  await expect(page).toHaveURL('/contact')
})

test('the buttons scroll smoothly to the features and the downloader', async ({ page }) => {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  )
  await page.getByRole('link', { name: 'See all features' }).click()
  await expect(page).toHaveURL('/#features')
  await expect(page.locator('#features')).toBeInViewport()
  await expect
    .poll(async () => Math.round((await page.locator('#features').boundingBox())?.y ?? -1))
    .toBe(80)

  await page.getByRole('link', { name: 'Try it now' }).click()
  await expect(page).toHaveURL('/#download-section')
  await expect
    .poll(async () => Math.round((await page.locator('#download-section').boundingBox())?.y ?? -1))
    .toBe(80)

  await page.getByRole('link', { name: 'Start downloading' }).scrollIntoViewIfNeeded()
  await page.getByRole('link', { name: 'Start downloading' }).click()
  await expect(page.getByLabel('YouTube video link')).toBeInViewport()
})

test('publishes a WebSite and a seven-question FAQPage as JSON-LD', async ({ page }) => {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')))
  const items = blocks.flat()
  expect(items.map((item) => item['@type'])).toEqual(['WebSite', 'FAQPage'])
  expect(items[1].mainEntity).toHaveLength(7)
})

test('toasts are 356 px wide, 14 px apart, three at a time, focused by Alt+T, dismissible', async ({
  page,
  isMobile,
}) => {
  for (let i = 0; i < 4; i++) await lookUp(page, `not a link ${i}`)
  const list = page.locator('[data-sonner-toaster]')
  await expect(list).toHaveCSS('--gap', '14px')
  await expect(list).toHaveCSS('--width', '356px')
  if (!isMobile) expect((await list.boundingBox())?.width).toBe(356)
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3)

  await page.keyboard.press('Alt+KeyT')
  await expect(list).toBeFocused()
  const newest = toasts(page).getByRole('listitem').first()
  await newest.getByRole('button', { name: 'Dismiss notification' }).click()
  await expect(toasts(page).getByRole('listitem')).toHaveCount(3)
})

test('a toast disappears after about 4 seconds', async ({ page }) => {
  await lookUp(page, 'not a link')
  await expectToast(page, TOASTS.invalidUrl)
  const shownAt = Date.now()
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0, { timeout: 8000 })
  expect(Date.now() - shownAt).toBeGreaterThan(3000)
})

for (const state of ['start', 'results'] as const) {
  test(`no sideways scrolling on a 360 px phone (${state})`, async ({ page }, testInfo) => {
    const problems = recordProblems(page)
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/')
    if (state === 'results') {
      await lookUp(page, watchLink(uniqueVideoId(testInfo)))
      await expect(cards(page)).toHaveCount(6)
    }
    await page
      .getByRole('region', { name: 'Frequently asked questions' })
      .getByText('Which sizes can I download?')
      .click()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    expect(problems).toEqual([])
  })
}

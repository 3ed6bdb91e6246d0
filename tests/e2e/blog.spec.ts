/**
 * The blog: the list, reading an article, pagination to the last article,
 * title-derived slugs, unknown slugs landing on /blog (a server redirect, and a
 * replaced history entry in the browser), and the phone layout.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

const FIRST = '/blog/ultimate-guide-youtube-thumbnails'
const SECOND = '/blog/psychology-color-youtube-thumbnails'
const LAST = '/blog/ai-powered-thumbnail-creation'

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Article pagination' })

async function expectImageLoaded(page: Page, name: string | RegExp) {
  const image = page.getByRole('img', { name })
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
}

test('the list shows a card per article, and a card leads to its article', async ({ page }) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Expert Blog')
  await expect(
    page.getByText('In-depth guides and research on YouTube thumbnail optimization'),
  ).toBeVisible()
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.first()).toContainText('Design Strategy')
  // Signed by the site under its name, on the day the first version shipped the blog.
  for (const card of await cards.all()) {
    await expect(card).toContainText('November 21, 2026')
    await expect(card).toContainText('ThumbGrab team')
  }
  await expectImageLoaded(page, /thumbnail mock-up measured at 1280 by 720/)

  await page
    .getByRole('link', { name: 'Read article: The Psychology of Color in YouTube Thumbnails' })
    .click()
  await expect(page).toHaveURL(SECOND)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The Psychology of Color in YouTube Thumbnails',
  )
  await expect(page).toHaveTitle('Color Psychology for YouTube Thumbnails | ThumbGrab Blog')
  const main = page.getByRole('main')
  await expect(main.getByText('Marketing Psychology', { exact: true })).toBeVisible()
  await expect(main.getByText('November 21, 2026').first()).toBeVisible()
  await expect(main.getByText('ThumbGrab team').first()).toBeVisible()
  await expectImageLoaded(page, /colour wheel marked with a 4\.5:1 contrast ratio/)
  await expect(
    main.getByRole('heading', { level: 2, name: 'Colour for every viewer' }),
  ).toBeVisible()
  await expect(main.locator('strong', { hasText: 'If you remember one thing' })).toBeVisible()

  const more = page.getByRole('region', { name: 'Read more articles' })
  await expect(more.getByRole('article')).toHaveCount(2)
  await expect(more).not.toContainText('The Psychology of Color')

  await page.getByRole('link', { name: 'Back to all articles' }).click()
  await expect(page).toHaveURL('/blog')
})

test('pagination walks from the first article to the last', async ({ page, isMobile }) => {
  await page.goto(FIRST)
  const nav = pagination(page)
  await expect(nav.getByRole('link', { name: /^Previous/ })).toHaveCount(0)
  const numbers = nav.getByRole('link', { name: /^Article \d:/, includeHidden: true })
  await expect(numbers).toHaveCount(3)
  if (isMobile) {
    for (const number of await numbers.all()) await expect(number).toBeHidden()
  } else {
    await expect(nav.getByRole('link', { name: /^Article 1:/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: /^Article 2:/ })).not.toHaveAttribute('aria-current')
  }

  await nav.getByRole('link', { name: /^Next/ }).click()
  await expect(page).toHaveURL(SECOND)
  await expect(nav.getByRole('link', { name: /^Previous/ })).toBeVisible()
  await nav.getByRole('link', { name: /^Next/ }).click()
  await expect(page).toHaveURL(LAST)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI-Powered Thumbnail Creation: What Works Today',
  )
  await expect(nav.getByRole('link', { name: /^Next/ })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: /^Previous/ })).toBeVisible()
  if (!isMobile) {
    await expect(nav.getByRole('link', { name: /^Article 3:/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: /^Article 1:/ }).click()
    await expect(page).toHaveURL(FIRST)
  }
})

test('an article is also found by its title-derived slug', async ({ page }) => {
  const response = await page.goto('/blog/ai-powered-thumbnail-creation-what-works-today')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'AI-Powered Thumbnail Creation: What Works Today',
  )
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/ai-powered-thumbnail-creation$/,
  )
})

test('an unknown slug redirects to /blog from the server', async ({ page }) => {
  await page.goto('/about')
  const response = await page.goto('/blog/no-such-article')
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/blog\/no-such-article$/)
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302)
  await expect(page).toHaveURL('/blog')
  await page.goBack()
  await expect(page).toHaveURL('/about')
})

test('an unknown slug reached in the browser replaces the history entry', async ({ page }) => {
  await page.goto('/about')
  // From the home page, which runs the router (the blog pages ship none).
  await page.goto('/')
  await expect(page).toHaveURL('/')
  const length = await page.evaluate(() => history.length)
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/blog/no-such-article'),
  )
  await expect(page).toHaveURL('/blog')
  expect(await page.evaluate(() => history.length)).toBe(length)
  await page.goBack()
  await expect(page).toHaveURL('/about')
})

test('each article has its own head and Article JSON-LD', async ({ page }) => {
  await page.goto(LAST)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/blog\/ai-powered-thumbnail-creation-1200\.jpg$/,
  )
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as Record<string, unknown>
  expect(jsonLd).toMatchObject({
    '@type': 'BlogPosting',
    headline: 'AI-Powered Thumbnail Creation: What Works Today',
    author: { '@type': 'Organization', name: 'ThumbGrab' },
    datePublished: '2026-11-21',
  })
  await expect(page.locator('meta[property="article:author"]')).toHaveAttribute(
    'content',
    'ThumbGrab team',
  )
})

for (const path of ['/blog', FIRST]) {
  test(`${path} fits a phone: one column, nothing wider than the screen`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout')
    await page.goto(path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
    const cards = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: /^Read article/ }) })
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
    expect(a && b && b.y >= a.y + a.height).toBe(true)
    expect(a && b && a.x === b.x).toBe(true)
  })
}

test('the list uses three columns on a large screen', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop layout')
  await page.goto('/blog')
  const tops = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  expect(tops).toHaveLength(3)
})

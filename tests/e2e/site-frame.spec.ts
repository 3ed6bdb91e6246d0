import type { Page } from '@playwright/test'
import { ARTICLES } from '#app/content/articles.ts'
import { STATIC_PAGES } from '#app/lib/pages.ts'
import { cards, lookUp, toasts, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

/** How each page's title begins; an article's is its own meta title (app/content/articles.ts). */
const TITLES: Readonly<Record<(typeof STATIC_PAGES)[number], RegExp>> = {
  '/': /^YouTube Thumbnails Download Instantly \| /,
  '/about': /^About/,
  '/blog': /^Blog/,
  '/contact': /^Contact Us/,
  '/preview': /^Test your thumbnail/,
  '/privacy-policy': /^Privacy Policy/,
  '/terms-of-service': /^Terms of Service/,
}
/** Every page of the site (app/lib/pages.ts). */
const PAGES = [
  ...STATIC_PAGES.map((path) => ({ path, title: TITLES[path] })),
  ...ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, title: article.metaTitle })),
]

for (const { path, title } of PAGES) {
  test(`${path} renders with its title, header, one h1 and footer`, async ({ page }) => {
    // No CSP violation, hydration error or failed request may show in the console.
    const problems = recordProblems(page)
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(title)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`)
    await page.waitForLoadState('networkidle')
    expect(problems).toEqual([])
    // SITE_URL is unset for these tests: no title or text may name "localhost" instead.
    expect(await page.title()).not.toMatch(/localhost|127\.0\.0\.1/)
    await expect(page.locator('body')).not.toContainText(/localhost|127\.0\.0\.1/)
  })
}

/** The header's navigation a visitor sees: the bar on desktop, the opened menu on a phone. */
async function visibleNav(page: Page, isMobile: boolean) {
  if (!isMobile) return page.getByRole('navigation', { name: 'Main', exact: true })
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  return menu
}

const CURRENT = [
  { path: '/', link: 'Home', current: 'page' },
  { path: '/about', link: 'About Us', current: 'page' },
  { path: '/blog', link: 'Blog', current: 'page' },
  { path: '/contact', link: 'Contact Us', current: 'page' },
  { path: '/preview', link: 'Test your thumbnail', current: 'page' },
  // An article is not the Blog page, but it sits in that section.
  { path: '/blog/ultimate-guide-youtube-thumbnails', link: 'Blog', current: 'true' },
] as const

for (const { path, link, current } of CURRENT) {
  test(`loaded directly, ${path} is marked in the header (aria-current=${current})`, async ({
    page,
    request,
    isMobile,
  }) => {
    // In the prerendered HTML itself, before any script: each nav (bar and menu) marks it once.
    const html = await (await request.get(path)).text()
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? ''
    const navs = [...header.matchAll(/<nav[\s\S]*?<\/nav>/g)].map((match) => match[0]).join('')
    expect(navs.match(/aria-current="[^"]+"/g)).toEqual([
      `aria-current="${current}"`,
      `aria-current="${current}"`,
    ])
    await page.goto(path)
    const nav = await visibleNav(page, isMobile)
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', current)
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  })
}

test('the current page moves with client-side navigation', async ({ page, isMobile }) => {
  await page.goto('/privacy-policy')
  // A page outside the main navigation marks nothing (but its language, in the language menu).
  await expect(page.getByRole('banner').locator('nav [aria-current]')).toHaveCount(0)
  for (const { link, path } of [
    { link: 'Blog', path: '/blog' },
    { link: 'About Us', path: '/about' },
  ]) {
    const nav = await visibleNav(page, isMobile)
    await nav.getByRole('link', { name: link }).click()
    await expect(page).toHaveURL(path)
    const after = isMobile ? await visibleNav(page, true) : nav
    await expect(after.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page')
    await expect(after.locator('[aria-current]')).toHaveCount(1)
    if (isMobile) await page.keyboard.press('Escape')
  }
})

test('the phone menu closes on Escape and gives focus back to its button', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await menu.getByRole('link', { name: 'Blog' }).focus()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  const button = page.getByRole('button', { name: 'Open menu' })
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(page).toHaveURL('/about')
})

test('the phone menu closes on a tap outside it and gives focus back to its button', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  // A tap on plain text below the menu.
  const viewport = page.viewportSize() ?? { width: 412, height: 839 }
  await page.touchscreen.tap(viewport.width / 2, viewport.height - 40)
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  await expect(page).toHaveURL('/about')
  // A tap inside the open menu, off its links, keeps it open.
  await page.getByRole('button', { name: 'Open menu' }).click()
  const box = await menu.boundingBox()
  if (!box) throw new Error('the menu has no box')
  await page.touchscreen.tap(box.x + box.width - 4, box.y + box.height - 4)
  await expect(menu).toBeVisible()
})

test('no white band above the fixed header while the page scrolls to the results', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  // Whatever shows above the header (the rubber band on phones, a frame mid-scroll) is the
  // page's canvas: it must be the header's own red, in light and dark.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    const [canvas, bar] = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.querySelector('header') as Element).backgroundColor,
    ])
    expect(canvas).toBe(bar)
    expect(canvas).toBe('rgb(204, 0, 0)')
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' })
  // The header's top, sampled on every frame while the page scrolls smoothly to the results.
  const tops = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = []
        const started = performance.now()
        const sample = () => {
          seen.push(document.querySelector('header')?.getBoundingClientRect().top ?? -1)
          if (performance.now() - started < 2500) requestAnimationFrame(sample)
          else resolve(seen)
        }
        requestAnimationFrame(sample)
      }),
  )
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expect(cards(page)).toHaveCount(6)
  expect(new Set(await tops)).toEqual(new Set([0]))
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0)
  expect((await header.boundingBox())?.y).toBe(0)
})

test('toasts cover neither the header, the title, the selected card nor the download bar', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expect(cards(page)).toHaveCount(6)
  const toast = toasts(page).getByRole('listitem').first()
  await expect(toast).toBeVisible()
  // Wait until it has slid into place.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const box = await toast.boundingBox()
  if (!box) throw new Error('no toast box')
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  const overlaps = (a: typeof box, b: typeof box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  const covered = {
    header: page.getByRole('banner'),
    heading: page.getByRole('heading', { name: 'Choose your thumbnail' }),
    'video title': page.locator('#results-title').locator('xpath=../following-sibling::div[1]'),
    'selected card': page.locator('label:has(input[name="quality"]:checked)'),
    'download bar': page.locator('.sticky.bottom-0'),
  }
  for (const [name, locator] of Object.entries(covered)) {
    if ((await locator.count()) === 0) continue
    const other = await locator.first().boundingBox()
    if (!other) throw new Error(`no box for the ${name}`)
    expect(overlaps(box, other), `the toast covers the ${name}`).toBe(false)
  }
  // At the bottom on every screen, lifted over the bar.
  expect(box.y).toBeGreaterThan(viewport.height / 2)
})

test('the header is fixed, 80 px high, and flags scrolling past 50 px', async ({ page }) => {
  await page.goto('/privacy-policy')
  const header = page.getByRole('banner')
  expect((await header.boundingBox())?.height).toBe(80)
  await expect(header).toHaveAttribute('data-scrolled', 'false')
  await page.mouse.wheel(0, 400)
  await expect(header).toHaveAttribute('data-scrolled', 'true')
  expect((await header.boundingBox())?.y).toBe(0)
})

test('desktop navigation reaches every page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the phone menu has its own test')
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main', exact: true })
  for (const [name, path] of [
    ['About Us', '/about'],
    ['Blog', '/blog'],
    ['Contact Us', '/contact'],
    ['Test your thumbnail', '/preview'],
    ['Home', '/'],
  ] as const) {
    await nav.getByRole('link', { name }).click()
    await expect(page).toHaveURL(path)
  }
})

test('the phone menu opens, and closes when a link is clicked', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Open menu' })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await button.click()
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await menu.getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL('/blog')
  await expect(menu).toBeHidden()
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
})

test('footer links: quick links, support pages and social links in a new tab', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(
    footer.getByText('fastest and easiest way to download YouTube thumbnails'),
  ).toBeVisible()
  await expect(footer.getByText(/subject to copyright/)).toBeVisible()
  for (const name of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await footer.getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL('/terms-of-service')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
})

test('an unknown path shows the 404 page, logs the path, and its links work', async ({
  page,
  isMobile,
}) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/this/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
  await expect(page.getByText('does not exist or has been moved')).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/this/does-not-exist')

  // Its two links: side by side on a wide screen, each on one line; stacked and equally wide on
  // a phone.
  const home = await page.getByRole('link', { name: 'Return to Home' }).boundingBox()
  const downloader = await page
    .getByRole('link', { name: 'Go directly to thumbnail downloader' })
    .boundingBox()
  if (!home || !downloader) throw new Error('the 404 links are not laid out')
  if (isMobile) {
    expect(home.width).toBeCloseTo(downloader.width, 0)
    expect(downloader.y).toBeGreaterThan(home.y + home.height)
  } else {
    expect(downloader.y).toBeCloseTo(home.y, -1)
    expect(home.height).toBeLessThan(60)
    expect(downloader.height).toBeLessThan(60)
  }

  await page.getByRole('link', { name: 'Go directly to thumbnail downloader' }).click()
  await expect(page).toHaveURL('/#download-section')
  await page.goto('/nope')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test("the About page tells the site's real history: its releases, no invented people", async ({
  page,
}) => {
  await page.goto('/about')
  const timeline = page.getByRole('region', { name: 'Every version so far' })
  await expect(timeline.getByRole('listitem')).toHaveCount(3)
  await expect(timeline.getByRole('listitem').first()).toContainText(
    'November 21, 2026 · Version 0.1.0',
  )
  await expect(timeline.getByRole('listitem').last()).toContainText('Version 0.3.0')
  await expect(page.getByRole('main')).not.toContainText(/20(19|2[0-5])\b|small team/)
  // No TEAM configured: no team section at all rather than made-up people.
  await expect(page.getByRole('region', { name: 'The people behind the text box' })).toHaveCount(0)
})

test('the About button opens the home page scrolled to the downloader', async ({ page }) => {
  await page.goto('/about')
  // A link styled as a button: it also works before hydration and with a modifier key.
  await page.getByRole('link', { name: /start downloading/i }).click()
  // /about ships no app: the browser follows the link and scrolls to its fragment.
  await expect(page).toHaveURL('/#download-section')
  const section = page.locator('#download-section')
  await expect(section).toBeInViewport()
  // Its top sits just below the fixed 80 px header.
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(80)
})

test('on a phone the download bar stays compact, its copy buttons named as on a wide screen', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'the compact bar is the phone layout')
  await page.goto('/')
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expect(cards(page)).toHaveCount(6)
  const bar = await page.locator('.sticky.bottom-0').boundingBox()
  // Three rows: copy buttons and format, Download, then the links to the file name and preview.
  expect(bar?.height).toBeLessThanOrEqual(165)
  for (const name of ['Copy image', 'Copy link']) {
    const button = await page.getByRole('button', { name }).boundingBox()
    // An icon button still makes a 44 px touch target.
    expect(button?.width).toBeGreaterThanOrEqual(44)
    expect(button?.height).toBeGreaterThanOrEqual(44)
  }
})

import { expect, recordProblems, test } from './fixtures.ts'

const PAGES = [
  { path: '/', title: /^YouTube Thumbnails Download Instantly \| / },
  { path: '/about', title: /^About/ },
  { path: '/blog', title: /^Blog/ },
  { path: '/contact', title: /^Contact Us/ },
  { path: '/privacy-policy', title: /^Privacy Policy/ },
  { path: '/terms-of-service', title: /^Terms of Service/ },
  { path: '/blog/ultimate-guide-youtube-thumbnails', title: /Ultimate Guide/ },
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
  })
}

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

test('an unknown path shows the 404 page, logs the path, and its links work', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/this/does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
  await expect(page.getByText('does not exist or has been moved')).toBeVisible()
  await expect.poll(() => logged.join('\n')).toContain('/this/does-not-exist')

  await page.getByRole('link', { name: 'Go directly to thumbnail downloader' }).click()
  await expect(page).toHaveURL('/#download-section')
  await page.goto('/nope')
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the About button opens the home page scrolled to the downloader', async ({ page }) => {
  await page.goto('/about')
  // A link styled as a button: it also works before hydration and with a modifier key.
  await page.getByRole('link', { name: /start downloading/i }).click()
  await expect(page).toHaveURL('/')
  const section = page.locator('#download-section')
  await expect(section).toBeInViewport()
  // Its top sits just below the fixed 80 px header.
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1)).toBe(80)
})

/**
 * The site in every language (core/locales.ts): each language's home page looks a video up and
 * downloads a picture in its own words (the Arabic one on a phone too, right to left); the
 * language menu keeps the page; a browser that prefers another language is offered it, never
 * sent there, and the visitor's answer is remembered.
 */
import type { Page } from '@playwright/test'
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { SUGGESTIONS } from '#app/lib/language-suggestion.server.ts'
import { ENGLISH, LOCALES, type Locale } from '#core/locales.ts'
import { sizeOf, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

const wordsOf = (locale: Locale) => translator(locale.lang, catalogOf(locale))
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The download button's name: its message with `<format></format>` filled in, as a pattern. */
const downloadButton = (text: string, format: string) =>
  new RegExp(`^${text.split('<format></format>').map(escape).join(`\\s*${format}\\s*`)}$`)
const byLang = (lang: string) => LOCALES.find((locale) => locale.lang === lang) as Locale

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

for (const locale of LOCALES.filter((l) => l !== ENGLISH)) {
  test(`${locale.name} (/${locale.prefix}/): look up, choose, download, in its own words`, async ({
    page,
  }, testInfo) => {
    // Every language on a desktop; on a phone, the one that reads right to left.
    test.skip(testInfo.project.name === 'phone' && locale.dir !== 'rtl')
    const problems = recordProblems(page)
    const t = wordsOf(locale)
    await page.goto(`/${locale.prefix}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', locale.lang)
    await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
    await expect(page).toHaveTitle(new RegExp(`^${escape(t('meta.defaultTitle', { host: '' }))}`))

    await page.getByLabel(t('downloader.linkLabel')).fill(watchLink(uniqueVideoId(testInfo)))
    await page.getByRole('button', { name: t('downloader.submit') }).click()
    const toasts = page.getByRole('region', {
      name: new RegExp(`^${escape(t('frame.notifications'))}`),
    })
    await expect(toasts).toContainText(t('toasts.thumbnailsFound.title'))
    const group = page.getByRole('radiogroup', { name: t('results.title') })
    await expect(group.getByRole('radio')).toHaveCount(6)
    await expect(page).toHaveURL(new RegExp(`/${locale.prefix}/\\?v=`))

    // Choose the third picture (Standard Definition, 640×480) and PNG, then download.
    await group.getByRole('radio').nth(2).check()
    await page.getByRole('radio', { name: 'PNG', exact: true }).check()
    const downloading = page.waitForEvent('download')
    await page
      .getByRole('button', { name: downloadButton(t('results.bar.download'), 'PNG') })
      .click()
    const file = await downloading
    expect(file.suggestedFilename()).toMatch(/\.png$/)
    expect(await sizeOf(file)).toEqual({ format: 'png', width: 640, height: 480 })
    await expect(toasts).toContainText(t('toasts.downloadStarted.title'))

    // Named after the title, the file says which picture it is in the page's language.
    await page
      .getByRole('radio', { name: new RegExp(`^${escape(t('results.fileName.byTitle'))}`) })
      .check()
    const titled = page.waitForEvent('download')
    await page
      .getByRole('button', { name: downloadButton(t('results.bar.download'), 'PNG') })
      .click()
    expect((await titled).suggestedFilename()).toContain(`${t('quality.sddefault')} 640x480.png`)

    expect(await sidewaysScroll(page)).toBe(0)
    expect(problems).toEqual([])
    // For a person to look at: the results, right to left on a phone.
    if (locale.dir === 'rtl') {
      const path = testInfo.outputPath('results.png')
      await page.screenshot({ path })
      await testInfo.attach('results', { path, contentType: 'image/png' })
    }
  })
}

test('the language menu opens the same page in another language, and the choice is kept', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'the menu is the same on a phone')
  const german = byLang('de')
  await page.goto('/es/about')
  await page.locator('header summary').click()
  await page.getByRole('link', { name: german.name }).first().click()
  await expect(page).toHaveURL('/de/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  expect(await page.evaluate(() => localStorage.getItem('thumbgrab.language'))).toBe('de')
  // Chosen, German is offered on an English page too, in German.
  await page.goto('/contact')
  const offer = page.getByRole('complementary', {
    name: wordsOf(ENGLISH)('frame.languageSuggestion'),
  })
  await expect(offer.getByRole('link', { name: SUGGESTIONS.de })).toHaveAttribute(
    'href',
    '/de/contact',
  )
})

test.describe('a browser that prefers Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('is offered the Japanese page, not sent there; No thanks is remembered', async ({
    page,
  }) => {
    const problems = recordProblems(page)
    const response = await page.goto('/about')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/about')
    const offer = page.getByRole('complementary', {
      name: wordsOf(ENGLISH)('frame.languageSuggestion'),
    })
    const link = offer.getByRole('link', { name: SUGGESTIONS.ja })
    await expect(link).toHaveAttribute('href', '/ja/about')
    await expect(link).toHaveAttribute('lang', 'ja')
    await offer.getByRole('button', { name: wordsOf(ENGLISH)('frame.dismissSuggestion') }).click()
    await expect(offer).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('link', { name: SUGGESTIONS.ja })).toHaveCount(0)
    // The home page, with the app, gets the offer too and hydrates around it.
    await page.evaluate(() => localStorage.clear())
    await page.goto('/')
    await expect(page.getByRole('link', { name: SUGGESTIONS.ja })).toHaveAttribute('href', '/ja/')
    await expect(page.getByRole('button', { name: 'Get thumbnails' })).toBeEnabled()
    expect(problems).toEqual([])
  })

  test('sees no offer on a page already in Japanese', async ({ page }) => {
    await page.goto('/ja/')
    await expect(page.getByRole('complementary')).toHaveCount(0)
  })
})

test.describe('Arabic on a phone', () => {
  test('every page reads right to left without sideways scroll', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone')
    for (const path of [
      '/ar/',
      '/ar/about',
      '/ar/blog',
      '/ar/contact',
      '/ar/preview',
      '/ar/privacy-policy',
      '/ar/terms-of-service',
    ]) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      expect(await sidewaysScroll(page), path).toBe(0)
    }
  })
})

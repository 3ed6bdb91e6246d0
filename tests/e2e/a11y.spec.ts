/**
 * axe-core with the WCAG 2.2 A/AA rules on every route and in every state a
 * visitor can reach: results (rendered by the server and after a lookup; grouped, with a
 * title and a Short's cover), a card and format chosen, a card without its black bars,
 * toasts on show, a refused link, a failed lookup with Try again, a slow lookup with
 * Cancel, the contact form's
 * field errors, the support dialog and the phone menu, at desktop and phone
 * sizes, in the light colour scheme and again in the dark one
 * (prefers-color-scheme, app/app.css). Each state has its own test so a
 * failure names it.
 */
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { ENGLISH, localeOfPath } from '#core/locales.ts'
import { TOASTS } from '#core/toasts.ts'
import { cards, expectToast, lookUp, toasts, watchLink } from './downloader-page.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { expect, test } from './fixtures.ts'
import { expectNoViolations } from './axe.ts'

/**
 * Every page of the site (app/lib/pages.ts) in English and in Arabic, which reads right to left
 * (the other languages share English's markup and direction), and the 404 in both.
 */
const ROUTES = [
  ...PAGE_PATHS.filter((path) => {
    const locale = localeOfPath(path)
    return locale === ENGLISH || locale.dir === 'rtl'
  }),
  '/no-such-page',
  '/ar/no-such-page',
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme })

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

    test('results rendered by the server (a deep link) have no violation', async ({
      page,
    }, testInfo) => {
      await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
      await expect(cards(page)).toHaveCount(6)
      await expectNoViolations(page)
    })

    test('results after a lookup, with another card and format chosen, have no violation', async ({
      page,
    }, testInfo) => {
      await page.goto('/')
      await lookUp(page, watchLink(uniqueVideoId(testInfo)))
      await expect(cards(page)).toHaveCount(6)
      const medium = page.getByRole('radio', { name: /^Medium Quality/ })
      await medium.click()
      await expect(medium).toBeChecked()
      await page
        .getByRole('radiogroup', { name: 'Format' })
        .getByRole('radio', { name: 'PNG' })
        .click()
      await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('grouped results with a title, a Short cover and the file name choice have no violation', async ({
      page,
    }, testInfo) => {
      await page.goto(`/?v=${uniqueVideoId(testInfo, 'short')}`)
      await expect(page.getByRole('radio', { name: /^Shorts cover \(vertical\)/ })).toBeChecked()
      await expect(page.getByRole('group', { name: 'File name' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })

    test('a letterboxed card chosen without its black bars has no violation', async ({
      page,
    }, testInfo) => {
      await page.goto('/')
      await lookUp(page, watchLink(uniqueVideoId(testInfo, 'rich')))
      await page.getByRole('button', { name: /^Show \d+ frames$/ }).click()
      await page.getByRole('radio', { name: /^Frame 2 \(Standard Definition\)/ }).click()
      await page.getByRole('checkbox', { name: 'Without black bars' }).check()
      await page
        .getByRole('group', { name: 'File name' })
        .getByRole('radio', { name: /^Video title/ })
        .check()
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })

    test('a toast on show has no violation', async ({ page }, testInfo) => {
      await page.goto('/')
      await lookUp(page, watchLink(uniqueVideoId(testInfo)))
      await expectToast(page, TOASTS.thumbnailsFound(6))
      await lookUp(page, 'https://vimeo.com/123456')
      await expectToast(page, TOASTS.invalidUrl)
      await expect(toasts(page).getByRole('listitem')).toHaveCount(2)
      await expectNoViolations(page)
    })

    test('a refused link rendered by the server has no violation', async ({ page }) => {
      await page.goto('/?url=https%3A%2F%2Fvimeo.com%2F123456')
      const field = page.getByLabel('YouTube video link')
      await expect(field).toHaveAccessibleDescription(TOASTS.invalidUrl.description)
      await expectNoViolations(page)
    })

    test('a refused playlist link, its toast and the offer of Many links have no violation', async ({
      page,
    }) => {
      await page.goto('/')
      await lookUp(page, 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')
      await expectToast(page, TOASTS.playlistUrl)
      await expect(page.getByRole('link', { name: 'Switch to Many links' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('a field error after an empty submit, with its toast, has no violation', async ({
      page,
    }) => {
      await page.goto('/')
      await lookUp(page, '')
      await expectToast(page, TOASTS.linkRequired)
      await expect(page.getByLabel('YouTube video link')).toHaveAttribute('aria-invalid', 'true')
      await expectNoViolations(page)
    })

    test('a failed lookup with its Try again notice, over results, has no violation', async ({
      page,
    }, testInfo) => {
      await page.goto('/')
      await lookUp(page, watchLink(uniqueVideoId(testInfo)))
      await expect(cards(page)).toHaveCount(6)
      await page.route('**/api/thumbnails?*', (route) => route.fulfill({ status: 429, body: '{}' }))
      await lookUp(page, watchLink(uniqueVideoId(testInfo, 'other')))
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
      await expectToast(page, TOASTS.fetchFailed)
      await expectNoViolations(page)
    })

    test('a lookup still running, with Cancel on offer, has no violation', async ({
      page,
      request,
    }, testInfo) => {
      const id = uniqueVideoId(testInfo)
      await setFault(request, 'silent', { id })
      await page.goto('/')
      await lookUp(page, watchLink(id))
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the contact form with every field error on show has no violation', async ({ page }) => {
      await page.goto('/contact')
      await page.getByRole('button', { name: 'Send message' }).click()
      const form = page.getByRole('form', { name: 'Send us a message' })
      await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await expect(form.locator('[aria-invalid="true"]')).toHaveCount(4)
      await expectNoViolations(page)
    })

    test('the open support dialog has no violation', async ({ page }) => {
      await page.goto('/contact')
      await page.getByRole('button', { name: 'View support details' }).click()
      await expect(page.getByRole('dialog', { name: 'Support details' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the open phone menu over results has no violation', async ({
      page,
      isMobile,
    }, testInfo) => {
      test.skip(!isMobile, 'the menu button shows on small screens only')
      await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
      await expect(cards(page)).toHaveCount(6)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
      await expectNoViolations(page)
    })

    test('the page is painted in this colour scheme', async ({ page }) => {
      await page.goto('/')
      const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(body).toBe(colorScheme === 'dark' ? 'rgb(11, 17, 32)' : 'rgb(255, 255, 255)')
      // The red brand is kept in both.
      await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(204, 0, 0)')
    })
  })
}

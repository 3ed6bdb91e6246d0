/**
 * Deep links and the page without JavaScript: `/?v=`, `/?url=` and `/watch?v=`
 * open on the results, a lookup's URL reloads to the same results, and with
 * JavaScript off the forms still look up and download.
 */
import { LOOKUP_NOTICE_WORDS as LOOKUP_NOTICES } from '#tests/support/english-words.ts'
import { TOASTS } from '#core/toasts.ts'
import { cards, lookUp, watchLink } from './downloader-page.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { expect, test } from './fixtures.ts'

test('/?v=ID opens on that video’s thumbnails, the form filled in', async ({ page }, testInfo) => {
  const id = uniqueVideoId(testInfo)
  const response = await page.goto(`/?v=${id}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByLabel('YouTube video link')).toHaveValue(watchLink(id))
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('radio', { name: /^Maximum Resolution/ })).toBeChecked()
})

test('/?url=LINK opens on the thumbnails of the linked video', async ({ page }, testInfo) => {
  const id = uniqueVideoId(testInfo, 'nomaxres')
  const link = `https://youtu.be/${id}?si=share`
  await page.goto(`/?url=${encodeURIComponent(link)}`)
  await expect(page.getByLabel('YouTube video link')).toHaveValue(link)
  await expect(cards(page)).toHaveCount(4)
  await expect(page.getByRole('radio', { name: /^Standard Definition/ })).toBeChecked()
})

test('/watch?v=ID on our host redirects to /?v=ID', async ({ page, request }, testInfo) => {
  const id = uniqueVideoId(testInfo)
  const response = await request.get(`/watch?v=${id}&t=42s&list=PL123`, { maxRedirects: 0 })
  expect([301, 302]).toContain(response.status())
  expect(response.headers().location).toBe(`/?v=${id}`)
  await page.goto(`/watch?v=${id}`)
  await expect(page).toHaveURL(`/?v=${id}`)
  await expect(cards(page)).toHaveCount(6)
})

test('a deep link to a bad link or a video with no thumbnail says so on the page', async ({
  page,
}) => {
  await page.goto('/?url=https%3A%2F%2Fvimeo.com%2F1')
  const field = page.getByLabel('YouTube video link')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(TOASTS.invalidUrl.description)
  await page.goto('/?v=missing-all')
  const notice = page.getByRole('alert')
  await expect(notice).toContainText(LOOKUP_NOTICES.no_thumbnails.description)
  // Asking again cannot give a video pictures.
  await expect(notice.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expect(cards(page)).toHaveCount(0)
})

test('after a lookup the URL can be shared: reloading shows the same results', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'nosd')
  await page.goto('/')
  await lookUp(page, watchLink(id))
  await expect(page).toHaveURL(`/?v=${id}`)
  await page.reload()
  await expect(cards(page)).toHaveCount(3)
  await expect(page.getByRole('radio', { name: /^High Quality/ })).toBeChecked()
})

test('the home link from a result page starts over', async ({ page, isMobile }, testInfo) => {
  test.skip(isMobile, 'the header links are in the menu on phones')
  await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
  await expect(cards(page)).toHaveCount(6)
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Home' })
    .click()
  await expect(page).toHaveURL('/')
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByLabel('YouTube video link')).toHaveValue('')
})

test('after a lookup in the page, the Home link, the logo and Back to / show a fresh home page', async ({
  page,
  isMobile,
}, testInfo) => {
  const first = uniqueVideoId(testInfo, 'homA')
  const second = uniqueVideoId(testInfo, 'homB')
  const field = page.getByLabel('YouTube video link')
  const recentEntries = page
    .getByRole('region', { name: 'Your recent lookups' })
    .getByRole('listitem')
  /** The home page as a first visit shows it, the lookups since listed under the field. */
  async function expectFresh(listed: number) {
    await expect(page).toHaveURL('/')
    await expect(cards(page)).toHaveCount(0)
    await expect(field).toHaveValue('')
    await expect(recentEntries).toHaveCount(listed)
  }
  /** The header's Home link: in the main navigation, or in the menu on phones. */
  async function clickHome() {
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Home' })
        .click()
    } else {
      await page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Home' })
        .click()
    }
  }

  await page.goto('/')
  await lookUp(page, watchLink(first))
  await expect(cards(page)).toHaveCount(6)
  await expect(page).toHaveURL(`/?v=${first}`)
  await clickHome()
  await expectFresh(1)
  // Focus is not thrown anywhere: it stays on what the visitor used, or starts at the page
  // when that has gone (the phone's menu closes), never on something hidden.
  expect(
    await page.evaluate(() => {
      const focused = document.activeElement
      return focused === document.body || Boolean(focused?.checkVisibility())
    }),
  ).toBe(true)
  if (!isMobile) {
    await expect(
      page
        .getByRole('navigation', { name: 'Main', exact: true })
        .getByRole('link', { name: 'Home' }),
    ).toBeFocused()
  }

  await lookUp(page, watchLink(second))
  await expect(cards(page)).toHaveCount(6)
  await expect(page).toHaveURL(`/?v=${second}`)
  const logo = page.getByRole('link', { name: /home$/ }).first()
  await logo.click()
  await expectFresh(2)
  await expect(logo).toBeFocused()

  // Back to the video, then Forward to / again: each shows what its address says.
  await page.goBack()
  await expect(page).toHaveURL(`/?v=${second}`)
  await expect(cards(page)).toHaveCount(6)
  await expect(field).toHaveValue(watchLink(second))
  await page.goForward()
  await expectFresh(2)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form looks up on the server and the results download with plain forms', async ({
    page,
  }, testInfo) => {
    const id = uniqueVideoId(testInfo)
    await page.goto('/')
    await lookUp(page, `https://www.youtube.com/shorts/${id}`)
    await expect(page).toHaveURL(
      `/?url=${encodeURIComponent(`https://www.youtube.com/shorts/${id}`)}`,
    )
    await expect(cards(page)).toHaveCount(6)
    await expect(page.getByRole('radio', { name: /^Maximum Resolution/ })).toBeChecked()
    // Copy and Share need the script, so they are not offered without it.
    await expect(page.getByRole('button', { name: /^Copy (image|link)$/ })).toHaveCount(0)

    await page.getByRole('radio', { name: /^High Quality/ }).check()
    await page
      .getByRole('radiogroup', { name: 'Format' })
      .getByRole('radio', { name: 'PNG' })
      .check()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PNG' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`youtube-thumbnail-${id}-hqdefault.png`)
  })

  test('a bad link is reported under the field; an empty one asks for a link', async ({ page }) => {
    await page.goto('/')
    await lookUp(page, 'not a link')
    const field = page.getByLabel('YouTube video link')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(TOASTS.invalidUrl.description)
    await lookUp(page, '')
    await expect(page).toHaveURL('/?url=')
    await expect(field).toHaveAccessibleDescription(TOASTS.linkRequired.description)
  })

  test('Try again on a failed lookup asks the server once more', async ({
    page,
    request,
  }, testInfo) => {
    const id = uniqueVideoId(testInfo)
    await setFault(request, 'status:502', { id })
    await page.goto(`/?v=${id}`)
    await expect(page.getByRole('alert')).toContainText(LOOKUP_NOTICES.upstream_error.title)
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/\?url=https/)
    await expect(page.getByRole('alert')).toContainText(LOOKUP_NOTICES.upstream_error.title)
  })
})

test('without the results’ code a lookup and /?v= say so, and Try again loads the page afresh', async ({
  page,
}, testInfo) => {
  const resultsChunk = (url: URL) => /^\/assets\/results-[\w-]+\.js$/.test(url.pathname)
  await page.route(resultsChunk, (route) => route.abort())
  const notice = (title: string) => page.getByRole('alert').filter({ hasText: title })

  // A lookup whose answer came but whose results cannot show: as if the site were out of reach.
  await page.goto('/')
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'nomaxres')))
  await expect(notice(LOOKUP_NOTICES.unreachable.title)).toBeVisible()
  await expect(cards(page)).toHaveCount(0)

  // Results the server rendered: the page hydrates, and says there was a problem where they were.
  const id = uniqueVideoId(testInfo)
  await page.goto(`/?v=${id}`)
  const problem = notice(LOOKUP_NOTICES.fetch_failed.title)
  await expect(problem).toBeVisible()
  await expect(cards(page)).toHaveCount(0)
  await page.unroute(resultsChunk)
  await problem.getByRole('button', { name: 'Try again' }).click()
  await expect(cards(page)).toHaveCount(6)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByRole('radio', { name: /^Maximum Resolution/ })).toBeChecked()
})

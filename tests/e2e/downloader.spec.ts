/**
 * The downloader on the home page, in Chromium against the fake image host:
 * lookups and their toasts, selection, every format's download, retries, the
 * browser cache and deep links.
 */
import type { Locator, Page, Route } from '@playwright/test'
import sharp from 'sharp'
import { LOOKUP_NOTICE_WORDS as LOOKUP_NOTICES } from '#tests/support/english-words.ts'
import { TOASTS } from '#core/toasts.ts'
import { cards, expectToast, lookUp, recordLookups, toasts, watchLink } from './downloader-page.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { expect, holdRequests, recordProblems, test } from './fixtures.ts'
import { axeViolations } from './axe.ts'

/** The main sizes, largest first, the selected one first and the upscaled one after it. */
const ALL_NAMES = [
  'Maximum Resolution',
  'Full HD',
  'Standard Definition',
  'High Quality',
  'Medium Quality',
  'Low Quality',
]

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('an invalid link is refused in the browser: the field says why, a toast too, nothing is asked', async ({
  page,
}) => {
  const lookups = recordLookups(page)
  const field = page.getByLabel('YouTube video link')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await lookUp(page, 'https://vimeo.com/123456')
  await expectToast(page, TOASTS.invalidUrl)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(TOASTS.invalidUrl.description)
  await expect(field).toBeFocused()
  // The invalid field has a ring of its own (not only the focus outline): brand red, 2 px.
  await page.getByRole('heading', { level: 1 }).click()
  expect(await field.evaluate((element) => getComputedStyle(element).boxShadow)).toMatch(
    /rgb\(204, 0, 0\).*2px/,
  )
  // An empty field asks for a link rather than calling it invalid.
  await lookUp(page, '')
  await expectToast(page, TOASTS.linkRequired)
  await expect(field).toHaveAccessibleDescription(TOASTS.linkRequired.description)
  await expect(toasts(page).getByRole('listitem')).toHaveCount(2)
  // Typing is a new attempt: the mark goes.
  await field.pressSequentially('h')
  await expect(field).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText(TOASTS.linkRequired.description)).toHaveCount(0)
  expect(lookups).toHaveLength(0)
  await expect(cards(page)).toHaveCount(0)
})

test('a link dropped anywhere on the page is looked up; dropped text that names no video is not', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Get thumbnails' })).toBeEnabled()
  /** A drop on the page's heading, as a link dragged from another tab arrives. */
  const dropOnPage = async (data: Record<string, string>) => {
    const transfer = await page.evaluateHandle((entries) => {
      const dropped = new DataTransfer()
      for (const [type, value] of Object.entries(entries)) dropped.setData(type, value)
      return dropped
    }, data)
    await page.dispatchEvent('h1', 'dragover', { dataTransfer: transfer })
    await page.dispatchEvent('h1', 'drop', { dataTransfer: transfer })
  }
  await dropOnPage({ 'text/plain': 'a sentence dragged around' })
  await expect(page.getByLabel('YouTube video link')).toHaveValue('')

  await dropOnPage({ 'text/uri-list': watchLink(id) })
  await expect(page.getByLabel('YouTube video link')).toHaveValue(watchLink(id))
  await expect(cards(page)).toHaveCount(6)

  // A link that names no video is refused as one typed would be.
  await dropOnPage({ 'text/uri-list': 'https://vimeo.com/1' })
  await expect(page.getByLabel('YouTube video link')).toHaveAttribute('aria-invalid', 'true')
})

test('a playlist or channel link is refused in the browser saying what it is', async ({ page }) => {
  const lookups = recordLookups(page)
  await lookUp(page, 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG')
  await expectToast(page, TOASTS.playlistUrl)
  await lookUp(page, 'https://www.youtube.com/@RickAstleyYT')
  // Both toasts share the title: find the second by its sentence.
  const channel = toasts(page)
    .getByRole('listitem')
    .filter({ hasText: TOASTS.channelUrl.description })
  await expect(channel).toContainText(TOASTS.channelUrl.title)
  expect(lookups).toHaveLength(0)
})

test('a refused playlist link says its sentence once and offers Many links with the link in it', async ({
  page,
}) => {
  const link = 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'
  await lookUp(page, link)
  await expectToast(page, TOASTS.playlistUrl)
  // The toast's sentence is not repeated under the field, which says where the link works.
  await expect(page.getByText(TOASTS.playlistUrl.description)).toHaveCount(1)
  const field = page.getByLabel('YouTube video link')
  await expect(field).toHaveAccessibleDescription(/A playlist link holds many videos/)
  await page.getByRole('link', { name: 'Switch to Many links' }).click()
  await expect(page.getByRole('tab', { name: 'Many links' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByLabel(/YouTube links, one per line/)).toHaveValue(link)
})

test('a lookup shows a spinner on the disabled button, of unchanged width, then every thumbnail, the largest real one selected', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo)
  const release = await holdRequests(page, '**/api/thumbnails?*')
  const button = page.getByRole('button', { name: 'Get thumbnails' })
  const before = await button.boundingBox()
  await lookUp(page, `https://youtu.be/${id}?t=42`)
  await expect(button).toBeDisabled()
  await expect(button.locator('svg.animate-spin')).toBeVisible()
  expect((await button.boundingBox())?.width).toBe(before?.width)
  release()

  await expectToast(page, TOASTS.thumbnailsFound(6))
  await expect(button).toBeEnabled()
  await expect(cards(page)).toHaveCount(6)
  for (const [index, name] of ALL_NAMES.entries()) {
    await expect(cards(page).nth(index)).toHaveAccessibleName(new RegExp(`^${name}\\b`))
  }
  // The largest real picture is selected and first; Full HD follows, labelled as upscaled.
  const fullHd = cards(page).nth(1)
  await expect(fullHd).not.toBeChecked()
  await expect(fullHd).toHaveAccessibleName('Full HD Upscaled 1920 × 1080 px')
  const maxres = cards(page).nth(0)
  await expect(maxres).toBeChecked()
  await expect(maxres).toHaveAccessibleName('Maximum Resolution 1280 × 720 px')
  // After the lookup, focus is on the results: the selected card.
  await expect(maxres).toBeFocused()
  await expect(page.locator('label:has(input:checked) svg')).toBeVisible()
  await expect(page).toHaveURL(`/?v=${id}`)
  expect(problems).toEqual([])
})

test('when the top qualities are missing, the highest one left is selected', async ({
  page,
}, testInfo) => {
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'nomaxres')))
  await expectToast(page, TOASTS.thumbnailsFound(4))
  await expect(cards(page)).toHaveCount(4)
  await expect(page.getByRole('radio', { name: /^Standard Definition/ })).toBeChecked()
  await expect(
    page.getByText('Not available for this video: Maximum Resolution, Full HD.'),
  ).toBeVisible()
})

test('format and download controls appear only once a thumbnail is selected', async ({
  page,
}, testInfo) => {
  await expect(page.getByRole('radiogroup', { name: 'Format' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0)
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  const formats = page.getByRole('radiogroup', { name: 'Format' })
  await expect(formats.getByRole('radio')).toHaveCount(3)
  await expect(formats.getByRole('radio', { name: 'JPG' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Download JPG' })).toBeVisible()
})

test('a card is selected by click, and by arrow keys as one radio group', async ({
  page,
}, testInfo) => {
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  const medium = page.getByRole('radio', { name: /^Medium Quality/ })
  await medium.click()
  await expect(medium).toBeChecked()
  await expect(
    page
      .getByRole('radiogroup', { name: 'Choose your thumbnail' })
      .getByRole('radio', { checked: true }),
  ).toHaveCount(1)

  // Largest first: before Medium come High, then Standard Definition.
  await expect(medium).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: /^High Quality/ })).toBeChecked()
  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: /^Standard Definition/ })).toBeChecked()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(medium).toBeChecked()
  await expect(page.getByRole('button', { name: 'Download JPG' })).toBeVisible()

  const formats = page.getByRole('radiogroup', { name: 'Format' })
  await formats.getByRole('radio', { name: 'JPG' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(formats.getByRole('radio', { name: 'PNG' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeVisible()
})

const DOWNLOADS = [
  {
    quality: 'Standard Definition',
    id: 'sddefault',
    format: 'JPG',
    ext: 'jpg',
    decoded: 'jpeg',
    width: 640,
    height: 480,
  },
  {
    quality: 'Medium Quality',
    id: 'mqdefault',
    format: 'PNG',
    ext: 'png',
    decoded: 'png',
    width: 320,
    height: 180,
  },
  {
    quality: 'Maximum Resolution',
    id: 'maxresdefault',
    format: 'WebP',
    ext: 'webp',
    decoded: 'webp',
    width: 1280,
    height: 720,
  },
  {
    quality: 'Full HD',
    id: 'fullhd',
    format: 'JPG',
    ext: 'jpg',
    decoded: 'jpeg',
    width: 1920,
    height: 1080,
  },
  {
    quality: 'Full HD',
    id: 'fullhd',
    format: 'PNG',
    ext: 'png',
    decoded: 'png',
    width: 1920,
    height: 1080,
  },
] as const

for (const d of DOWNLOADS) {
  test(`${d.quality} as ${d.format} downloads as youtube-thumbnail-…-${d.id}.${d.ext}, a ${d.width}×${d.height} ${d.decoded}`, async ({
    page,
  }, testInfo) => {
    const videoId = uniqueVideoId(testInfo)
    await lookUp(page, watchLink(videoId))
    await page.getByRole('radio', { name: new RegExp(`^${d.quality}`) }).click()
    await page
      .getByRole('radiogroup', { name: 'Format' })
      .getByRole('radio', { name: d.format })
      .click()
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: `Download ${d.format}` }).click()
    const download = await downloading

    expect(download.suggestedFilename()).toBe(`youtube-thumbnail-${videoId}-${d.id}.${d.ext}`)
    expect(new URL(download.url()).pathname).toBe(`/api/thumbnails/${videoId}/${d.id}.${d.ext}`)
    const file = await download.path()
    const metadata = await sharp(file).metadata()
    expect(metadata).toMatchObject({ format: d.decoded, width: d.width, height: d.height })
    const format = d.ext
    await expectToast(page, TOASTS.downloadStarted(format))
    await expect(page).toHaveURL(`/?v=${videoId}`)
  })
}

test('a conversion shows Processing, then Download started', async ({ page }, testInfo) => {
  const release = await holdRequests(page, '**/api/thumbnails/*/*.png')
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'PNG' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PNG' }).click()
  await expectToast(page, TOASTS.processing('png'))
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeDisabled()
  release()
  await downloading
  await expectToast(page, TOASTS.downloadStarted('png'))
  await expect(page.getByRole('button', { name: 'Download PNG' })).toBeEnabled()
})

test('a failed conversion says so, and nothing is downloaded', async ({ page }, testInfo) => {
  await page.route('**/api/thumbnails/*/*.webp', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: '{}' }),
  )
  let downloads = 0
  page.on('download', () => downloads++)
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await page
    .getByRole('radiogroup', { name: 'Format' })
    .getByRole('radio', { name: 'WebP' })
    .click()
  await page.getByRole('button', { name: 'Download WebP' }).click()
  await expectToast(page, TOASTS.conversionFailed)
  expect(downloads).toBe(0)
})

test('a video with no thumbnail says so and leaves the list on show unchanged', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await lookUp(page, watchLink(id))
  await expect(cards(page)).toHaveCount(6)
  await page.getByRole('radio', { name: /^High Quality/ }).click()
  await lookUp(page, watchLink('missing-all'))
  await expectToast(page, TOASTS.noThumbnails)
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('radio', { name: /^High Quality/ })).toBeChecked()
  await expect(page).toHaveURL(`/?v=${id}`)
})

/** The downloader's lasting notice of a failed lookup, found by its title. */
const noticeOf = (page: Page, { title }: { title: string }) =>
  page.getByRole('alert').filter({ hasText: title })

test('a failing image host is said at once, after one lookup request, with Try again', async ({
  page,
  request,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await setFault(request, 'status:502', { id })
  const lookups = recordLookups(page)
  await lookUp(page, watchLink(id))
  const notice = noticeOf(page, LOOKUP_NOTICES.upstream_error)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(LOOKUP_NOTICES.upstream_error.description)
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
  // The toast keeps the site's words; the notice says what happened.
  await expectToast(page, TOASTS.fetchFailed)
  expect(lookups).toHaveLength(1)
  await expect(cards(page)).toHaveCount(0)
})

test('a slow image host is said as too slow, after one lookup request, with Try again', async ({
  page,
  request,
}, testInfo) => {
  test.slow() // the server gives the host its whole fetch time before it says so
  const id = uniqueVideoId(testInfo)
  await setFault(request, 'silent', { id })
  const lookups = recordLookups(page)
  await lookUp(page, watchLink(id))
  const notice = noticeOf(page, LOOKUP_NOTICES.upstream_timeout)
  await expect(notice).toBeVisible({ timeout: 20_000 })
  await expect(notice).toContainText(LOOKUP_NOTICES.upstream_timeout.description)
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible()
  await expectToast(page, TOASTS.fetchFailed)
  expect(lookups).toHaveLength(1)
})

test('a video with no pictures says it may be removed or private, with no Try again', async ({
  page,
}) => {
  const lookups = recordLookups(page)
  await lookUp(page, watchLink('missing-all'))
  const notice = noticeOf(page, LOOKUP_NOTICES.no_thumbnails)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(LOOKUP_NOTICES.no_thumbnails.description)
  await expect(notice.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectToast(page, TOASTS.noThumbnails)
  expect(lookups).toHaveLength(1)
})

test('a lookup is retried once where that can help: no answer, or a 503 with Retry-After', async ({
  page,
}, testInfo) => {
  // The next lookup request gets `next` instead of the server's answer; later ones reach it.
  let next: ((route: Route) => Promise<void>) | undefined
  await page.route('**/api/thumbnails?*', (route) => {
    const reply = next ?? ((held: Route) => held.continue())
    next = undefined
    return reply(route)
  })
  const lookups = recordLookups(page)
  next = (route) => route.abort('connectionreset')
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expectToast(page, TOASTS.thumbnailsFound(6))
  expect(lookups).toHaveLength(2)

  lookups.length = 0
  next = (route) => route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, json: {} })
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'nosd')))
  await expect(cards(page)).toHaveCount(3)
  expect(lookups).toHaveLength(2)

  lookups.length = 0
  await lookUp(page, watchLink('missing-all'))
  await expectToast(page, TOASTS.noThumbnails)
  expect(lookups).toHaveLength(1)
})

test('a repeated lookup is answered from the browser cache, with no request', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  const lookups = recordLookups(page)
  await lookUp(page, watchLink(id))
  await expect(cards(page)).toHaveCount(6)
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'nosd')))
  await expect(cards(page)).toHaveCount(3)
  await lookUp(page, `https://youtu.be/${id}`)
  await expect(cards(page)).toHaveCount(6)
  expect(lookups).toHaveLength(2)
})

test('the results state has no WCAG 2.2 AA violation', async ({ page }, testInfo) => {
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expect(cards(page)).toHaveCount(6)
  await page.waitForLoadState('networkidle')
  expect(await axeViolations(page)).toEqual([])
})

test('a failed lookup leaves a notice with Try again until the link changes', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  // The first answer is a 429 (never retried: too many lookups), the next ones real.
  let refusals = 1
  await page.route('**/api/thumbnails?*', (route) =>
    refusals-- > 0 ? route.fulfill({ status: 429, body: '{}' }) : route.continue(),
  )
  await lookUp(page, watchLink(id))
  await expectToast(page, TOASTS.fetchFailed)
  const notice = page.getByRole('alert').filter({ hasText: LOOKUP_NOTICES.rate_limited.title })
  await expect(notice).toContainText(LOOKUP_NOTICES.rate_limited.description)
  // The toast fades; the notice stays.
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 })
  await expect(notice).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get thumbnails' })).toBeEnabled()

  await notice.getByRole('button', { name: 'Try again' }).click()
  await expect(cards(page)).toHaveCount(6)
  await expect(notice).toHaveCount(0)
  await expect(page).toHaveURL(`/?v=${id}`)

  // A video with none: the notice stays on a reload-free page until the link changes.
  await lookUp(page, watchLink('missing-all'))
  const none = page.getByRole('alert').filter({ hasText: LOOKUP_NOTICES.no_thumbnails.title })
  await expect(none).toBeVisible()
  await expect(cards(page)).toHaveCount(6)
  await page.getByLabel('YouTube video link').fill(watchLink(id))
  await expect(none).toHaveCount(0)
})

test('a lookup still running after 2 s says so; Cancel aborts it and gives the form back', async ({
  page,
  request,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await setFault(request, 'silent', { id }) // the image host never answers
  const aborted: string[] = []
  page.on('requestfailed', (failed) => {
    if (new URL(failed.url()).pathname === '/api/thumbnails')
      aborted.push(failed.failure()?.errorText ?? '')
  })
  const status = page.getByRole('status').filter({ hasText: 'Still looking' })
  const startedAt = Date.now()
  await lookUp(page, watchLink(id))
  const button = page.getByRole('button', { name: 'Get thumbnails' })
  await expect(button).toBeDisabled()
  await expect(status).toBeVisible()
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1900)

  await status.getByRole('button', { name: 'Cancel' }).click()
  await expect(status).toHaveCount(0)
  await expect(button).toBeEnabled()
  await expect(button).toBeFocused()
  await expect(button.locator('svg.animate-spin')).toHaveCount(0)
  await expect.poll(() => aborted).toEqual(['net::ERR_ABORTED'])
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(cards(page)).toHaveCount(0)
  await expect(page.getByLabel('YouTube video link')).toHaveValue(watchLink(id))

  // The form is back: another link looks up at once.
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'nosd')))
  await expect(cards(page)).toHaveCount(3)
})

test('over results, the still-looking line moves nothing and Cancel keeps the results', async ({
  page,
  request,
}, testInfo) => {
  const shown = uniqueVideoId(testInfo)
  await lookUp(page, watchLink(shown))
  await expect(cards(page)).toHaveCount(6)
  const heading = page.getByRole('heading', { name: 'Choose your thumbnail' })
  /** Top and bottom in the page (not the viewport: the page scrolls to the form and results). */
  const place = (locator: Locator) =>
    locator.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect()
      return { top: top + window.scrollY, bottom: bottom + window.scrollY }
    })
  const before = await place(heading)

  const slow = uniqueVideoId(testInfo, 'slow')
  await setFault(request, 'silent', { id: slow })
  await lookUp(page, watchLink(slow))
  const status = page.getByRole('status').filter({ hasText: 'Still looking' })
  await expect(status).toBeVisible()
  expect(await place(heading)).toEqual(before)
  // The line sits above the results, not over them.
  expect((await place(status)).bottom).toBeLessThanOrEqual(before.top)

  await status.getByRole('button', { name: 'Cancel' }).click()
  await expect(status).toHaveCount(0)
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('radio', { name: /^Maximum Resolution/ })).toBeChecked()
  await expect(page).toHaveURL(`/?v=${shown}`)
})

test('pasting a video link into the empty field looks it up at once', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  const field = page.getByLabel('YouTube video link')
  const paste = (text: string) =>
    field.evaluate((input, value) => {
      const data = new DataTransfer()
      data.setData('text/plain', value)
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      )
    }, text)
  const lookups = recordLookups(page)
  // Text that names no video is left for the person to read.
  await field.focus()
  await paste('hello')
  await page.waitForTimeout(300)
  expect(lookups).toHaveLength(0)
  await paste(`https://youtu.be/${id}`)
  await expect(cards(page)).toHaveCount(6)
  await expect(page).toHaveURL(`/?v=${id}`)
  expect(lookups).toHaveLength(1)
})

test('formats and sizes are written as people write them: WebP, 1280 × 720', async ({
  page,
}, testInfo) => {
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expect(
    page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'WebP' }),
  ).toBeVisible()
  const maxres = page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: /^Maximum Resolution/ }) })
  await expect(maxres).toContainText('1280 × 720')
  await expect(maxres).not.toContainText('1280x720')
})

test('“Try it now” scrolls to the downloader and puts the cursor in the link field', async ({
  page,
}) => {
  const tryIt = page.getByRole('link', { name: 'Try it now' })
  await tryIt.scrollIntoViewIfNeeded()
  await tryIt.click()
  const field = page.getByLabel('YouTube video link')
  await expect(field).toBeFocused()
  await expect(field).toBeInViewport()
  await expect(page.locator('#download-section')).toBeInViewport()
  await expect(page).toHaveURL('/#download-section')
})

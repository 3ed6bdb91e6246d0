/**
 * The downloader on the home page, in Chromium against the fake image host:
 * lookups and their toasts, selection, every format's download, retries, the
 * browser cache and deep links.
 */
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import { TOASTS } from '#core/toasts.ts'
import { cards, expectToast, lookUp, recordLookups, toasts, watchLink } from './downloader-page.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { expect, holdRequests, recordProblems, test } from './fixtures.ts'

/** The main sizes, largest first. */
const ALL_NAMES = [
  'Full HD',
  'Maximum Resolution',
  'Standard Definition',
  'High Quality',
  'Medium Quality',
  'Low Quality',
]

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('an invalid link is refused in the browser with a toast, and nothing is asked', async ({
  page,
}) => {
  const lookups = recordLookups(page)
  await lookUp(page, 'https://vimeo.com/123456')
  await expectToast(page, TOASTS.invalidUrl)
  await lookUp(page, '')
  await expect(toasts(page).getByRole('listitem')).toHaveCount(2)
  expect(lookups).toHaveLength(0)
  await expect(cards(page)).toHaveCount(0)
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

test('a lookup shows a spinner on the disabled button, then every thumbnail, the largest real one selected', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo)
  const release = await holdRequests(page, '**/api/thumbnails?*')
  await lookUp(page, `https://youtu.be/${id}?t=42`)
  const button = page.getByRole('button', { name: 'Get Thumbnails' })
  await expect(button).toBeDisabled()
  await expect(button.locator('svg.animate-spin')).toBeVisible()
  release()

  await expectToast(page, TOASTS.thumbnailsFound(6))
  await expect(button).toBeEnabled()
  await expect(cards(page)).toHaveCount(6)
  for (const [index, name] of ALL_NAMES.entries()) {
    await expect(cards(page).nth(index)).toHaveAccessibleName(new RegExp(`^${name}\\b`))
  }
  // Full HD is offered, labelled as upscaled, but the largest real picture is selected.
  const fullHd = cards(page).nth(0)
  await expect(fullHd).not.toBeChecked()
  await expect(fullHd).toHaveAccessibleName('Full HD Upscaled 1920 × 1080 px')
  await expect(cards(page).nth(1)).toBeChecked()
  await expect(cards(page).nth(1)).toHaveAccessibleName('Maximum Resolution 1280 × 720 px')
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

test('a failing lookup is retried 3 times with backoff, then reported', async ({
  page,
  request,
}, testInfo) => {
  test.slow() // 1 s + 2 s + 4 s of backoff
  const id = uniqueVideoId(testInfo)
  await setFault(request, 'status:503', { id })
  const lookups = recordLookups(page)
  const startedAt = Date.now()
  await lookUp(page, watchLink(id))
  await expectToast(page, TOASTS.fetchFailed, { timeout: 20_000 })
  expect(lookups).toHaveLength(4)
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(7000)
  await expect(cards(page)).toHaveCount(0)
})

test('a lookup that fails once succeeds on retry; a 404 is never retried', async ({
  page,
}, testInfo) => {
  let failures = 1
  await page.route('**/api/thumbnails?*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 502, body: '{}' }) : route.continue(),
  )
  const lookups = recordLookups(page)
  await lookUp(page, watchLink(uniqueVideoId(testInfo)))
  await expectToast(page, TOASTS.thumbnailsFound(6))
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
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
})

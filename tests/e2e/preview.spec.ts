/**
 * "Test your thumbnail" at /preview (app/routes/preview.tsx), used as a visitor uses it: pick
 * pictures (setInputFiles) or drop them, type a title, see them in the feed mock-ups, remove
 * and replace one, see the legibility warning, put a real video or a channel's newest videos
 * beside them (the fake image host behind the e2e server), with axe in every state, light and
 * dark, desktop and phone.
 * The pictures are generated (tests/fixtures/test-pictures.ts) and never leave the browser.
 */
import type { Page } from '@playwright/test'
import { FEED_SIZES } from '#app/components/feed-preview/feed-sizes.ts'
import { testPictureFile, type TestPicture } from '#tests/fixtures/test-pictures.ts'
import { watchLink } from '#core/video-id.ts'
import { expectNoViolations } from './axe.ts'
import { fakeChannelName, listVideos } from '#tests/fake-image-host/feeds.ts'
import { CHANNEL_VIDEOS_SHOWN } from '#app/components/thumbnail-tester/channel-videos.ts'
import { uniqueChannelId, uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

const PNG = 'image/png'

async function pictureFile(name: TestPicture, fileName = `${name}.png`) {
  return { name: fileName, mimeType: PNG, buffer: await testPictureFile(name) }
}

const picker = (page: Page) => page.getByLabel('Choose pictures')
const pictureList = (page: Page) => page.getByRole('list', { name: 'Your pictures' })
const theme = (page: Page, id: 'light' | 'dark') => page.locator(`[data-feed-theme=${id}]`)

/** Every request the page makes to a host other than this site (the e2e server). */
function recordForeignRequests(page: Page, site: string | undefined): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'blob:' || url.protocol === 'data:') return
    if (url.origin !== new URL(site ?? 'http://invalid').origin) foreign.push(request.url())
  })
  return foreign
}

/** Records the object URLs the page revokes, from its next load on. */
async function recordRevoked(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const revoked: string[] = []
    Object.assign(window, { revokedUrls: revoked })
    const revoke = URL.revokeObjectURL.bind(URL)
    URL.revokeObjectURL = (url) => {
      revoked.push(url)
      revoke(url)
    }
  })
  return () => page.evaluate(() => (window as unknown as { revokedUrls: string[] }).revokedUrls)
}

async function addPictures(page: Page, ...names: TestPicture[]) {
  await picker(page).setInputFiles(await Promise.all(names.map((name) => pictureFile(name))))
}

test('without pictures, the page explains itself and says nothing is uploaded', async ({
  page,
}) => {
  await page.goto('/preview')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test your thumbnail')
  await expect(page.getByText('Nothing is uploaded.')).toBeVisible()
  await expect(page.getByText(/^Add a picture and your thumbnail appears here/)).toBeVisible()
  await expect(page.locator('[data-feed-theme]')).toHaveCount(0)
})

test('picked pictures show in every place, light and dark, with the title, channel and length', async ({
  page,
  isMobile,
  baseURL,
}) => {
  const problems = recordProblems(page)
  const foreign = recordForeignRequests(page, baseURL)
  await page.goto('/preview')
  await addPictures(page, 'largeText', 'gradient')
  await page.getByLabel('Title').fill('I tried every thumbnail trick')
  await page.getByLabel('Channel name (optional)').fill('Pixel Kitchen')
  await page.getByLabel('Length (optional)').fill('08:05')

  await expect(pictureList(page).getByRole('listitem')).toHaveCount(2)
  for (const id of ['light', 'dark'] as const) {
    const panel = theme(page, id)
    await expect(panel.locator('[data-feed-picture]')).toHaveCount(2 * 4)
    for (const place of ['home', 'search', 'sidebar', 'phone'] as const) {
      await expect(panel.locator(`[data-feed-picture=${place}]`)).toHaveCount(2)
    }
    await expect(panel.getByText('I tried every thumbnail trick')).toHaveCount(8)
    await expect(panel.getByText('Pixel Kitchen').first()).toBeVisible()
    await expect(panel.locator('[data-feed-duration]').first()).toHaveText('8:05')
  }
  // Every picture drawn from the visitor's own file, at the place's real size.
  const sidebar = theme(page, 'light').locator('[data-feed-picture=sidebar]').first()
  await expect(sidebar.locator('img')).toHaveAttribute('src', /^blob:/)
  await expect
    .poll(() => sidebar.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(1280)
  const box = await sidebar.boundingBox()
  if (!isMobile) expect(box?.width).toBe(FEED_SIZES.sidebar.width)
  // No horizontal scrolling, on a phone too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await expectNoViolations(page)
  expect(foreign).toEqual([])
  expect(problems).toEqual([])
})

test('a picture with small text gets the warning; one with a large word does not', async ({
  page,
}) => {
  await page.goto('/preview')
  await addPictures(page, 'fineText', 'largeText')
  const items = pictureList(page).getByRole('listitem')
  await expect(items.nth(0)).toContainText('Text may be hard to read at 168 × 94')
  await expect(items.nth(1)).toContainText('No small text found at 168 × 94.')
  await expect(page.locator('[data-legibility=warning]')).toHaveCount(1)
  await expectNoViolations(page)
})

test('removing a picture drops it everywhere, frees its file and returns focus to the picker', async ({
  page,
}) => {
  const revoked = await recordRevoked(page)
  await page.goto('/preview')
  await addPictures(page, 'fineText', 'largeText', 'gradient')
  await expect(theme(page, 'light').locator('[data-feed-picture=home]')).toHaveCount(3)
  const first = pictureList(page).getByRole('listitem').first()
  const url = (await first.locator('img').getAttribute('src')) ?? ''
  expect(url).toMatch(/^blob:/)
  expect(await revoked()).toEqual([])

  await page.getByRole('button', { name: 'Remove picture 1' }).click()
  await expect(theme(page, 'light').locator('[data-feed-picture=home]')).toHaveCount(2)
  await expect(pictureList(page)).not.toContainText('fineText.png')
  await expect(page.locator('[data-legibility=warning]')).toHaveCount(0)
  await expect(picker(page)).toBeFocused()
  await expect.poll(revoked).toEqual([url])
})

test('replacing a picture keeps its place and frees the old file', async ({ page }) => {
  const revoked = await recordRevoked(page)
  await page.goto('/preview')
  await addPictures(page, 'gradient', 'largeText')
  const first = pictureList(page).getByRole('listitem').first()
  const url = (await first.locator('img').getAttribute('src')) ?? ''
  await page.getByLabel('Replace picture 1').setInputFiles(await pictureFile('fineText', 'new.png'))
  await expect(first).toContainText('Picture 1: new.png')
  await expect(first).toContainText('Text may be hard to read')
  await expect.poll(revoked).toEqual([url])
})

test('files that are not pictures, and a fourth picture, are refused by name', async ({ page }) => {
  await page.goto('/preview')
  await picker(page).setInputFiles([
    await pictureFile('largeText', 'one.png'),
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    await pictureFile('gradient', 'two.png'),
  ])
  await expect(page.getByRole('alert')).toHaveText(
    '“notes.pdf” is not a picture the tester can show: choose JPG, PNG, WebP or GIF files.',
  )
  await picker(page).setInputFiles([
    await pictureFile('largeText', 'three.png'),
    await pictureFile('gradient', 'four.png'),
  ])
  await expect(page.getByRole('alert')).toHaveText(
    'The tester compares up to 3 pictures at a time, so “four.png” was left out: remove a picture to make room.',
  )
  await expect(pictureList(page).getByRole('listitem')).toHaveCount(3)
  await expectNoViolations(page)
})

test('a file that is not really a picture is dropped with a message', async ({ page }) => {
  await page.goto('/preview')
  await picker(page).setInputFiles({ name: 'broken.png', mimeType: PNG, buffer: Buffer.from('no') })
  await expect(page.getByRole('alert')).toContainText(
    '“broken.png” could not be opened as a picture',
  )
  await expect(pictureList(page)).toHaveCount(0)
})

test('pictures dropped on the drop zone are taken like picked ones', async ({ page }) => {
  await page.goto('/preview')
  const bytes = [...(await testPictureFile('largeText'))]
  const transfer = await page.evaluateHandle((data) => {
    const dt = new DataTransfer()
    dt.items.add(new File([new Uint8Array(data)], 'dropped.png', { type: 'image/png' }))
    return dt
  }, bytes)
  const zone = page.locator('[data-drop-zone]')
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
  await expect(pictureList(page)).toContainText('Picture 1: dropped.png')
  await expect(theme(page, 'dark').locator('[data-feed-picture=phone]')).toHaveCount(1)
})

test('a length that is not one is marked, and the badge keeps the example', async ({ page }) => {
  await page.goto('/preview')
  await addPictures(page, 'gradient')
  const length = page.getByLabel('Length (optional)')
  await length.fill('ten minutes')
  await expect(length).toHaveAttribute('aria-invalid', 'true')
  await expect(length).toHaveAccessibleDescription(/^Write the length as minutes and seconds/)
  await expect(theme(page, 'light').locator('[data-feed-duration]').first()).toHaveText('10:24')
  await expectNoViolations(page)
})

test('a real video’s thumbnail joins the pictures, looked up through this site only', async ({
  page,
  isMobile,
  baseURL,
}, testInfo) => {
  const foreign = recordForeignRequests(page, baseURL)
  const problems = recordProblems(page)
  await page.goto('/preview')
  await addPictures(page, 'fineText')
  const id = uniqueVideoId(testInfo, 'prv')
  await page.getByLabel('YouTube video or channel link').fill(watchLink(id))
  await page.getByRole('button', { name: 'Show beside mine' }).click()
  await expect(page.getByText(/^Showing “.+”.* beside your pictures\.$/)).toBeVisible()
  const real = theme(page, 'light').locator(`[data-feed-candidate=real-${id}]`)
  await expect(real).toHaveCount(4)
  await expect(real.first()).toContainText('Real video')
  await expect(real.first().locator('img')).toHaveAttribute(
    'src',
    new RegExp(`^/api/thumbnails/${id}/preview/`),
  )
  await expect(theme(page, 'dark').locator('[data-feed-picture=search]')).toHaveCount(2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await expectNoViolations(page)
  if (!isMobile) await expect(page.locator('[data-legibility=warning]')).toHaveCount(1)

  await page.getByRole('button', { name: 'Remove the real video' }).click()
  await expect(theme(page, 'light').locator('[data-feed-candidate^=real-]')).toHaveCount(0)
  expect(foreign).toEqual([])
  expect(problems).toEqual([])
})

test('a channel link puts its newest videos beside the pictures, through this site only', async ({
  page,
  baseURL,
}, testInfo) => {
  const foreign = recordForeignRequests(page, baseURL)
  const problems = recordProblems(page)
  await page.goto('/preview')
  await addPictures(page, 'gradient')
  const channel = uniqueChannelId(testInfo)
  const name = fakeChannelName(channel)
  const newest = (listVideos(channel) ?? []).slice(0, CHANNEL_VIDEOS_SHOWN)
  await page.getByLabel('YouTube video or channel link').fill(`youtube.com/channel/${channel}`)
  await page.getByRole('button', { name: 'Show beside mine' }).click()
  await expect(
    page.getByText(`Showing the 3 newest videos of ${name} beside your pictures.`),
  ).toBeVisible()

  for (const id of ['light', 'dark'] as const) {
    const panel = theme(page, id)
    // The picture and the channel's three videos, in every place.
    await expect(panel.locator('[data-feed-picture=home]')).toHaveCount(1 + newest.length)
    for (const [index, videoId] of newest.entries()) {
      const cards = panel.locator(`[data-feed-candidate=channel-${videoId}]`)
      await expect(cards).toHaveCount(4)
      await expect(cards.first()).toContainText(`Feed video ${index + 1} & "friends" <${videoId}>`)
      await expect(cards.first()).toContainText(name)
      await expect(cards.first().locator('img')).toHaveAttribute(
        'src',
        `/api/thumbnails/${videoId}/preview/mqdefault.webp`,
      )
    }
  }
  // Each picture loaded from this site.
  const first = theme(page, 'light').locator(`[data-feed-candidate=channel-${newest[0]}] img`)
  await expect
    .poll(() => first.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(320)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  )
  await expectNoViolations(page)

  await page.getByRole('button', { name: 'Remove the channel’s videos' }).click()
  await expect(theme(page, 'light').locator('[data-feed-candidate^=channel-]')).toHaveCount(0)
  await expect(theme(page, 'light').locator('[data-feed-picture=home]')).toHaveCount(1)
  await expect(page.getByLabel('YouTube video or channel link')).toHaveValue('')
  expect(foreign).toEqual([])
  expect(problems).toEqual([])
})

test('a channel that does not exist, and an @handle without a key, are told at the field', async ({
  page,
}, testInfo) => {
  await page.goto('/preview')
  const link = page.getByLabel('YouTube video or channel link')
  // `UCdead…` is a channel the fake host does not know.
  await link.fill(`https://www.youtube.com/channel/UCdead${uniqueVideoId(testInfo)}0000000`)
  await page.getByRole('button', { name: 'Show beside mine' }).click()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toHaveAccessibleDescription(/^No channel was found at this link/)
  await link.fill('https://www.youtube.com/@somebody')
  await page.getByRole('button', { name: 'Show beside mine' }).click()
  await expect(link).toHaveAccessibleDescription(/^This server reads @handle links only with/)
  await expectNoViolations(page)
})

test('a link that names no video is refused at the field', async ({ page }) => {
  await page.goto('/preview')
  const link = page.getByLabel('YouTube video or channel link')
  await link.fill('https://www.youtube.com/playlist?list=PL1234567890')
  await page.getByRole('button', { name: 'Show beside mine' }).click()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toHaveAccessibleDescription(
    'This is a playlist link: paste the link of one video, or of a channel.',
  )
  await expectNoViolations(page)
})

test.describe('dark', () => {
  test.use({ colorScheme: 'dark' })

  test('with pictures, a warning and a real video, the page has no violation', async ({
    page,
  }, testInfo) => {
    await page.goto('/preview')
    await addPictures(page, 'fineText', 'gradient')
    await expect(page.locator('[data-legibility=warning]')).toHaveCount(1)
    await page
      .getByLabel('YouTube video or channel link')
      .fill(watchLink(uniqueVideoId(testInfo, 'prd')))
    await page.getByRole('button', { name: 'Show beside mine' }).click()
    await expect(page.getByText(/^Showing “.+”.* beside your pictures\.$/)).toBeVisible()
    await expectNoViolations(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the page says the tester needs JavaScript, and its controls wait', async ({ page }) => {
    await page.goto('/preview')
    await expect(page.getByText(/^The tester runs entirely in your browser/)).toBeVisible()
    await expect(picker(page)).toBeDisabled()
    await expect(page.getByLabel('Title')).toBeDisabled()
  })
})

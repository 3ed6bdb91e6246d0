/**
 * Installing the site: the web manifest's share target. On Android, sharing a
 * video from the YouTube app to the installed site opens
 * `/share?title=…&text=…&url=…`, which lands on that video's thumbnails.
 */
import { TOASTS } from '#core/toasts.ts'
import { cards, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, test } from './fixtures.ts'

test('the manifest declares a GET share target and no service worker is registered', async ({
  page,
  request,
}) => {
  const manifest = await (await request.get('/site.webmanifest')).json()
  expect(manifest.share_target).toEqual({
    action: '/share',
    method: 'GET',
    params: { title: 'title', text: 'text', url: 'url' },
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toEqual([])
})

test('a link shared inside the text (as the YouTube app does) opens its thumbnails', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  const text = `Never gonna give you up https://youtu.be/${id}?si=abc`
  await page.goto(`/share?title=${encodeURIComponent('A video')}&text=${encodeURIComponent(text)}`)
  await expect(page).toHaveURL(/\/\?url=/)
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByText(id, { exact: true })).toBeVisible()
})

test('a link shared as the url field opens its thumbnails', async ({ page }, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await page.goto(`/share?title=Watch&url=${encodeURIComponent(watchLink(id))}`)
  await expect(page).toHaveURL(`/?url=${encodeURIComponent(watchLink(id))}`)
  await expect(cards(page)).toHaveCount(6)
})

test('a share without a video link says so; an empty share opens the home page', async ({
  page,
}) => {
  await page.goto(`/share?text=${encodeURIComponent('just some words')}`)
  const field = page.getByLabel('YouTube video link')
  await expect(field).toHaveValue('just some words')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(TOASTS.invalidUrl.description)
  await page.goto('/share')
  await expect(page).toHaveURL('/')
})

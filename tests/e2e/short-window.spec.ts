/**
 * A short window: a 1280 × 800 laptop at 200 % zoom is 640 × 400 CSS px, and a phone held
 * sideways is about as short. The fixed header and the sticky download bar then take one
 * slim row each (app/app.css, `short`), and toasts sit over the header, clear of the video's
 * title and of the selected card.
 */
import type { Locator, Page } from '@playwright/test'
import { fakeTitle } from '#tests/fake-image-host/extras.ts'
import { expectNoViolations } from './axe.ts'
import { expectToast, lookUp, toasts, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, test } from './fixtures.ts'

/** The fixed and sticky bars may take this share of the window's height together. */
const BARS_SHARE = 0.4

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  if (!box) throw new Error('not on the page')
  return box
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The part of `box` the fixed header leaves in sight (the page scrolls under the header). */
async function belowHeader(page: Page, box: Box): Promise<Box> {
  const header = await boxOf(page.getByRole('banner'))
  const top = Math.max(box.y, header.y + header.height)
  return { ...box, y: top, height: Math.max(0, box.y + box.height - top) }
}

/** The desktop at 200 % zoom; the phone held sideways. */
async function shortWindow(page: Page, project: string) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 }
  await page.setViewportSize(
    project === 'phone'
      ? { width: height, height: width }
      : { width: width / 2, height: height / 2 },
  )
}

test('header and download bar together take at most 40 % of a short window', async ({
  page,
}, testInfo) => {
  await shortWindow(page, testInfo.project.name)
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto(`/?v=${id}`)
  await page.getByRole('radio', { name: /^Maximum Resolution/ }).click()
  const bar = page.locator('.sticky.bottom-0')
  await expect(bar).toBeInViewport()
  const { header, sticky, inner } = await page.evaluate(() => ({
    header: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
    sticky: document.querySelector('.sticky.bottom-0')?.getBoundingClientRect().height ?? 0,
    inner: innerHeight,
  }))
  expect(header).toBeGreaterThan(0)
  expect(header + sticky).toBeLessThanOrEqual(inner * BARS_SHARE)
  // Still every control of the bar, in reach.
  await expect(bar.getByRole('button', { name: 'Download JPG' })).toBeInViewport()
  await expect(bar.getByRole('radiogroup', { name: 'Format' })).toBeInViewport()
})

test('in a short window toasts cover neither the video title nor the selected card', async ({
  page,
}, testInfo) => {
  await shortWindow(page, testInfo.project.name)
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto('/')
  await lookUp(page, watchLink(id))
  await expectToast(page, { title: 'Thumbnails found!', description: 'thumbnail options' })
  const title = page.getByText(fakeTitle(id), { exact: true })
  const toast = () => boxOf(toasts(page).getByRole('listitem').first())
  expect(overlaps(await toast(), await belowHeader(page, await boxOf(title)))).toBe(false)
  // The slim toast over the slim header and bar: still no WCAG violation.
  await expectNoViolations(page)

  // A card in the first row, selected: a download's toast stays off it and off the title.
  const card = page.getByRole('radio', { name: /^Maximum Resolution/ })
  await card.click()
  await page.getByRole('button', { name: 'Download JPG' }).click()
  await expectToast(page, { title: 'Download started', description: 'downloading' })
  const shown = await toast()
  expect(overlaps(shown, await belowHeader(page, await boxOf(card)))).toBe(false)
  expect(overlaps(shown, await belowHeader(page, await boxOf(title)))).toBe(false)
})

test('a window of ordinary height keeps the 80 px header', async ({ page }) => {
  await page.goto('/about')
  const height = await page.evaluate(
    () => document.querySelector('header')?.getBoundingClientRect().height,
  )
  expect(height).toBe(80)
})

/**
 * Every picture a video has, as a visitor meets them: the title and channel above the
 * cards, the groups (main sizes, original shape, frames), a Short's vertical cover in its
 * real shape, a frame, a download without the black bars of a 4:3 picture and a file named
 * after the video's title, with and without JavaScript. The fake host's `short…` and
 * `rich…` ids have these pictures and titles (tests/fake-image-host/extras.ts).
 */
import type { Page } from '@playwright/test'
import { titledFileName } from '#core/filename.ts'
import { fakeTitle } from '#tests/fake-image-host/extras.ts'
import { cards, download, lookUp, sizeOf, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

function group(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true })
}

test("a Short's vertical cover stands upright, is selected first and downloads at 1080 × 1920", async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo, 'short')
  await page.goto('/')
  await lookUp(page, `https://www.youtube.com/shorts/${id}`)

  const results = page.getByRole('region', { name: 'Choose your thumbnail' })
  await expect(results.getByText(fakeTitle(id), { exact: true })).toBeVisible()
  await expect(results.getByText('Fake Channel', { exact: true })).toBeVisible()
  // The selected cover leads: its group first, then the main sizes, then the frames' button.
  await expect(results.getByRole('heading', { level: 3 })).toHaveText([
    'Original',
    'Main sizes',
    'Show 9 frames',
  ])
  const cover = group(page, 'Original').getByRole('radio')
  await expect(cover).toHaveCount(1)
  await expect(cover).toHaveAccessibleName('Shorts cover (vertical) 1080 × 1920 px')
  await expect(cover).toBeChecked()
  await expect(results.getByRole('radio').first()).toBeChecked()
  await expect(cover).toBeInViewport()
  // Its picture keeps the 9:16 shape: taller than wide, not cropped to 16:9.
  const picture = page.locator('label:has(input[value="oardefault"]) img')
  await expect(picture).toHaveJSProperty('complete', true)
  const box = await picture.boundingBox()
  expect(box).not.toBeNull()
  expect(box && box.height / box.width).toBeCloseTo(16 / 9, 1)

  const file = await download(page)
  expect(file.suggestedFilename()).toBe(`youtube-thumbnail-${id}-oardefault.jpg`)
  expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 1080, height: 1920 })
  expect(problems).toEqual([])
})

test("/?v=ID of a Short, rendered by the server, shows its upright cover's shape before the picture loads, within the CSP", async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  // The report of a CSP violation, which a console message may not carry whole.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP: ${event.violatedDirective} blocked ${event.sample || event.blockedURI}`),
    ),
  )
  // The pictures never arrive: the frame's shape must come from the page alone.
  await page.route('**/api/thumbnails/**', () => new Promise<void>(() => {}))
  const id = uniqueVideoId(testInfo, 'short')
  // Not waiting for `load`, which the held pictures hold back; the app hydrates regardless.
  await page.goto(`/?v=${id}`, { waitUntil: 'domcontentloaded' })
  const picture = page.locator('label:has(input[value="oardefault"]) img')
  await expect(picture).toHaveJSProperty('complete', false)
  const frame = await picture.locator('..').boundingBox()
  expect(frame).not.toBeNull()
  expect(frame && frame.height / frame.width).toBeCloseTo(16 / 9, 1)
  expect(problems).toEqual([])
})

test('a frame is offered in the Frames group, largest first, and downloads as itself', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'short')
  await page.goto(`/?v=${id}`)
  const frames = group(page, 'Frames').getByRole('radio')
  await page.getByRole('button', { name: 'Show 9 frames' }).click()
  await expect(frames).toHaveCount(9)
  await expect(frames.first()).toHaveAccessibleName(/^Frame 1 \(High Quality\)/)
  await expect(frames.last()).toHaveAccessibleName(/^Frame 3 \(Low Quality\)/)

  await page.getByRole('radio', { name: /^Frame 2 \(Medium Quality\)/ }).click()
  await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'PNG' }).click()
  const file = await download(page, 'PNG')
  expect(file.suggestedFilename()).toBe(`youtube-thumbnail-${id}-mq2.png`)
  expect(await sizeOf(file)).toEqual({ format: 'png', width: 320, height: 180 })
})

test('a letterboxed picture offers, once selected, a download without its black bars', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto('/')
  await lookUp(page, watchLink(id))
  const withoutBars = page.getByRole('checkbox', { name: 'Without black bars' })
  // The selected full-size original has no bars: nothing to offer.
  await expect(page.getByRole('radio', { name: /^Full-size original/ })).toBeChecked()
  await expect(withoutBars).toHaveCount(0)

  await page.getByRole('radio', { name: /^Standard Definition/ }).click()
  await expect(withoutBars).toHaveCount(1)
  await expect(withoutBars).not.toBeChecked()
  await withoutBars.check()
  await expect(page.locator('label:has(input[value="sddefault"]) img')).toHaveAttribute(
    'src',
    `/api/thumbnails/${id}/preview/sddefault.webp?crop=letterbox`,
  )
  // The card, the bar and the title-named example give the size the file will have: the
  // height without bars comes with the lookup, measured by the server as the crop measures it.
  const card = page.locator('label:has(input[value="sddefault"])')
  await expect(card).toContainText('640 × 360 px')
  await expect(card).not.toContainText('480')
  await expect(page.locator('.sticky.bottom-0')).toContainText('640 × 360 px')
  await expect(page.getByRole('group', { name: 'File name' })).toContainText(
    `${id} - Standard Definition 640x360.jpg`,
  )
  // The choice is Standard Definition's: the next letterboxed card selected is not ticked.
  await page.getByRole('radio', { name: /^High Quality/ }).click()
  await expect(withoutBars).not.toBeChecked()
  await expect(page.locator('label:has(input[value="hqdefault"])')).toContainText('480 × 360 px')
  await page.getByRole('radio', { name: /^Standard Definition/ }).click()
  await expect(withoutBars).toBeChecked()
  const file = await download(page)
  expect(new URL(file.url()).search).toBe('?crop=letterbox')
  // Its name says so: not the host's picture of that name.
  expect(file.suggestedFilename()).toBe(`youtube-thumbnail-${id}-sddefault-no-bars.jpg`)
  // The 640 × 480 file holds a 16:9 picture between its bars: 640 × 360 without them.
  expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 640, height: 360 })
})

test('the file can be named after the video title, and the choice is remembered', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'rich')
  const title = fakeTitle(id)
  await page.goto(`/?v=${id}`)
  // The title is shown as text, quotes and angle brackets and all: first over the cards, then
  // in the feed preview's mock-ups.
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible()
  const names = page.getByRole('group', { name: 'File name' })
  await expect(names.getByRole('radio', { name: /^Video ID/ })).toBeChecked()
  await names.getByRole('radio', { name: /^Video title/ }).check()

  const file = await download(page)
  const expected = titledFileName(title, 'Full-size original', 1920, 1080, 'jpg')?.fileName
  expect(expected).toBe(`Café - Rich video - test ✓ ${id} - Full-size original 1920x1080.jpg`)
  expect(file.suggestedFilename()).toBe(expected)
  expect(new URL(file.url()).search).toBe('?name=title')

  await page.reload()
  await expect(names.getByRole('radio', { name: /^Video title/ })).toBeChecked()
})

test('without a known title there is no title line and no file name choice', async ({
  page,
}, testInfo) => {
  await page.goto(`/?v=${uniqueVideoId(testInfo, 'private')}`)
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByText('Fake Channel')).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'File name' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('/?v=ID renders the title, the groups and the selection, and downloads without bars under the title', async ({
    page,
  }, testInfo) => {
    const short = uniqueVideoId(testInfo, 'short')
    await page.goto(`/?v=${short}`)
    await expect(page.getByText(fakeTitle(short), { exact: true })).toBeVisible()
    await expect(group(page, 'Original').getByRole('radio')).toBeChecked()
    // The frames wait behind their button, which needs the script.
    await expect(group(page, 'Frames').getByRole('radio')).toHaveCount(0)

    const id = uniqueVideoId(testInfo, 'rich')
    await page.goto(`/?v=${id}`)
    await page.getByRole('radio', { name: /^High Quality/ }).check()
    await page.getByRole('checkbox', { name: 'Without black bars' }).check()
    await page
      .getByRole('group', { name: 'File name' })
      .getByRole('radio', { name: /^Video title/ })
      .check()
    const file = await download(page)
    expect(file.suggestedFilename()).toBe(
      titledFileName(fakeTitle(id), 'High Quality', 480, 270, 'jpg')?.fileName,
    )
    expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 480, height: 270 })
  })
})

test('the frames wait behind one button; a selected frame stays shown when it closes', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto(`/?v=${id}`)
  const toggle = page.getByRole('button', { name: 'Show 16 frames' })
  const frames = group(page, 'Frames').getByRole('radio')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(frames).toHaveCount(0)
  // A real 1920 × 1080 original: it leads, and the upscaled Full HD is not offered.
  const first = page.getByRole('radiogroup', { name: 'Choose your thumbnail' }).getByRole('radio')
  await expect(first.first()).toHaveAccessibleName('Full-size original 1920 × 1080 px')
  await expect(first.first()).toBeChecked()
  await expect(page.getByRole('radio', { name: /^Full HD/ })).toHaveCount(0)

  // Measured in view, so the click scrolls nothing.
  await toggle.scrollIntoViewIfNeeded()
  const above = await toggle.boundingBox()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide 16 frames' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(frames).toHaveCount(16)
  // Opening adds the grid below the button and moves nothing above it.
  const below = await page.getByRole('button', { name: 'Hide 16 frames' }).boundingBox()
  expect(below?.y).toBe(above?.y)
  await page.getByRole('radio', { name: /^Frame 2 \(Medium Quality\)/ }).click()
  await page.getByRole('button', { name: 'Hide 16 frames' }).click()
  await expect(frames).toHaveCount(1)
  await expect(frames).toBeChecked()
  await expect(frames).toHaveAccessibleName(/^Frame 2 \(Medium Quality\)/)
  expect(problems).toEqual([])
})

/**
 * A download cut to a shape, with a play button, as a visitor makes one: a music video's
 * square cover listed first, its 16:9 picture cut to the artwork between its side bars, each
 * shape offered with the size it gives, and the same without JavaScript. The fake host's
 * `music…` ids have square artwork between flat side bars and square originals
 * (tests/fake-image-host/README.md).
 */
import type { Page } from '@playwright/test'
import { TOASTS } from '#core/toasts.ts'
import { download, lookUp, sizeOf, watchLink } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'

const shapes = (page: Page) => page.getByRole('group', { name: 'Shape' })

test('a music video: its square cover first, its artwork cut square with a play button', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo, 'music')
  await page.goto('/')
  await lookUp(page, watchLink(id))
  const first = page.getByRole('radiogroup', { name: 'Choose your thumbnail' }).getByRole('radio')
  await expect(first.first()).toHaveAccessibleName('Square cover 1080 × 1080 px')
  await expect(first.first()).toBeChecked()

  await page.getByRole('radio', { name: /^Maximum Resolution/ }).click()
  // Each shape says the size it gives this picture: from inside its side bars.
  await expect(shapes(page).getByRole('radio', { name: /^Square 1:1/ })).toHaveAccessibleName(
    /720 × 720/,
  )
  await expect(shapes(page).getByRole('radio', { name: /^Widescreen 16:9/ })).toHaveAccessibleName(
    /720 × 405/,
  )
  await expect(shapes(page).getByRole('radio', { name: /^As it is/ })).toBeChecked()
  await shapes(page)
    .getByRole('radio', { name: /^Square 1:1/ })
    .check()
  await shapes(page)
    .getByRole('checkbox', { name: /play button/ })
    .check()
  const bar = page.locator('.sticky.bottom-0')
  await expect(bar).toContainText('720 × 720 px')
  await expect(bar).toContainText('square')
  await expect(bar).toContainText('play button')
  await expect(page.getByRole('group', { name: 'File name' })).toContainText(
    `youtube-thumbnail-${id}-maxresdefault-1x1-play.jpg`,
  )

  const file = await download(page)
  expect(new URL(file.url()).search).toBe('?crop=1%3A1&overlay=play')
  expect(file.suggestedFilename()).toBe(`youtube-thumbnail-${id}-maxresdefault-1x1-play.jpg`)
  expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 720, height: 720 })
  expect(problems).toEqual([])
})

test('the bar\'s "Shape" link leads to the choice, and a shape stays for the next picture', async ({
  page,
}, testInfo) => {
  await page.goto(`/?v=${uniqueVideoId(testInfo, 'plain')}`)
  await page.getByRole('link', { name: 'Shape' }).click()
  await expect(shapes(page)).toBeFocused()
  await shapes(page)
    .getByRole('radio', { name: /^Link preview 1\.91:1/ })
    .check()
  await expect(page.locator('.sticky.bottom-0')).toContainText('1280 × 670 px')
  await page.getByRole('radio', { name: /^High Quality/ }).click()
  await expect(page.locator('.sticky.bottom-0')).toContainText('480 × 251 px')
  const file = await download(page)
  expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 480, height: 251 })
})

test.describe('paste it elsewhere', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('HTML, Markdown and attribution of the picture as chosen, linked to its video', async ({
    page,
    baseURL,
  }, testInfo) => {
    const id = uniqueVideoId(testInfo, 'rich')
    await page.goto(`/?v=${id}`)
    await page.getByRole('radio', { name: /^Full-size original/ }).check()
    await shapes(page)
      .getByRole('radio', { name: /^Square 1:1/ })
      .check()
    await page
      .getByRole('radiogroup', { name: 'Format' })
      .getByRole('radio', { name: 'PNG' })
      .click()
    const readText = () => page.evaluate(() => navigator.clipboard.readText())
    const picture = `${baseURL}/api/thumbnails/${id}/oardefault.png?crop=1%3A1`
    const watch = `https://www.youtube.com/watch?v=${id}`

    await page.getByRole('button', { name: 'Copy HTML' }).click()
    await expect(page.getByText(TOASTS.snippetCopied('HTML').title)).toBeVisible()
    const html = await readText()
    expect(html).toContain(`<a href="${watch}"><img src="${picture}"`)
    expect(html).toContain('width="1080" height="1080">')
    // The title is escaped for its attribute: its quotes and angle brackets are entities.
    expect(html).toContain('alt="Café: &quot;Rich&quot; &lt;video&gt;')

    await page.getByRole('button', { name: 'Copy Markdown' }).click()
    const markdown = await readText()
    expect(markdown.startsWith('[![Café: "Rich" <video>')).toBe(true)
    expect(markdown.endsWith(`](${picture})](${watch})`)).toBe(true)

    await page.getByRole('button', { name: 'Copy Attribution' }).click()
    expect(await readText()).toBe(
      `Café: "Rich" <video> / test ✓ ${id} — Fake Channel, YouTube, ${watch}`,
    )
    // The copied picture is the very file.
    const response = await page.request.get(picture)
    expect(response.status()).toBe(200)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the shape and the play button are sent with the results form', async ({
    page,
  }, testInfo) => {
    const id = uniqueVideoId(testInfo, 'plain')
    await page.goto(`/?v=${id}`)
    await page.getByRole('radio', { name: /^Maximum Resolution/ }).check()
    await shapes(page)
      .getByRole('radio', { name: /^Vertical 9:16/ })
      .check()
    await shapes(page)
      .getByRole('checkbox', { name: /play button/ })
      .check()
    const file = await download(page)
    expect(file.suggestedFilename()).toBe(`youtube-thumbnail-${id}-maxresdefault-9x16-play.jpg`)
    expect(await sizeOf(file)).toEqual({ format: 'jpeg', width: 405, height: 720 })
  })
})

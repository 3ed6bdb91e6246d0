/**
 * Copy image, Copy link and Share on the results (app/components/downloader/share-actions.tsx),
 * and the card grids that leave no card alone on a row (card-grid.ts), at desktop and phone
 * sizes. The clipboard is Chromium's own, read back in the page; the share sheet is stubbed
 * before the page loads (no headless browser has one) to capture the file handed to it.
 */
import type { Page, Request, Route } from '@playwright/test'
import { titledFileName } from '#core/filename.ts'
import { TOASTS } from '#core/toasts.ts'
import { fakeTitle } from '#tests/fake-image-host/extras.ts'
import { cards, expectToast } from './downloader-page.ts'
import { uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'
import { expectNoViolations } from './axe.ts'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name })

/** The clipboard's picture as the page reads it back: its types, PNG signature and size. */
function readClipboardImage(page: Page) {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read()
    if (!item) return null
    const blob = await item.getType('image/png')
    const head = [...new Uint8Array(await blob.slice(0, 8).arrayBuffer())]
    const bitmap = await createImageBitmap(blob)
    return { types: item.types, head, width: bitmap.width, height: bitmap.height }
  })
}

/** The PNG signature (RFC 2083, 12.12). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/**
 * Requests the page's script makes for picture files of our download route, recorded from now
 * on. An `<img>` is not one: the feed preview's `srcset` may load the original picture.
 */
function recordFileRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (
      request.resourceType() !== 'image' &&
      /^\/api\/thumbnails\/[^/]+\/[^/]+\.(jpg|png|webp)$/.test(new URL(request.url()).pathname)
    )
      requests.push(request)
  })
  return requests
}

test('Copy image puts the selected picture on the clipboard as a PNG of its full size', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const id = uniqueVideoId(testInfo)
  await page.goto(`/?v=${id}`)
  const files = recordFileRequests(page)
  const copy = button(page, 'Copy image')
  await copy.click()
  await expect(button(page, 'Copied')).toBeVisible()
  await expectToast(page, TOASTS.imageCopied)
  expect(await readClipboardImage(page)).toEqual({
    types: ['image/png'],
    head: PNG_SIGNATURE,
    width: 1280,
    height: 720,
  })
  // Fetched from our own route, as a PNG, once.
  expect(files.map((r) => new URL(r.url()).pathname)).toEqual([
    `/api/thumbnails/${id}/maxresdefault.png`,
  ])
  // The button reads as itself again.
  await expect(button(page, 'Copy image')).toBeVisible({ timeout: 5_000 })

  // Another card: its own size; a frame without its black bars is 16:9.
  await page.getByRole('radio', { name: /^High Quality/ }).click()
  await button(page, 'Copy image').click()
  await expect(button(page, 'Copied')).toBeVisible()
  expect(await readClipboardImage(page)).toMatchObject({ width: 480, height: 360 })
  expect(problems).toEqual([])
})

test('Copy image copies a letterboxed picture without its bars when that is ticked', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto(`/?v=${id}`)
  await page.getByRole('radio', { name: /^Standard Definition/ }).click()
  await page.getByRole('checkbox', { name: 'Without black bars' }).check()
  await button(page, 'Copy image').click()
  await expect(button(page, 'Copied')).toBeVisible()
  expect(await readClipboardImage(page)).toMatchObject({ width: 640, height: 360 })
})

test('Copy link copies the address of the download as chosen: format, crop and name', async ({
  page,
  baseURL,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto(`/?v=${id}`)
  const readText = () => page.evaluate(() => navigator.clipboard.readText())

  await button(page, 'Copy link').click()
  await expect(button(page, 'Link copied')).toBeVisible()
  await expectToast(page, TOASTS.linkCopied)
  expect(await readText()).toBe(`${baseURL}/api/thumbnails/${id}/oardefault.jpg`)

  await page.getByRole('radio', { name: /^Standard Definition/ }).click()
  await page.getByRole('checkbox', { name: 'Without black bars' }).check()
  await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'PNG' }).click()
  await page.getByRole('radio', { name: 'Video title' }).check()
  await button(page, 'Copy link').click()
  await expect(button(page, 'Link copied')).toBeVisible()
  const link = await readText()
  expect(link).toBe(`${baseURL}/api/thumbnails/${id}/sddefault.png?crop=letterbox&name=title`)
  // The link serves that very file.
  const response = await page.request.get(link)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
})

test('the buttons keep focus and their focus ring when used from the keyboard', async ({
  page,
}, testInfo) => {
  await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
  const copyLink = button(page, 'Copy link')
  await copyLink.focus()
  await page.keyboard.press('Enter')
  const done = button(page, 'Link copied')
  await expect(done).toBeFocused()
  const outline = await done.evaluate((el) => getComputedStyle(el).outlineStyle)
  expect(outline).not.toBe('none')
  await page.keyboard.press('Shift+Tab')
  await expect(button(page, 'Copy image')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(button(page, 'Copied')).toBeFocused()
})

test('without ClipboardItem, Copy image says the browser cannot and copies nothing', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    // @ts-expect-error: removed to stand for a browser without the API
    delete window.ClipboardItem
  })
  await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
  await page.evaluate(() => navigator.clipboard.writeText('before'))
  const files = recordFileRequests(page)
  await button(page, 'Copy image').click()
  await expectToast(page, TOASTS.copyImageUnsupported)
  await expect(button(page, 'Copy image')).toBeVisible()
  await expect(button(page, 'Copied')).toHaveCount(0)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before')
  expect(files).toEqual([])
  // Copy link still works, so the toast's advice holds.
  await button(page, 'Copy link').click()
  await expect(button(page, 'Link copied')).toBeVisible()
})

/** Stubs the share sheet before the page loads: canShare answers `canShare`, share records. */
async function stubShareSheet(page: Page, canShare: boolean, refuseFirst = false) {
  await page.addInitScript(
    ([canShare, refuseFirst]) => {
      const shared: { name: string; type: string; size: number; title?: string }[] = []
      let refusals = refuseFirst ? 1 : 0
      Object.assign(window, { __shared: shared })
      Object.defineProperty(navigator, 'canShare', {
        value: (data?: ShareData) =>
          canShare && (data?.files ?? []).every((file) => file.type.startsWith('image/')),
      })
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => {
          if (refusals-- > 0) throw new DOMException('no user activation', 'NotAllowedError')
          for (const file of data.files ?? [])
            shared.push({ name: file.name, type: file.type, size: file.size, title: data.title })
        },
      })
    },
    [canShare, refuseFirst] as const,
  )
}

const shared = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared)

test('Share hands the file itself, in the chosen format and named as the download, to the share sheet', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  await stubShareSheet(page, true)
  const id = uniqueVideoId(testInfo, 'rich')
  await page.goto(`/?v=${id}`)
  await button(page, 'Share').click()
  await expect(button(page, 'Shared')).toBeVisible()
  const jpg = await page.request.get(`/api/thumbnails/${id}/oardefault.jpg`)
  expect(await shared(page)).toEqual([
    {
      name: `youtube-thumbnail-${id}-oardefault.jpg`,
      type: 'image/jpeg',
      size: (await jpg.body()).length,
      title: fakeTitle(id),
    },
  ])

  await page.getByRole('radiogroup', { name: 'Format' }).getByRole('radio', { name: 'PNG' }).click()
  await page.getByRole('radio', { name: 'Video title' }).check()
  await button(page, 'Share').click()
  await expect(button(page, 'Shared')).toBeVisible()
  const png = await page.request.get(`/api/thumbnails/${id}/oardefault.png`)
  const titled = titledFileName(fakeTitle(id), 'Full-size original', 1920, 1080, 'png')
  expect((await shared(page)).at(-1)).toEqual({
    name: titled?.fileName,
    type: 'image/png',
    size: (await png.body()).length,
    title: fakeTitle(id),
  })
  expect(problems).toEqual([])
})

test('a share sheet refused after the fetch opens with the next tap, the file ready', async ({
  page,
}, testInfo) => {
  await stubShareSheet(page, true, true)
  const id = uniqueVideoId(testInfo)
  await page.goto(`/?v=${id}`)
  const files = recordFileRequests(page)
  await button(page, 'Share').click()
  await expectToast(page, TOASTS.shareReady)
  expect(await shared(page)).toEqual([])
  await button(page, 'Share').click()
  await expect(button(page, 'Shared')).toBeVisible()
  expect(await shared(page)).toHaveLength(1)
  // The second tap used the file fetched by the first.
  expect(files).toHaveLength(1)
})

test('Share is not offered where the browser cannot share files', async ({ page }, testInfo) => {
  await stubShareSheet(page, false)
  await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
  await expect(button(page, 'Copy link')).toBeVisible()
  await expect(button(page, 'Share')).toHaveCount(0)
})

test('Share is not offered where the browser has no Web Share at all', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { value: undefined })
    Object.defineProperty(navigator, 'share', { value: undefined })
  })
  await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
  await expect(button(page, 'Copy image')).toBeVisible()
  await expect(button(page, 'Share')).toHaveCount(0)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the buttons, copied and shared, have no WCAG 2.2 AA violation (${colorScheme})`, async ({
    page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme })
    await stubShareSheet(page, true)
    await page.goto(`/?v=${uniqueVideoId(testInfo)}`)
    await button(page, 'Copy link').click()
    await expect(button(page, 'Link copied')).toBeVisible()
    await expect(button(page, 'Share')).toBeVisible()
    await expectNoViolations(page)
  })
}

/**
 * The cards of each group by row (their top edge), with whether a row's one card spans the
 * grid's full width.
 */
async function rowsOfGroups(page: Page) {
  await expect(cards(page).first()).toBeVisible()
  return page
    .locator('[role=radiogroup] [role=group], [role=group][aria-label=Frames]')
    .evaluateAll((groups) =>
      groups.map((group) => {
        const grid = group.querySelector('.grid')
        if (!grid) return { count: 0, rows: [] as { cards: number; fullWidth: boolean }[] }
        const gridWidth = grid.getBoundingClientRect().width
        const rows = new Map<number, DOMRect[]>()
        for (const card of grid.children) {
          const box = card.getBoundingClientRect()
          const top = Math.round(box.top)
          rows.set(top, [...(rows.get(top) ?? []), box])
        }
        return {
          count: grid.children.length,
          rows: [...rows.values()].map((boxes) => ({
            cards: boxes.length,
            fullWidth: boxes.length === 1 && Math.abs((boxes[0]?.width ?? 0) - gridWidth) < 1,
          })),
        }
      }),
    )
}

function expectNoLoneCard(groups: Awaited<ReturnType<typeof rowsOfGroups>>) {
  for (const group of groups) {
    if (group.count < 2) continue
    expect(group.rows.at(-1)?.cards, JSON.stringify(group)).toBeGreaterThan(1)
    for (const row of group.rows) {
      if (row.cards === 1) expect(row.fullWidth, JSON.stringify(group)).toBe(true)
    }
  }
}

test('no card sits alone on the last row: 5, 6, 9 and 16 cards of the fake host', async ({
  page,
}, testInfo) => {
  // Groups as shown, the selected picture's first; the frames once their button opens them.
  for (const [prefix, counts] of [
    ['', [6]],
    ['short', [1, 6, 9]],
    ['rich', [1, 5, 16]],
  ] as const) {
    await page.goto(`/?v=${uniqueVideoId(testInfo, prefix)}`)
    const frames = page.getByRole('button', { name: /^Show \d+ frames$/ })
    if (counts.length > 2) await frames.click()
    const groups = await rowsOfGroups(page)
    expect(groups.map((g) => g.count)).toEqual(counts)
    expectNoLoneCard(groups)
  }
})

test('no card sits alone on the last row with 7 or 22 cards in one group', async ({
  page,
}, testInfo) => {
  // The rich video's 22 real pictures, answered as one group of the first `count`.
  let count = 0
  await page.route(
    (url) => url.pathname === '/api/thumbnails',
    async (route: Route) => {
      const response = await route.fetch()
      const lookup = (await response.json()) as {
        thumbnails: { group: string; upscaled?: boolean }[]
      }
      lookup.thumbnails = lookup.thumbnails
        // Not the upscaled Full HD, which the page hides beside the real 1920 × 1080.
        .filter((entry) => !entry.upscaled)
        .slice(0, count)
        .map((entry) => ({ ...entry, group: 'main' }))
      await route.fulfill({ response, json: lookup })
    },
  )
  for (const n of [7, 22]) {
    count = n
    await page.goto('/')
    await page
      .getByLabel('YouTube video link')
      .fill(`https://www.youtube.com/watch?v=${uniqueVideoId(testInfo, 'rich')}`)
    await page.getByRole('button', { name: 'Get thumbnails' }).click()
    await expect(cards(page)).toHaveCount(n)
    const groups = await rowsOfGroups(page)
    expect(groups.map((g) => g.count)).toEqual([n])
    expectNoLoneCard(groups)
  }
})

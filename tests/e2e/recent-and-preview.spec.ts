/**
 * Recent lookups (kept in this browser's localStorage, listed on the home page)
 * and the feed preview (the selected picture as YouTube shows it), in Chromium
 * on desktop and phone, with axe in their states in both colour schemes.
 */
import type { Page, TestInfo } from '@playwright/test'
import { FEED_SIZES, SHORTS_SIZES } from '#app/components/feed-preview/feed-sizes.ts'
import { RECENT_KEY } from '#app/components/recent/recent-lookups.ts'
import { cards, lookUp, watchLink } from './downloader-page.ts'
import { FAKE_HOST_PORT, uniqueVideoId } from './fake-host.ts'
import { expect, recordProblems, test } from './fixtures.ts'
import { expectNoViolations } from './axe.ts'

const recent = (page: Page) => page.getByRole('region', { name: 'Your recent lookups' })

/** The home page again: the list is on show from the first paint, with no input needed. */
async function home(page: Page, { reload = false } = {}) {
  if (reload) await page.reload()
  else await page.goto('/')
}

/** Stores `count` entries (ids of this test) before the page's own scripts run, once. */
async function seed(page: Page, testInfo: TestInfo, count: number) {
  const entries = Array.from({ length: count }, (_, index) => ({
    videoId: uniqueVideoId(testInfo, `s${index}`),
    title: `Seeded video ${index + 1}`,
    channel: 'Fake Channel',
    quality: 'mqdefault',
    at: 1_000_000 - index,
  }))
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(key, value)
    },
    [RECENT_KEY, JSON.stringify(entries)] as const,
  )
  return entries
}

/** Violations of the page's Content-Security-Policy, recorded from the first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.sample}`),
    )
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

/**
 * The layout shifts of the page so far, as Cumulative Layout Shift counts them, with what moved
 * (tag, classes, and the rectangle before and after) when anything did, so a failure says what.
 */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ score: number; moved: string[] }>((resolve) => {
        let score = 0
        const moved: string[] = []
        // Until the parser has read the whole document, a frame painted between two packets of
        // its HTML shows a part of it (one perk of the hero's list, say), and what follows moves
        // it: the network's doing, which a loaded machine makes happen now and then. The shifts
        // counted are the page's own, from then on: the script's reserved row, hydration, the list.
        const parsed =
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
            ?.domInteractive ?? 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
          })[]) {
            if (entry.hadRecentInput || entry.startTime < parsed) continue
            score += entry.value
            for (const { node, previousRect: was, currentRect: now } of entry.sources) {
              const what =
                node instanceof Element ? `${node.tagName} ${node.className}` : node?.nodeName
              moved.push(
                `${what}: ${JSON.stringify([was.x, was.y, was.width, was.height])} → ${JSON.stringify([now.x, now.y, now.width, now.height])}`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ score, moved }), 200)
      }),
  )
}
const fakeTitle = (id: string) => `Fake video ${id}`

/** The video's title over the results (the feed preview repeats it in its own places). */
const resultsTitle = (page: Page, id: string) =>
  page.getByRole('paragraph').filter({ hasText: new RegExp(`^${fakeTitle(id)}$`) })

/** The feed preview's place under the results (empty until it nears the viewport). */
const previewPlace = (page: Page) => page.locator('[data-feed-preview-place]')

/** The feed preview, scrolled to: it loads when its place comes within a screen of the viewport. */
async function feedPreview(page: Page) {
  await previewPlace(page).evaluate((place) => place.scrollIntoView({ block: 'center' }))
  return page.getByRole('region', { name: 'How it will look on YouTube' })
}

/** Looks `id` up from the form and waits for its results. */
async function lookUpAndWait(page: Page, id: string) {
  await lookUp(page, watchLink(id))
  await expect(resultsTitle(page, id)).toBeVisible()
  await expect(cards(page)).toHaveCount(6)
}

/** The stored list as the page's storage holds it (null when the key is absent). */
function stored(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)
}

test('two lookups are listed after a reload with title and picture, open again, and clear one by one and all at once', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page, { busyPictures: true })
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).host))
  const first = uniqueVideoId(testInfo, 'recA')
  const second = uniqueVideoId(testInfo, 'recB')
  await page.goto('/')
  await expect(recent(page)).toHaveCount(0)
  await lookUpAndWait(page, first)
  await lookUpAndWait(page, second)

  await page.goto('/')
  await home(page, { reload: true })
  const entries = recent(page).getByRole('listitem')
  await expect(entries).toHaveCount(2)
  // Newest first, each with its title, channel and a small picture served by this site.
  await expect(entries.nth(0)).toContainText(fakeTitle(second))
  await expect(entries.nth(1)).toContainText(fakeTitle(first))
  await expect(entries.nth(0)).toContainText('Fake Channel')
  for (const [index, id] of [second, first].entries()) {
    const picture = entries.nth(index).locator('img')
    await expect(picture).toHaveAttribute('src', `/api/thumbnails/${id}/preview/mqdefault.webp`)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
  // The browser only ever talks to this site, never to the (fake) image host.
  expect([...hosts].filter((host) => host.endsWith(`:${FAKE_HOST_PORT}`))).toEqual([])

  // Opening an entry shows its thumbnails in place, like /?v=ID.
  await entries
    .nth(1)
    .getByRole('link', { name: new RegExp(fakeTitle(first)) })
    .click()
  await expect(cards(page)).toHaveCount(6)
  await expect(resultsTitle(page, first)).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/\\?v=${first}$`))
  await expect(page.getByLabel('YouTube video link')).toHaveValue(watchLink(first))

  await home(page)
  await expect(entries.nth(0)).toContainText(fakeTitle(first))
  // Remove one: the other stays, focus stays in the list, storage follows.
  await recent(page)
    .getByRole('button', { name: `Remove “${fakeTitle(second)}” from recent lookups` })
    .click()
  await expect(entries).toHaveCount(1)
  await expect(
    recent(page).getByRole('button', { name: `Remove “${fakeTitle(first)}” from recent lookups` }),
  ).toBeFocused()
  expect(JSON.parse((await stored(page)) ?? '[]')).toHaveLength(1)

  // Clear all: the section goes, focus moves to the link field, the key is gone.
  await recent(page).getByRole('button', { name: 'Clear all' }).click()
  await expect(recent(page)).toHaveCount(0)
  await expect(page.getByLabel('YouTube video link')).toBeFocused()
  expect(await stored(page)).toBeNull()
  await page.reload()
  await expect(recent(page)).toHaveCount(0)
  expect(problems).toEqual([])
})

for (const count of [1, 3, 8]) {
  test(`a returning visitor with ${count} stored sees the list on arrival, with no input, and nothing moves`, async ({
    page,
  }, testInfo) => {
    const problems = recordProblems(page, { busyPictures: true })
    const violations = await recordCspViolations(page)
    const entries = await seed(page, testInfo, count)
    await page.goto('/')
    const items = recent(page).getByRole('listitem')
    await expect(items).toHaveCount(count)
    // On screen, right under the field, without a click, key press or scroll.
    await expect(
      recent(page).getByRole('heading', { name: 'Your recent lookups' }),
    ).toBeInViewport()
    await expect(items.first()).toBeInViewport()
    await expect(items.first()).toContainText(entries[0]!.title)
    // The room was reserved before the first paint (the inline script marked <html>).
    await expect(page.locator('html')).toHaveAttribute('data-recent', '')
    await page.waitForLoadState('networkidle')
    expect(await layoutShift(page)).toEqual({ score: 0, moved: [] })
    // One row of the same height whatever the count.
    expect(await recent(page).evaluate((section) => section.getBoundingClientRect().height)).toBe(
      180,
    )
    expect(await violations()).toEqual([])
    expect(problems).toEqual([])
  })
}

test('a visitor with nothing stored gets no list and no room for one', async ({ page }) => {
  const violations = await recordCspViolations(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(recent(page)).toHaveCount(0)
  await expect(page.locator('html')).not.toHaveAttribute('data-recent')
  expect(
    await page
      .locator('[data-recent-slot]')
      .evaluate((slot) => slot.getBoundingClientRect().height),
  ).toBe(0)
  expect(await layoutShift(page)).toEqual({ score: 0, moved: [] })
  expect(await violations()).toEqual([])
})

test('a row longer than the screen fades at its edge and scrolls by its arrow buttons', async ({
  page,
}, testInfo) => {
  await seed(page, testInfo, 8)
  await page.goto('/')
  const items = recent(page).getByRole('listitem')
  await expect(items).toHaveCount(8)
  const earlier = recent(page).getByRole('button', { name: 'Earlier recent lookups' })
  const more = recent(page).getByRole('button', { name: 'More recent lookups' })
  await expect(earlier).toHaveAttribute('aria-disabled', 'true')
  await expect(more).not.toHaveAttribute('aria-disabled')
  const row = recent(page).getByRole('list')
  await expect(row).toHaveCSS('mask-image', /linear-gradient/)
  // By keyboard: the button keeps focus and the row moves on.
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(more).toBeFocused()
  await expect(items.first()).not.toBeInViewport()
  await expect(earlier).not.toHaveAttribute('aria-disabled')
  await earlier.click()
  await expect(items.first()).toBeInViewport()
  await expect(earlier).toHaveAttribute('aria-disabled', 'true')
})

test('the row scrolls sideways by keyboard, each entry snapping into view', async ({
  page,
}, testInfo) => {
  await seed(page, testInfo, 8)
  await page.goto('/')
  const row = recent(page).getByRole('list')
  const items = recent(page).getByRole('listitem')
  await expect(items).toHaveCount(8)
  await expect(items.last()).not.toBeInViewport()
  await recent(page).getByRole('button', { name: 'Clear all' }).focus()
  // Tab goes entry by entry (its link, then its remove button), bringing each into view.
  for (let index = 0; index < 8; index++) {
    await page.keyboard.press('Tab')
    const link = items.nth(index).getByRole('link')
    await expect(link).toBeFocused()
    await expect(link).toBeInViewport()
    expect(await link.evaluate((element) => element.matches(':focus-visible'))).toBe(true)
    await page.keyboard.press('Tab')
    await expect(items.nth(index).getByRole('button', { name: /^Remove/ })).toBeFocused()
  }
  await expect(items.last()).toBeInViewport()
  await expect(items.first()).not.toBeInViewport()
  expect(await row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
  // Shift+Tab goes back the same way.
  for (let index = 0; index < 15; index++) await page.keyboard.press('Shift+Tab')
  await expect(items.first().getByRole('link')).toBeFocused()
  await expect(items.first()).toBeInViewport()
})

test('the row scrolls sideways by touch and snaps to an entry', async ({
  page,
  isMobile,
}, testInfo) => {
  test.skip(!isMobile, 'a touch screen: the phone project')
  await seed(page, testInfo, 8)
  await page.goto('/')
  const row = recent(page).getByRole('list')
  await expect(recent(page).getByRole('listitem')).toHaveCount(8)
  const box = (await row.boundingBox())!
  // A finger drawn leftwards across the row (Chromium's touch input, as a phone sends it).
  const session = await page.context().newCDPSession(page)
  const y = Math.round(box.y + box.height / 2)
  const from = Math.round(box.x + box.width * 0.8)
  await session.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: from, y }],
  })
  for (let step = 1; step <= 10; step++) {
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from - step * 20, y }],
    })
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  // Scrolled, and come to rest with an entry's start at the row's start.
  await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0)
  await expect
    .poll(() =>
      row.evaluate((list) => {
        const start =
          list.getBoundingClientRect().left + parseFloat(getComputedStyle(list).scrollPaddingLeft)
        return [...list.children].some(
          (item) => Math.abs(item.getBoundingClientRect().left - start) < 1,
        )
      }),
    )
    .toBe(true)
  // The page itself did not move sideways.
  expect(await page.evaluate(() => scrollX)).toBe(0)
})

test('with storage disabled the downloader works and nothing is listed or kept', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
  })
  const problems = recordProblems(page, { busyPictures: true })
  const id = uniqueVideoId(testInfo, 'recS')
  await page.goto('/')
  await lookUpAndWait(page, id)
  // Nothing could be kept: the next page load lists nothing, and says nothing is wrong.
  await home(page)
  await expect(page.getByLabel('YouTube video link')).toBeVisible()
  await expect(recent(page)).toHaveCount(0)
  expect(problems).toEqual([])
})

test('corrupt or foreign stored data is ignored and then replaced', async ({ page }, testInfo) => {
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem(
        key,
        JSON.stringify([
          { videoId: '<img src=x onerror=alert(1)>', title: 'x', quality: 'mqdefault', at: 1 },
          { videoId: 'dQw4w9WgXcQ', title: 'x', channel: null, quality: '../../x', at: 2 },
          'garbage',
        ]),
      )
    }
  }, RECENT_KEY)
  const problems = recordProblems(page, { busyPictures: true })
  await home(page)
  await expect(page.getByLabel('YouTube video link')).toBeVisible()
  await expect(recent(page)).toHaveCount(0)
  const id = uniqueVideoId(testInfo, 'recC')
  await lookUpAndWait(page, id)
  const list = JSON.parse((await stored(page)) ?? 'null') as { videoId: string }[]
  expect(list.map((entry) => entry.videoId)).toEqual([id])
  expect(problems).toEqual([])
})

/** Rendered size of each place's picture in one theme's panel. */
async function pictureSizes(
  page: Page,
  theme: 'light' | 'dark',
  places: Record<string, unknown> = FEED_SIZES,
) {
  const panel = page.locator(`[data-feed-theme=${theme}]`)
  const sizes: Partial<Record<string, { width: number; height: number; room: number }>> = {}
  for (const place of Object.keys(places)) {
    sizes[place] = await panel.locator(`[data-feed-picture=${place}]`).evaluate((element) => {
      const box = element.getBoundingClientRect()
      const parent = element.closest('figure')?.parentElement?.getBoundingClientRect()
      return { width: box.width, height: box.height, room: parent?.width ?? 0 }
    })
  }
  return sizes
}

test('the feed preview shows the selected picture at YouTube’s sizes on both backgrounds, and follows the selection', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page, { busyPictures: true })
  const id = uniqueVideoId(testInfo, 'feed')
  await page.goto('/')
  await lookUpAndWait(page, id)
  const preview = await feedPreview(page)
  await expect(preview).toBeVisible()
  await expect(preview).toContainText('The 10:24 in the corner is only an example')

  for (const theme of ['light', 'dark'] as const) {
    const panel = preview.getByRole('group', { name: `Preview on YouTube’s ${theme} background` })
    await expect(panel).toBeVisible()
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      theme === 'light' ? 'rgb(255, 255, 255)' : 'rgb(15, 15, 15)',
    )
    await expect(panel.getByText(fakeTitle(id), { exact: true })).toHaveCount(4)
    await expect(panel.getByText('Fake Channel', { exact: true })).toHaveCount(4)
    await expect(panel.getByText('10:24')).toHaveCount(4)
    const sizes = await pictureSizes(page, theme)
    for (const [place, size] of Object.entries(FEED_SIZES)) {
      const shown = sizes[place]!
      // At the stated size; a place wider than this screen's room (a phone) takes the room.
      const width = Math.min(size.width, shown.room)
      expect(shown.width, `${theme} ${place} width`).toBeCloseTo(width, 0)
      expect(shown.height, `${theme} ${place} height`).toBeCloseTo(
        (width * size.height) / size.width,
        0,
      )
    }
  }

  // Every picture shows the selected card's picture (the largest: Full HD is upscaled, so
  // Maximum Resolution), loaded through this site.
  const pictures = preview.locator('[data-feed-picture] img')
  await expect(pictures).toHaveCount(8)
  await expect
    .poll(() =>
      pictures.evaluateAll((images: HTMLImageElement[]) =>
        images.map(
          (img) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname,
        ),
      ),
    )
    .toEqual(Array.from({ length: 8 }, () => expect.stringMatching(/\/maxresdefault\.(jpg|webp)$/)))

  await page.getByRole('radio', { name: /^Medium Quality/ }).click()
  await expect
    .poll(() =>
      pictures.evaluateAll((images: HTMLImageElement[]) =>
        images.map(
          (img) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname,
        ),
      ),
    )
    .toEqual(Array.from({ length: 8 }, () => `/api/thumbnails/${id}/preview/mqdefault.webp`))
  expect(problems).toEqual([])
})

/** Answers the first `refusals` requests for each of `id`'s previews 503, as a busy server does. */
async function refusePreviews(page: Page, id: string, refusals: number) {
  const asked = new Map<string, number>()
  await page.route(`**/api/thumbnails/${id}/preview/**`, (route) => {
    const path = new URL(route.request().url()).pathname
    const count = (asked.get(path) ?? 0) + 1
    asked.set(path, count)
    return count <= refusals
      ? route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, body: '' })
      : route.continue()
  })
  return asked
}

test('a card’s picture refused while the server is busy is asked again until it shows', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo, 'busy')
  const asked = await refusePreviews(page, id, 2)
  // Server-rendered cards: the first refusal may come before the page hydrates.
  await page.goto(`/?v=${id}`)
  await expect(cards(page)).toHaveCount(6)
  const first = page
    .getByRole('radiogroup', { name: 'Choose your thumbnail' })
    .locator('img')
    .first()
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
    .toBeGreaterThan(0)
  // Refused twice, then served: a broken <img> never loads again by itself. (The feed preview
  // may ask for the same picture too, so the count is at least the card's three.)
  const path = new URL(await first.evaluate((img: HTMLImageElement) => img.src)).pathname
  expect(asked.get(path)).toBeGreaterThanOrEqual(3)
})

test('a recent lookup’s picture still refused after three more tries is left out, the entry kept', async ({
  page,
}, testInfo) => {
  const [entry] = await seed(page, testInfo, 1)
  const asked = await refusePreviews(page, entry?.videoId ?? '', Infinity)
  await page.goto('/')
  const item = recent(page).getByRole('listitem')
  await expect(item).toHaveCount(1)
  await expect(item.locator('img')).toHaveCount(0, { timeout: 20_000 })
  expect([...asked.values()]).toEqual([4])
  await expect(item).toContainText('Seeded video 1')
})

test('the preview’s code loads only when its place comes within a screen of the viewport', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page, { busyPictures: true })
  const chunks: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/feed-preview-[\w-]+\.js$/.test(request.url())) chunks.push(request.url())
  })
  // A small, short window: the six cards alone are more than two of its heights.
  await page.setViewportSize({ width: 400, height: 360 })
  await page.goto(`/?v=${uniqueVideoId(testInfo, 'ahead')}`)
  await expect(cards(page)).toHaveCount(6)
  await page.waitForLoadState('networkidle')
  await expect(previewPlace(page)).toBeEmpty()
  expect(chunks).toEqual([])
  const preview = await feedPreview(page)
  await expect(preview).toBeVisible()
  expect(chunks).toHaveLength(1)
  expect(problems).toEqual([])
})

test('an upright picture (a Short’s cover) is previewed in the Shorts shelf; a 16:9 one of the same Short in the 16:9 places', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page, { busyPictures: true })
  const id = uniqueVideoId(testInfo, 'short')
  await page.goto('/')
  await lookUp(page, watchLink(id))
  // The lookup selects the largest picture: the 1080 × 1920 cover.
  await expect(
    page.getByRole('radio', { name: 'Shorts cover (vertical) 1080 × 1920 px' }),
  ).toBeChecked()
  const preview = await feedPreview(page)
  await expect(preview).toContainText('the way YouTube shows Shorts')
  const pictures = preview.locator('[data-feed-picture]')
  await expect(pictures).toHaveCount(4)
  for (const theme of ['light', 'dark'] as const) {
    const panel = preview.getByRole('group', { name: `Preview on YouTube’s ${theme} background` })
    await expect(panel.locator('[data-feed-picture]')).toHaveCount(2)
    await expect(panel.getByText('Shorts shelf, computer · 210 × 374')).toBeVisible()
    await expect(panel.getByText('Shorts shelf, phone · 179 × 318')).toBeVisible()
    await expect(panel.getByText(`A vertical Short ${id}`, { exact: true })).toHaveCount(2)
    // A Short's card has no length badge.
    await expect(panel.getByText('10:24')).toHaveCount(0)
    const sizes = await pictureSizes(page, theme, SHORTS_SIZES)
    for (const [place, size] of Object.entries(SHORTS_SIZES)) {
      const shown = sizes[place]!
      const width = Math.min(size.width, shown.room)
      expect(shown.width, `${theme} ${place} width`).toBeCloseTo(width, 0)
      expect(shown.height, `${theme} ${place} height`).toBeCloseTo(
        (width * size.height) / size.width,
        0,
      )
    }
  }
  // The whole cover fits the card: the picture loaded is upright too.
  await expect
    .poll(() =>
      preview
        .locator('[data-feed-picture] img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.map((img) => img.complete && img.naturalHeight > img.naturalWidth),
        ),
    )
    .toEqual([true, true, true, true])

  // A 16:9 picture of the same Short goes back to the 16:9 places, badge and all.
  await page.getByRole('radio', { name: /^Medium Quality/ }).click()
  await expect(preview).toContainText('The 10:24 in the corner is only an example')
  await expect(pictures).toHaveCount(8)
  await expect(preview.getByText(/^Shorts shelf/)).toHaveCount(0)
  for (const theme of ['light', 'dark'] as const) {
    const sizes = await pictureSizes(page, theme)
    for (const [place, size] of Object.entries(FEED_SIZES)) {
      const shown = sizes[place]!
      const width = Math.min(size.width, shown.room)
      expect(shown.height, `${theme} ${place} height`).toBeCloseTo(
        (width * size.height) / size.width,
        0,
      )
    }
  }
  expect(problems).toEqual([])
})

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme })

    test('recent lookups on the home page have no violation', async ({ page }, testInfo) => {
      await page.goto('/')
      await lookUpAndWait(page, uniqueVideoId(testInfo, 'axR1'))
      await lookUpAndWait(page, uniqueVideoId(testInfo, 'axR2'))
      await home(page)
      await expect(recent(page).getByRole('listitem')).toHaveCount(2)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })

    test('a full row of recent lookups has no violation', async ({ page }, testInfo) => {
      await seed(page, testInfo, 8)
      await page.goto('/')
      await expect(recent(page).getByRole('listitem')).toHaveCount(8)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })

    test('the Shorts shelf preview has no violation', async ({ page }, testInfo) => {
      await page.goto(`/?v=${uniqueVideoId(testInfo, 'short')}`)
      await expect(cards(page)).not.toHaveCount(0)
      const preview = await feedPreview(page)
      await expect(preview.locator('[data-feed-picture=shorts]')).toHaveCount(2)
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })

    test('the feed preview has no violation', async ({ page }, testInfo) => {
      await page.goto(`/?v=${uniqueVideoId(testInfo, 'axF')}`)
      await expect(cards(page)).not.toHaveCount(0)
      await expect(await feedPreview(page)).toBeVisible()
      await page.getByRole('radio', { name: /^High Quality/ }).click()
      await page.waitForLoadState('networkidle')
      await expectNoViolations(page)
    })
  })
}

/**
 * Keyboard only: the downloader, the FAQ, the phone menu, the support dialog and the
 * thumbnail tester are reached with Tab and used with Enter, Space, arrows and Escape, and every
 * element that takes focus on the way shows it: an outline (or a ring) of at
 * least 3:1 against what is behind it (WCAG 2.4.7, 1.4.11).
 */
import type { Locator, Page } from '@playwright/test'
import { TOASTS } from '#core/toasts.ts'
import { testPictureFile } from '#tests/fixtures/test-pictures.ts'
import { cards, expectToast, lookUp, watchLink } from './downloader-page.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { expect, test } from './fixtures.ts'

type Focus = { element: string; visible: boolean; why: string }

/** How the focused element shows its focus: its own outline or ring, or its label's. */
function describeFocus(): Focus {
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
    const [R, G, B] = [r, g, b].map((c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * (R ?? 0) + 0.7152 * (G ?? 0) + 0.0722 * (B ?? 0)
  }
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05)
  }
  /** The colour behind an element: the first ancestor with an opaque-enough background. */
  const behind = (node: Element | null): number[] => {
    for (let n = node; n; n = n.parentElement) {
      const colour = rgba(getComputedStyle(n).backgroundColor)
      if ((colour[3] ?? 1) > 0.5) return colour
    }
    return [255, 255, 255]
  }
  const active = document.activeElement
  if (!active || active === document.body) return { element: 'body', visible: false, why: 'none' }
  const element = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`
  if (!active.matches(':focus-visible')) {
    return { element, visible: false, why: 'not :focus-visible' }
  }
  const candidates = [active, active.closest('label')].filter((n): n is Element => n !== null)
  for (const node of candidates) {
    const style = getComputedStyle(node)
    const rect = node.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0) continue
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
      const outside = parseFloat(style.outlineOffset) >= 0
      const ratio = contrast(rgba(style.outlineColor), behind(outside ? node.parentElement : node))
      if (ratio >= 3) return { element, visible: true, why: `outline ${ratio.toFixed(1)}:1` }
      return { element, visible: false, why: `outline only ${ratio.toFixed(1)}:1` }
    }
    for (const ring of style.boxShadow.matchAll(/rgba?\([^)]*\)[^,]*?\b([2-9]|\d{2,})px(?:,|$)/g)) {
      const ratio = contrast(rgba(ring[0]), behind(node.parentElement))
      if (ratio >= 3) return { element, visible: true, why: `ring ${ratio.toFixed(1)}:1` }
    }
  }
  return { element, visible: false, why: 'no outline or ring' }
}

/** Polls: an outline may fade in (transition-colors covers outline-color). */
async function expectVisibleFocus(page: Page) {
  await expect
    .poll(
      async () => {
        const focus = await page.evaluate(describeFocus)
        return focus.visible ? 'visible' : `${focus.element}: ${focus.why}`
      },
      { timeout: 2000 },
    )
    .toBe('visible')
}

/** Presses Tab until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { max = 40, back = false } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    await expectVisibleFocus(page)
    if (await target.evaluate((element) => element === document.activeElement)) return
  }
  throw new Error(`${String(target)} not reached in ${max} presses of Tab`)
}

test('the downloader: Tab to the link, Enter, arrows through the cards and formats, download', async ({
  page,
}, testInfo) => {
  const id = uniqueVideoId(testInfo)
  await page.goto('/')
  const input = page.getByLabel('YouTube video link')
  await tabTo(page, input)
  await page.keyboard.type(watchLink(id))
  await page.keyboard.press('Enter')
  await expectToast(page, TOASTS.thumbnailsFound(6))
  await expect(cards(page)).toHaveCount(6)

  // Focus lands on the results: the checked card (the largest real picture, first, before the
  // upscaled Full HD), showing it.
  await expect(cards(page).nth(0)).toBeFocused()
  await expect(cards(page).nth(0)).toBeChecked()
  await expectVisibleFocus(page)
  // The group is one Tab stop: out and back in lands on the checked card again.
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, cards(page).nth(0))
  // Right through the group, then from the last card back round to the first.
  for (const index of [1, 2, 3, 4, 5, 0]) {
    await page.keyboard.press('ArrowRight')
    await expect(cards(page).nth(index)).toBeFocused()
    await expect(cards(page).nth(index)).toBeChecked()
    await expectVisibleFocus(page)
  }
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: /^Medium Quality/ })).toBeChecked()
  await expectVisibleFocus(page)

  const formats = page.getByRole('radiogroup', { name: 'Format' })
  await tabTo(page, formats.getByRole('radio', { name: 'JPG' }))
  await page.keyboard.press('ArrowRight')
  await expect(formats.getByRole('radio', { name: 'PNG' })).toBeChecked()
  await expectVisibleFocus(page)

  const button = page.getByRole('button', { name: 'Download PNG' })
  await tabTo(page, button)
  const downloading = page.waitForEvent('download')
  await page.keyboard.press('Enter')
  expect((await downloading).suggestedFilename()).toBe(`youtube-thumbnail-${id}-mqdefault.png`)
  await expectToast(page, TOASTS.downloadStarted('png'))
  // After the download, focus is still on the button, and shows.
  await expect(button).toBeFocused()
  await expectVisibleFocus(page)
})

test('Tab goes from the selected card to the download bar, whose links lead to the file name and the preview', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  await lookUp(page, watchLink(uniqueVideoId(testInfo, 'rich')))
  await expect(page.getByRole('radio', { name: /^Full-size original/ })).toBeFocused()
  // The next stop is the bar's first control, not the frames' button or the file name.
  await page.keyboard.press('Tab')
  await expect(page.locator('.sticky.bottom-0 :focus')).toHaveCount(1)

  await tabTo(page, page.getByRole('link', { name: 'File name' }))
  await page.keyboard.press('Enter')
  const names = page.getByRole('group', { name: 'File name' })
  await expect(names).toBeFocused()
  await expect(names).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(names.getByRole('radio', { name: /^Video ID/ })).toBeFocused()

  await tabTo(page, page.getByRole('link', { name: 'Preview on YouTube' }), { back: true })
  await page.keyboard.press('Enter')
  await expect(page.locator('#feed-preview')).toBeFocused()
  await expect(page.getByRole('heading', { name: 'How it will look on YouTube' })).toBeInViewport()
})

test('a refused link, a failed lookup and a slow one: the field, Try again and Cancel by keyboard', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/')
  const input = page.getByLabel('YouTube video link')
  const submit = page.getByRole('button', { name: 'Get thumbnails' })
  await tabTo(page, input)
  // Empty: the field is marked and keeps focus, with its message read as its description.
  await page.keyboard.press('Enter')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toBeFocused()
  await expectVisibleFocus(page)

  // A failed lookup: the notice's Try again is the next stop after the button.
  let refusals = 1
  await page.route('**/api/thumbnails?*', (route) =>
    refusals-- > 0 ? route.fulfill({ status: 429, body: '{}' }) : route.continue(),
  )
  await page.keyboard.type(watchLink(uniqueVideoId(testInfo)))
  await page.keyboard.press('Enter')
  const tryAgain = page.getByRole('button', { name: 'Try again' })
  await expect(tryAgain).toBeVisible()
  await expect(input).toBeFocused()
  await tabTo(page, tryAgain, { max: 3 })
  await page.keyboard.press('Enter')
  await expect(cards(page).first()).toBeFocused()
  await expectVisibleFocus(page)

  // A lookup that hangs: Tab from the field reaches the (busy) button, then Cancel.
  const slow = uniqueVideoId(testInfo, 'slow')
  await setFault(request, 'silent', { id: slow })
  await input.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(watchLink(slow))
  await page.keyboard.press('Enter')
  const cancel = page.getByRole('button', { name: 'Cancel' })
  await expect(cancel).toBeVisible()
  await tabTo(page, cancel, { max: 3 })
  await page.keyboard.press('Enter')
  await expect(cancel).toHaveCount(0)
  await expect(submit).toBeFocused()
  await expect(submit).toBeEnabled()
  await expectVisibleFocus(page)
})

test('the FAQ: Tab to a question, Enter and Space open and close it', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const item = faq.locator('details').filter({ hasText: 'Which links work?' })
  const question = item.locator('summary')
  await question.scrollIntoViewIfNeeded()
  // Start from the section's heading so the walk is short, then Tab like a visitor.
  await faq.getByRole('heading', { name: 'Frequently asked questions' }).click()
  await tabTo(page, question)
  await page.keyboard.press('Enter')
  await expect(item).toHaveAttribute('open', '')
  await expect(faq.getByText(/youtu\.be short links/)).toBeVisible()
  await expectVisibleFocus(page)
  await page.keyboard.press('Space')
  await expect(item).not.toHaveAttribute('open', '')
  await expectVisibleFocus(page)
})

test('the phone menu: Tab to the button, Enter opens it, its links take focus, Enter follows one', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button shows on small screens only')
  await page.goto('/')
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }))
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await expectVisibleFocus(page)
  await tabTo(page, menu.getByRole('link', { name: 'Contact Us' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/contact')
  await expect(menu).toBeHidden()
})

test('the support dialog: Enter opens it with focus inside, Tab stays inside, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/contact')
  const opener = page.getByRole('button', { name: 'View support details' })
  await tabTo(page, opener, { max: 60 })
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Support details' })
  await expect(dialog).toBeVisible()
  await expectVisibleFocus(page)
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]'))),
    ).toBe(true)
    await expectVisibleFocus(page)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  await expectVisibleFocus(page)
})

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/about')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await expectVisibleFocus(page)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/about#main')
})

test.describe('in dark mode', () => {
  test.use({ colorScheme: 'dark' })

  test('every stop down to the link field, and the file name choice, shows a focus of 3:1 or more', async ({
    page,
  }, testInfo) => {
    await page.goto(`/?v=${uniqueVideoId(testInfo, 'rich')}`)
    await tabTo(page, page.getByRole('tab', { name: 'One link' }))
    await tabTo(page, page.getByLabel('YouTube video link'))
    await tabTo(page, page.getByRole('radio', { name: /^Video ID/ }), { max: 60 })
  })
})

test('the thumbnail tester: Tab to the picker, Space opens it, Remove by keyboard returns to it', async ({
  page,
}) => {
  await page.goto('/preview')
  const picker = page.getByLabel('Choose pictures')
  // Playwright turns on file-chooser interception without waiting for the browser to confirm
  // it; listening before the Tab presses gives that time, or one Space in a few opens (and
  // cancels) the real dialog instead.
  const chooser = page.waitForEvent('filechooser')
  await tabTo(page, picker)
  await page.keyboard.press('Space')
  await (
    await chooser
  ).setFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await testPictureFile('largeText'),
  })
  const pictures = page.getByRole('list', { name: 'Your pictures' }).getByRole('listitem')
  await expect(pictures).toHaveCount(1)
  // Past Replace (a file input inside its label) to Remove, each stop showing its focus.
  await tabTo(page, page.getByRole('button', { name: 'Remove picture 1' }))
  await page.keyboard.press('Enter')
  await expect(pictures).toHaveCount(0)
  await expect(picker).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Show beside mine' }))
})

/**
 * The Many links mode in Chromium, against the demo server and its fake host: the tabs by
 * keyboard, a batch downloaded as a ZIP with its progress and report summary, the ZIP opened
 * and checked entry by entry, and the offer to switch when a playlist link is pasted.
 */
import { readFileSync } from 'node:fs'
import type { Download } from '@playwright/test'
import { crc32 } from 'node:zlib'
import { parseReportCsv } from '#core/batch.ts'
import { scanZip } from '#core/zip-entries.ts'
import { listVideos } from '#tests/fake-image-host/feeds.ts'
import { setFault, uniqueVideoId } from './fake-host.ts'
import { afterHydration, expect, recordProblems, test } from './fixtures.ts'
import { expectNoViolations, expectNoViolationsAsServed } from './axe.ts'

/** Why a test of what the server answers runs on the desktop project only. */
const SERVER_ANSWER = 'the server answers a phone the same as the desktop'

/**
 * The ZIP Chromium saved, read whole (its end record found) with every entry checked against its
 * CRC-32: the entries' names in order, and the last entry (the report) as text.
 */
async function savedZip(file: Download) {
  const bytes = readFileSync((await file.path()) ?? '')
  const scan = scanZip(bytes)
  expect(scan.ended).toBe(true)
  for (const entry of scan.entries) {
    expect(crc32(bytes.subarray(entry.offset, entry.offset + entry.size)) >>> 0).toBe(entry.crc32)
  }
  const last = scan.entries.at(-1)
  return {
    names: scan.entries.map((entry) => entry.name),
    lastText: last ? bytes.subarray(last.offset, last.offset + last.size).toString('utf8') : '',
  }
}

test('downloads a ZIP of many links, shows its progress and sums up its report', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  const [a, b] = [uniqueVideoId(testInfo, 'ba'), uniqueVideoId(testInfo, 'bb')]
  await page.goto('/')

  // The tabs: arrow keys move and select, only the selected tab is in the tab order.
  const one = page.getByRole('tab', { name: 'One link' })
  const many = page.getByRole('tab', { name: 'Many links' })
  await expect(one).toHaveAttribute('aria-selected', 'true')
  await one.focus()
  await page.keyboard.press('ArrowRight')
  await expect(many).toBeFocused()
  await expect(many).toHaveAttribute('aria-selected', 'true')
  await expect(one).toHaveAttribute('tabindex', '-1')
  await expect(page.getByRole('tabpanel', { name: 'Many links' })).toBeVisible()

  const links = page.getByLabel(/YouTube links, one per line/)
  await links.fill(
    [
      `https://youtu.be/${a}`,
      'https://www.youtube.com/playlist?list=PLmissing6',
      'not a link',
      `https://www.youtube.com/watch?v=${b}`,
    ].join('\n'),
  )
  await expect(
    page.getByText('3 links, 1 line not recognised (at most 200)', { exact: true }),
  ).toBeVisible()
  await expectNoViolations(page)
  await page.getByLabel('Quality', { exact: true }).selectOption('hqdefault')
  await page.getByRole('radio', { name: 'PNG' }).check()

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download ZIP' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^thumbnails-[\d-]+\.zip$/)

  // The summary: how many, which were missing, and the report to download.
  const summary = page.getByRole('region', { name: /saved in/ })
  await expect(summary.getByRole('heading')).toHaveText(/^6 of 9 saved in thumbnails-/)
  await expect(summary).toContainText('not a link: not a link to a video, playlist or channel')
  await expect(summary).toContainText(/gone0000002: no thumbnails/)
  await expectNoViolations(page)

  // Open the ZIP that Chromium saved: every entry whole, the report in input order.
  const { names, lastText } = await savedZip(file)
  expect(names).toContain(`youtube-thumbnail-${a}-hqdefault.png`)
  expect(names).toContain(`youtube-thumbnail-${b}-hqdefault.png`)
  expect(names.at(-1)).toBe('report.csv')
  expect(names).toHaveLength(6 + 1)
  const rows = parseReportCsv(lastText)
  expect(rows.map((row) => row.status)).toEqual([
    'ok',
    'ok',
    'ok',
    'ok',
    'no_thumbnails',
    'ok',
    'ok',
    'no_thumbnails',
    'invalid_link',
    'ok',
  ])

  const csv = page.waitForEvent('download')
  await summary.getByRole('button', { name: 'Download report (CSV)' }).click()
  expect((await csv).suggestedFilename()).toBe('report.csv')
  expect(problems).toEqual([])
})

test('shows the pictures received by its button, then brings the summary into view and focus', async ({
  page,
  request,
}, testInfo) => {
  // A list of its own (5 videos, a slow feed), each of its pictures slow too.
  const list = `PLslow${uniqueVideoId(testInfo)}`
  for (const id of listVideos(list) ?? []) await setFault(request, 'latency:400', { id })
  await page.goto('/')
  await page.getByRole('tab', { name: 'Many links' }).click()
  await page
    .getByLabel(/YouTube links, one per line/)
    .fill(`https://www.youtube.com/playlist?list=${list}`)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download ZIP' }).click()
  // The feed answers slowly: first the links are read, then pictures are counted of 5.
  await expect(page.getByText('Reading the links…')).toBeVisible()
  await expect(page.getByText(/^\d+ of 5 pictures received/)).toBeVisible()
  const bar = page.getByRole('progressbar', { name: 'Pictures received' })
  await expect(bar).toBeVisible()
  // The count sits by the button that started it: beside it, or just under it on a phone.
  const button = await page.getByRole('button', { name: 'Download ZIP' }).boundingBox()
  const progress = await bar.boundingBox()
  expect(progress!.y - (button!.y + button!.height)).toBeLessThan(80)
  await download
  // The end comes to the visitor: in view, focused and inside a live region, so it is read out.
  const summary = page.getByRole('region', { name: /^5 of 5 saved in/ })
  await expect(summary).toBeFocused()
  await expect(summary).toBeInViewport({ ratio: 0.5 })
  await expect(page.getByRole('status').filter({ has: summary })).toHaveCount(1)
  await expect(summary.getByText('Every video was saved.')).toBeVisible()
})

test('pasting a playlist link into the single field offers the Many links mode', async ({
  page,
}) => {
  await page.goto('/')
  const field = page.getByLabel('YouTube video link')
  await field.focus()
  const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLcount5'
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text/plain', text)
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    )
  }, link)
  await page.getByRole('button', { name: 'Switch to Many links' }).click()
  await expect(page.getByRole('tab', { name: 'Many links' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByLabel(/YouTube links, one per line/)).toHaveValue(link)
  await expect(page.getByLabel(/get the whole playlist/)).toBeChecked()
})

test('/?mode=many opens on the Many links mode, and the page takes it over once hydrated', async ({
  page,
}) => {
  const problems = recordProblems(page)
  await page.goto('/?mode=many')
  const links = page.getByLabel(/YouTube links, one per line/)
  await expect(links).toBeVisible()
  // The app's own rules apply once it runs: an empty list cannot be sent.
  await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeDisabled()
  await links.fill('https://youtu.be/dQw4w9WgXcQ')
  await expect(page.getByText('1 link (at most 200)')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download ZIP' })).toBeEnabled()
  // The labels say sizes and names as the single link's cards do.
  await expect(page.getByLabel('File names').locator('option')).toHaveText([
    'Video ID',
    'Video title',
  ])
  await expect(page.getByLabel('Quality', { exact: true }).locator('option')).toContainText([
    'Best available',
    'Low Quality (120 × 90)',
    'Medium Quality (320 × 180)',
  ])
  // The tabs switch in place: the address follows through the router, the server is not asked
  // again, and the list and the single link typed are kept.
  const asked: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document' || request.url().includes('.data')) {
      asked.push(request.url())
    }
  })
  const one = page.getByRole('tab', { name: 'One link' })
  await expect(one).toHaveAttribute('tabindex', '-1')
  await one.click()
  await expect(page).toHaveURL('/')
  const single = page.getByLabel('YouTube video link')
  await expect(single).toBeVisible()
  await single.fill('https://youtu.be/typed000001')
  const many = page.getByRole('tab', { name: 'Many links' })
  await many.click()
  await expect(page).toHaveURL('/?mode=many')
  await expect(links).toHaveValue('https://youtu.be/dQw4w9WgXcQ')
  await one.click()
  await expect(single).toHaveValue('https://youtu.be/typed000001')
  await many.click()
  expect(asked).toEqual([])
  // A reload opens on the mode shown.
  await page.reload()
  await expect(many).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel(/YouTube links, one per line/)).toBeVisible()
  expect(problems).toEqual([])
})

test('a refused post sent before the script took over: the page it gets back hydrates and works', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, SERVER_ANSWER)
  const problems = recordProblems(page)
  await page.goto('/?mode=many')
  const links = page.getByLabel(/YouTube links, one per line/)
  await links.fill('nope')
  // The form's own submission, as before hydration (submit() skips the app's handler).
  const answer = page.waitForResponse('**/api/batch')
  await page.locator('form[action="/api/batch"]').evaluate((form: HTMLFormElement) => form.submit())
  expect((await answer).status()).toBe(400)
  await page.waitForURL('/api/batch')
  await afterHydration(page, null)
  await expect(links).toHaveValue('nope')
  await expect(links).toHaveAttribute('aria-invalid', 'true')
  // The app's rules apply again: editing the links clears their error, and the tabs switch in place.
  await links.fill('https://youtu.be/dQw4w9WgXcQ')
  await expect(links).not.toHaveAttribute('aria-invalid')
  await page.getByRole('tab', { name: 'One link' }).click()
  await expect(page.getByLabel('YouTube video link')).toBeVisible()
  // Chromium logs the page's own 400 as a failed load; nothing else may be logged.
  expect(problems.filter((problem) => !problem.includes('status of 400'))).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the Many links tab opens its form from the server, and the form post answers a ZIP', async ({
    page,
  }, testInfo) => {
    const [a, b] = [uniqueVideoId(testInfo, 'na'), uniqueVideoId(testInfo, 'nb')]
    await page.goto('/')
    // Both tabs are links while there is no script: keyboard users reach each with Tab.
    await expect(page.getByRole('tab', { name: 'One link' })).toHaveAttribute('tabindex', '0')
    await page.getByRole('tab', { name: 'Many links' }).click()
    await expect(page).toHaveURL('/?mode=many')
    await expect(page.getByRole('tab', { name: 'Many links' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByRole('tabpanel', { name: 'Many links' })).toBeVisible()
    await expect(page.getByLabel('YouTube video link')).toBeHidden()

    await page
      .getByLabel(/YouTube links, one per line/)
      .fill([`https://youtu.be/${a}`, 'not a link', b].join('\n'))
    await page.getByLabel('Quality', { exact: true }).selectOption('hqdefault')
    await page.getByRole('radio', { name: 'PNG' }).check()
    await page.getByLabel('File names').selectOption('id')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download ZIP' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^thumbnails-[\d-]+\.zip$/)

    const { names, lastText } = await savedZip(file)
    // The pictures in the order they were ready, then the report.
    expect(names.slice(0, -1).toSorted()).toEqual(
      [`youtube-thumbnail-${a}-hqdefault.png`, `youtube-thumbnail-${b}-hqdefault.png`].toSorted(),
    )
    expect(names.at(-1)).toBe('report.csv')
    const rows = parseReportCsv(lastText)
    expect(rows.map((row) => [row.videoId, row.status])).toEqual([
      [a, 'ok'],
      ['', 'invalid_link'],
      [b, 'ok'],
    ])
  })

  test('no usable line: the page comes back with the reason at the field and the links kept', async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/?mode=many')
    const typed = ['not a link', 'https://example.com/?a=1&b=2', 'nope'].join('\n')
    const links = page.getByLabel(/YouTube links, one per line/)
    await links.fill(typed)
    await page.getByLabel('Quality', { exact: true }).selectOption('hqdefault')
    await page.getByRole('radio', { name: 'PNG' }).check()
    const answer = page.waitForResponse('**/api/batch')
    await page.getByRole('button', { name: 'Download ZIP' }).click()
    const response = await answer
    expect(response.status()).toBe(400)

    // The same sentence the page shows with its script, at the field, which is marked invalid.
    const message = 'No line is a link to a video, a playlist or a channel.'
    await expect(links).toHaveValue(typed)
    await expect(links).toHaveAttribute('aria-invalid', 'true')
    await expect(links).toHaveAccessibleDescription(
      new RegExp(`^${message.replaceAll('.', '\\.')}`),
    )
    await expect(page.getByText(message)).toBeVisible()
    // Every choice as it was, on the Many links tab, ready to send again.
    await expect(page.getByRole('tab', { name: 'Many links' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.getByLabel('Quality', { exact: true })).toHaveValue('hqdefault')
    await expect(page.getByRole('radio', { name: 'PNG' })).toBeChecked()
    await expectNoViolationsAsServed(browser, response, testInfo, 'textarea[aria-invalid="true"]')
  })

  test('201 links: the page says the limit and keeps all 201', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, SERVER_ANSWER)
    await page.goto('/?mode=many')
    const lines = Array.from({ length: 201 }, (_, i) => uniqueVideoId(testInfo, `l${i}`))
    const links = page.getByLabel(/YouTube links, one per line/)
    await links.fill(lines.join('\n'))
    const answer = page.waitForResponse('**/api/batch')
    await page.getByRole('button', { name: 'Download ZIP' }).click()
    const response = await answer
    expect(response.status()).toBe(413)

    await expect(page.getByText('A batch takes at most 200 links; this one has 201.')).toBeVisible()
    await expect(links).toHaveValue(lines.join('\n'))
    await expect(links).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('201 links (at most 200)')).toBeVisible()
    await expectNoViolationsAsServed(browser, response, testInfo, 'textarea[aria-invalid="true"]')
  })

  test('an empty list is held back by the browser, not sent', async ({ page }) => {
    await page.goto('/?mode=many')
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/batch')) posted = true
    })
    await page.getByRole('button', { name: 'Download ZIP' }).click()
    const links = page.getByLabel(/YouTube links, one per line/)
    expect(await links.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(
      true,
    )
    expect(posted).toBe(false)
    await expect(page).toHaveURL('/?mode=many')
  })
})

/**
 * The contact page: a message sent from the page is stored and listed by
 * `npm run messages`; the button says 'Sending...' for as long as the request
 * runs; field errors sit next to their fields; the form works without
 * JavaScript; the support dialog traps focus and closes on Escape.
 *
 * Each test is its own client (tests/e2e/fixtures.ts), so the server's per-client
 * contact limit (docs/reliability.md, Limits) is never met; only three tests per
 * run really send, as one real send of each kind is enough.
 */
import { execFileSync } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CONTACT_LIMITS } from '#core/contact-rules.ts'
import { TOASTS } from '#core/toasts.ts'
import { expectNoViolations, expectNoViolationsAsServed } from './axe.ts'
import { expectToast, toasts } from './downloader-page.ts'
import { expect, holdRequests, test } from './fixtures.ts'

type Stored = { name: string; email: string; subject: string; message: string }

/** What `npm run messages -- --json` lists for the e2e server's DATA_DIR. */
function storedMessages(): Stored[] {
  const out = execFileSync(process.execPath, ['scripts/messages.ts', '--json'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  })
  return JSON.parse(out) as Stored[]
}

const field = (page: Page, label: string) =>
  page.getByRole('form', { name: 'Send us a message' }).getByLabel(label, { exact: true })

async function fillForm(page: Page, values: Stored) {
  await field(page, 'Your name').fill(values.name)
  await field(page, 'Email address').fill(values.email)
  await field(page, 'Subject').fill(values.subject)
  await field(page, 'Message').fill(values.message)
}

const unique = (testInfo: { project: { name: string } }, what: string) =>
  `${what} (${testInfo.project.name} ${Date.now()})`

test('the page shows the contact details, business hours and four questions', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us')
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'support@thumbgrab.example' })).toBeVisible()
  // No CONTACT_PHONE or CONTACT_ADDRESS in the test server: no invented number or street.
  await expect(page.locator('a[href^="tel:"], address')).toHaveCount(0)
  await expect(main.getByText('Monday – Friday:')).toBeVisible()
  await expect(main.getByText('Saturday – Sunday:')).toBeVisible()
  await expect(main.getByText('Closed', { exact: true }).first()).toBeVisible()
  await expect(field(page, 'Email address')).toHaveAttribute('type', 'email')
  await expect(field(page, 'Message')).toHaveAttribute('rows', '6')
  for (const label of ['Your name', 'Email address', 'Subject', 'Message']) {
    await expect(field(page, label)).toHaveAttribute('required', '')
  }
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  await expect(faq.locator('details')).toHaveCount(4)
  await faq.getByText('How quickly will you reply?').click()
  await expect(faq.getByText('within one business day')).toBeVisible()
})

test('a message sent from the page is stored and listed by npm run messages', async ({
  page,
}, testInfo) => {
  const values = {
    name: 'Zoë Example',
    email: 'zoe@example.com',
    subject: unique(testInfo, 'E2E hello'),
    message: 'Line one\nLine two with an emoji 🎉',
  }
  await page.goto('/contact')
  // Hold the request for a moment, so the sending state can be seen. The page
  // may post only after its time-trap token is 3 s old, so the gate can open first.
  const release = await holdRequests(page, '/api/contact')
  await fillForm(page, values)
  await page.getByRole('button', { name: 'Send message' }).click()
  const sending = page.getByRole('button', { name: 'Sending...' })
  await expect(sending).toBeDisabled()
  release()

  await expectToast(page, TOASTS.messageSent)
  // A lasting panel stands in for the form, focused, and stays after the toast has gone.
  const panel = page.getByRole('status').filter({
    has: page.getByRole('heading', { name: TOASTS.messageSent.title }),
  })
  await expect(panel).toContainText(TOASTS.messageSent.description)
  await expect(panel).toBeFocused()
  await expect(page.getByRole('form', { name: 'Send us a message' })).toHaveCount(0)
  // The pointer leaves the toasts, which hold while it is over them (as on the phone, where the
  // toast comes up where the tap was).
  await page.mouse.move(0, 0)
  await expect(toasts(page).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 })
  await expect(panel).toBeVisible()
  await expectNoViolations(page)
  const stored = storedMessages().find((message) => message.subject === values.subject)
  expect(stored).toMatchObject(values)

  // Until the visitor writes another: the form comes back blank, focus in its first field.
  await panel.getByRole('button', { name: 'Write another message' }).click()
  await expect(panel).toHaveCount(0)
  await expect(field(page, 'Your name')).toBeFocused()
  for (const label of ['Your name', 'Email address', 'Subject', 'Message']) {
    await expect(field(page, label)).toHaveValue('')
  }
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
})

test('field errors appear next to their fields, and go as the visitor types', async ({ page }) => {
  await page.goto('/contact')
  await field(page, 'Email address').fill('not-an-email')
  let requests = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/contact')) requests++
  })
  await page.getByRole('button', { name: 'Send message' }).click()

  const name = field(page, 'Your name')
  await expect(name).toBeFocused()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Please enter your name.')
  await expect(field(page, 'Email address')).toHaveAccessibleDescription(
    'Please enter a valid email address, like name@example.com.',
  )
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Please enter a subject.')
  await expect(field(page, 'Message')).toHaveAccessibleDescription('Please enter your message.')
  expect(requests).toBe(0)

  await name.fill('Ada')
  await expect(name).not.toHaveAttribute('aria-invalid')
  await expect(page.getByText('Please enter your name.')).toHaveCount(0)
})

test('errors from the server are shown next to their fields', async ({ page }) => {
  await page.goto('/contact')
  await page.route('/api/contact', (route) =>
    route.fulfill({
      status: 400,
      json: {
        error: {
          code: 'invalid_request',
          message: 'Please correct the highlighted fields.',
          fields: { email: 'The server says this address is wrong.' },
        },
      },
    }),
  )
  await fillForm(page, {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hi',
    message: 'Hello',
  })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(field(page, 'Email address')).toHaveAccessibleDescription(
    'The server says this address is wrong.',
  )
  await expect(field(page, 'Email address')).toBeFocused()
  await expect(page.getByRole('alert')).toHaveText('Please correct the highlighted fields.')
  await expect(field(page, 'Subject')).toHaveValue('Hi')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts, the message is stored, and the page says so, every field at its limit in Chinese', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'one real send per run is enough')
    // The browser percent-encodes each character as 9 bytes: the body cap must leave room.
    const subject = unique(testInfo, 'E2E plain form')
    const values = {
      name: '漢'.repeat(CONTACT_LIMITS.name),
      email: 'noscript@example.com',
      subject: subject.padEnd(CONTACT_LIMITS.subject, '漢'),
      message: '字'.repeat(CONTACT_LIMITS.message),
    }
    await page.goto('/contact')
    await fillForm(page, values)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL('/contact?sent=1#contact-form')
    await expect(page.getByRole('status')).toContainText(TOASTS.messageSent.description)
    expect(storedMessages().find((m) => m.subject === values.subject)).toMatchObject(values)
    expect(subject.length).toBeLessThan(CONTACT_LIMITS.subject)
    // Without the script, "Write another message" asks for a fresh page with the form.
    await page.getByRole('button', { name: 'Write another message' }).click()
    await expect(field(page, 'Your name')).toHaveValue('')
    await expect(page.getByRole('status')).toHaveCount(0)
  })

  test('a refused post comes back with every word kept and the bad field marked', async ({
    page,
    browser,
  }, testInfo) => {
    // The browser takes an address without a dot in its domain; the server does not.
    const values = {
      name: 'Ada Lovelace',
      email: 'ada@localhost',
      subject: unique(testInfo, 'Kept words'),
      message: 'Line one\nLine two, not lost',
    }
    await page.goto('/contact')
    await fillForm(page, values)
    const answer = page.waitForResponse('**/api/contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    const response = await answer
    expect(response.status()).toBe(400)
    // The page answers the post: the words never travel in a URL.
    await expect(page).toHaveURL(/\/api\/contact$/)
    await expect(field(page, 'Your name')).toHaveValue(values.name)
    await expect(field(page, 'Email address')).toHaveValue(values.email)
    await expect(field(page, 'Subject')).toHaveValue(values.subject)
    await expect(field(page, 'Message')).toHaveValue(values.message)
    const email = field(page, 'Email address')
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
    for (const label of ['Your name', 'Subject', 'Message']) {
      await expect(field(page, label)).not.toHaveAttribute('aria-invalid')
    }
    expect(storedMessages().find((m) => m.subject === values.subject)).toBeUndefined()
    await email.scrollIntoViewIfNeeded()
    await page.screenshot({ path: testInfo.outputPath('refused.png') })
    await expectNoViolationsAsServed(browser, response, testInfo, 'input[aria-invalid="true"]')
  })

  test('errors sent back by the server are shown next to their fields', async ({ page }) => {
    await page.goto('/contact?error=invalid&email=invalid_email#contact-form')
    await expect(field(page, 'Email address')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    )
  })
})

test('the support dialog traps focus, closes on Escape and gives focus back', async ({ page }) => {
  await page.goto('/contact')
  const opener = page.getByRole('button', { name: 'View support details' })
  await opener.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Support details' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Monday – Friday')
  await expect(dialog).toContainText('Saturday – Sunday')
  await expect(dialog.getByRole('link', { name: 'support@thumbgrab.example' })).toBeVisible()

  const focusInDialog = () =>
    page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))
  expect(await focusInDialog()).toBe(true)
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab')
    expect(await focusInDialog()).toBe(true)
  }
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Shift+Tab')
    expect(await focusInDialog()).toBe(true)
  }

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(dialog).toBeHidden()
})

test('fits a phone: details, then the form, nothing wider than the screen', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone layout')
  await page.goto('/contact')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  )
  const details = await page.getByRole('heading', { name: 'Get in touch' }).boundingBox()
  const form = await page.getByRole('form', { name: 'Send us a message' }).boundingBox()
  expect(details && form && form.y > details.y).toBe(true)
  const submit = await page.getByRole('button', { name: 'Send message' }).boundingBox()
  expect(submit && form && Math.round(submit.width)).toBeGreaterThan((form?.width ?? 0) * 0.7)
})

test('the open dialog and the field errors have no WCAG 2.2 AA violation', async ({ page }) => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
  const violations = async () =>
    (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map((v) => v.id)
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(field(page, 'Your name')).toHaveAttribute('aria-invalid', 'true')
  expect(await violations()).toEqual([])
  await page.getByRole('button', { name: 'View support details' }).click()
  await expect(page.getByRole('dialog', { name: 'Support details' })).toBeVisible()
  expect(await violations()).toEqual([])
})

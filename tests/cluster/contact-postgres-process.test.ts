/**
 * @module The real process (`node server/main.ts`) with DATABASE_URL on a throwaway PostgreSQL
 * (tests/support/engines.ts): messages land in PostgreSQL and `npm run messages` lists them;
 * PostgreSQL stopped under a running server makes POST /api/contact answer 503 `overloaded`
 * with Retry-After, storing and acknowledging nothing, and /readyz say so; both recover by
 * themselves when it is back. And start-up refuses a DATABASE_URL it cannot use, naming it.
 */
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, startPostgres, type Postgres } from '#tests/support/engines.ts'
import { REFUSAL_TEXTS } from '#core/contact-outcome.ts'
import { spawnMain, startMain, type MainProcess } from '#tests/support/main-process.ts'
import { settledStatus } from '#tests/support/readyz.ts'

const SECRET = 'contact-postgres test secret, thirty-two characters or more'
const VALID = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'WebP downloads',
  message: 'Hello!\nDoes the WebP option keep the original colours? 🎨',
}

let pg: Postgres
let url: string
let server: MainProcess | undefined
beforeAll(async () => {
  pg = await startPostgres()
  url = await pg.createDatabase('contact_process')
}, 600_000)
afterAll(async () => {
  await server?.stop()
  await pg?.stop()
})

/** The plain form as a browser posts it before its script ran: no token needed (decision 006). */
const postForm = (base: string, fields: Record<string, string>) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  })
const postJson = (base: string, fields: Record<string, string>) =>
  fetch(`${base}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  })
const readyz = async (base: string) =>
  ((await (await fetch(`${base}/readyz`)).json()) as { status: string }).status
const stored = async () =>
  Number(await pg.query('SELECT count(*) FROM messages', 'contact_process'))

function npmRunMessages(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['scripts/messages.ts', '--json'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  })
  return { code: run.status, stdout: run.stdout, stderr: run.stderr }
}

describe('with DATABASE_URL', () => {
  test('stores in PostgreSQL, survives PostgreSQL stopping and starting, and npm run messages reads it', async () => {
    server = await startMain({ DATABASE_URL: url, CONTACT_SECRET: SECRET })
    const base = server.url
    const first = await postForm(base, { ...VALID, subject: 'before the outage' })
    expect(first.headers.get('Location')).toMatch(/^\/contact\?sent=1\b/)
    expect(await stored()).toBe(1)
    expect(await readyz(base)).toBe('ready')

    await pg.halt()
    try {
      const refused = await postJson(base, VALID)
      expect(refused.status).toBe(503)
      expect(refused.headers.get('Retry-After')).toBe('10')
      const body = (await refused.json()) as { error: { code: string; message: string } }
      expect(body.error).toMatchObject({ code: 'overloaded', message: REFUSAL_TEXTS.failed })
      const browser = await postForm(base, { ...VALID, subject: 'during the outage' })
      // The browser gets the contact page back, the reason said and its words kept.
      expect(browser.status).toBe(503)
      // What the page shows, before its scripts (whose data holds every sentence the form may say).
      const page = (await browser.text()).split('<script')[0] ?? ''
      // "Try again in a moment", as Retry-After says: not the daily cap's hour.
      expect(page).toContain('We could not send your message. Please try again in a moment.')
      expect(page).not.toContain('in an hour')
      expect(page).toContain('value="during the outage"')
      expect(await settledStatus(() => readyz(base), 'contact store unavailable')).toBe(
        'contact store unavailable',
      )
    } finally {
      await pg.start()
    }

    // No restart: the pool connects again on its own.
    expect(await settledStatus(() => readyz(base), 'ready')).toBe('ready')
    const after = await postForm(base, { ...VALID, subject: 'after the outage' })
    expect(after.headers.get('Location')).toMatch(/^\/contact\?sent=1\b/)
    // The outage is two lines of the log, not one per request.
    const logged = (msg: string) =>
      server
        ?.output()
        .stdout.split('\n')
        .filter((line) => line.includes(`"msg":"${msg}"`))
    expect(logged('contact store unavailable')).toHaveLength(1)
    expect(logged('contact store reachable again')).toHaveLength(1)
    // Nothing posted during the outage was stored.
    expect(await pg.query('SELECT subject FROM messages ORDER BY id', 'contact_process')).toBe(
      'before the outage\nafter the outage',
    )

    const listed = npmRunMessages({ DATABASE_URL: url, CONTACT_SECRET: SECRET })
    expect(listed.code).toBe(0)
    const subjects = (JSON.parse(listed.stdout) as { subject: string }[]).map((m) => m.subject)
    expect(subjects).toEqual(['after the outage', 'before the outage'])
  })

  test.each([
    [
      'unreachable',
      async () => `postgres://me:hidden@127.0.0.1:${await freePort()}/x`,
      /cannot be reached/,
    ],
    [
      'a database that does not exist',
      async () => pg.url.replace(/\/postgres$/, '/nowhere'),
      /does not exist/,
    ],
  ])('start-up refuses %s, in one message naming DATABASE_URL', async (_, target, reason) => {
    const { exited, output } = spawnMain({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: await target(),
      CONTACT_SECRET: SECRET,
    })
    const exit = await exited
    const { stdout, stderr } = output()
    expect(exit.code).toBe(1)
    expect(stdout).not.toContain('"msg":"listening"')
    expect(stderr).toMatch(/DATABASE_URL/)
    expect(stderr).toMatch(reason)
    expect(stderr).not.toContain('hidden')
    expect(stderr).not.toMatch(/^\s+at /m)
  })

  test('start-up refuses DATABASE_URL without CONTACT_SECRET: replicas would sign tokens apart', async () => {
    const { exited, output } = spawnMain({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: url })
    expect((await exited).code).toBe(1)
    expect(output().stderr).toMatch(/CONTACT_SECRET: must be set when DATABASE_URL is set/)
  })
})

/**
 * Pages under load (docs/reliability.md, "Page renders"): a query the page does not read
 * gets the prerendered file, never a render; renders in flight are bounded, and one more is
 * refused at once with 503 and Retry-After while prerendered pages keep being served.
 */
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { siteFromConfig, parseConfig } from '#server/config.ts'
import { toResponse } from '#server/http/http-error.ts'
import { requestLog } from '#server/http/request-log.ts'
import { pageRoutes } from '#server/pages/routes.ts'
import { queryNeedsRender } from '#server/pages/static.ts'
import type { ThumbnailService } from '#server/thumbnails/service.ts'
import { memoryLogger } from '#tests/support/memory-logger.ts'
import { siteBuild, testApp } from '#tests/support/test-app.ts'

describe('which queries are rendered', () => {
  test.each([
    ['/', '', false],
    ['/', '?x=1', false],
    ['/', '?utm_source=news&fbclid=abc', false],
    ['/', '?quality=maxres&format=png', false],
    ['/', '?v=dQw4w9WgXcQ', true],
    ['/', '?x=1&url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ', true],
    ['/', '?v=', true],
    ['/', '?mode=many', true],
    ['/contact', '?sent=1', true],
    ['/contact', '?error=invalid&email=invalid_email', true],
    ['/contact', '?email=invalid_email', false],
    ['/about', '?v=dQw4w9WgXcQ', false],
    ['/blog', '?page=2', false],
  ])('%s%s → rendered: %s', (path, search, rendered) => {
    expect(queryNeedsRender(path, search)).toBe(rendered)
  })

  test('/?x=1 is the prerendered home page: its ETag, no render', async () => {
    const { app, log } = await testApp()
    const bare = await app.request('/')
    const junk = await app.request('/?x=1&utm_source=y')
    expect(junk.status).toBe(200)
    expect(junk.headers.get('ETag')).toBe(bare.headers.get('ETag'))
    expect(await junk.text()).toBe(await bare.text())
    expect(log.lines.filter((line) => line.route === 'page')).toHaveLength(2)
  })
})

describe('render concurrency', () => {
  test('renders beyond the limit get 503 with Retry-After at once; files are still served', async () => {
    const build = await siteBuild()
    const waiting: Array<() => void> = []
    // A lookup that holds its render until the test lets it go.
    const thumbnails = {
      lookup: () =>
        new Promise((resolve) => waiting.push(() => resolve({ ok: false, code: 'no_thumbnails' }))),
    } as unknown as ThumbnailService
    const log = memoryLogger()
    const app = new Hono()
    app.use(requestLog(log))
    app.route(
      '/',
      pageRoutes({
        build,
        site: siteFromConfig(parseConfig({})),
        services: { thumbnails, lookupLimiter: { take: () => ({ allowed: true }) } },
        log,
        clientKey: () => 'one client',
        renderConcurrency: 2,
      }),
    )
    app.onError((error, c) => toResponse(error, log, c.get('requestId')))

    const held = [app.request('/?v=aaaaaaaaaaa'), app.request('/?v=bbbbbbbbbbb')]
    await expect.poll(() => waiting.length).toBe(2)

    const refused = await app.request('/?v=ccccccccccc')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('1')
    // At once: refused while both renders still wait, none of them released.
    expect(waiting).toHaveLength(2)
    expect((await app.request('/?x=1')).status).toBe(200)
    expect((await app.request('/about')).status).toBe(200)

    for (const release of waiting.splice(0)) release()
    expect((await Promise.all(held)).map((res) => res.status)).toEqual([200, 200])
    // The slots are free again.
    const again = app.request('/?v=ddddddddddd')
    await expect.poll(() => waiting.length).toBe(1)
    waiting.pop()?.()
    expect((await again).status).toBe(200)
  })
})

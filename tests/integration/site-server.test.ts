import { readFileSync } from 'node:fs'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { LOCALES, localeOfPath } from '#core/locales.ts'
import type { SiteBuild } from '#server/pages/site-build.ts'
import { siteBuild, testApp } from '#tests/support/test-app.ts'

/** These tests are about pages: the default test app fails any call to the image host. */
const makeApp = (env: Record<string, string> = {}) => testApp({ env })

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]

describe('pages', () => {
  test.each(PAGE_PATHS)(
    '%s is served prerendered with its own title and canonical',
    async (path) => {
      const { app } = await makeApp()
      const res = await app.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate')
      expect(res.headers.get('ETag')).toMatch(/^"[\w-]{22}(-br|-gz)?"$/)
      const html = await res.text()
      expect(titleOf(html)).toBeTruthy()
      expect(html).toContain(
        `<link rel="canonical" href="http://localhost:3000${path === '/' ? '/' : path}"/>`,
      )
    },
  )

  test('every page has a different title from the other pages in its language', async () => {
    const { app } = await makeApp()
    for (const locale of LOCALES) {
      const paths = PAGE_PATHS.filter((path) => localeOfPath(path) === locale)
      const titles = await Promise.all(
        paths.map(async (path) => titleOf(await (await app.request(path)).text())),
      )
      expect(new Set(titles).size, locale.lang).toBe(paths.length)
    }
  })

  test('the contact page renders the outcome in its query, where POST /api/contact sends a browser', async () => {
    const { app } = await makeApp()
    const sent = await (await app.request('/contact?sent=1')).text()
    expect(sent).toContain('Message sent!')
    const invalid = await (await app.request('/contact?error=invalid&email=invalid_email')).text()
    expect(invalid).toContain('Please enter a valid email address, like name@example.com.')
    expect(invalid).toContain('aria-invalid="true"')
  })

  test('answers a matching ETag with 304 and no body', async () => {
    const { app } = await makeApp()
    const first = await app.request('/about')
    const etag = first.headers.get('ETag') ?? ''
    const second = await app.request('/about', { headers: { 'If-None-Match': etag } })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
  })

  test('brotli, gzip and identity each have their own ETag', async () => {
    const { app } = await makeApp()
    const etagFor = async (encoding: string) =>
      (await app.request('/about', { headers: { 'Accept-Encoding': encoding } })).headers.get(
        'ETag',
      )
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(etagFor))
    expect(new Set(tags).size).toBe(3)
    // A cache holding the identity bytes does not get a 304 for the brotli ones.
    const res = await app.request('/about', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': tags[2] ?? '' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe('br')
  })

  test('If-None-Match with a list or a weak tag gets 304 (RFC 9110 §13.1.2)', async () => {
    const { app } = await makeApp()
    const etag = (await app.request('/about')).headers.get('ETag') ?? ''
    for (const ifNoneMatch of [`"other", ${etag}`, `W/${etag}`, `W/"x",W/${etag}`, '*']) {
      const res = await app.request('/about', { headers: { 'If-None-Match': ifNoneMatch } })
      expect(res.status, ifNoneMatch).toBe(304)
      expect(res.headers.get('ETag')).toBe(etag)
    }
    const miss = await app.request('/about', { headers: { 'If-None-Match': '"other", W/"x"' } })
    expect(miss.status).toBe(200)
  })

  test('HEAD has the headers of GET and no body', async () => {
    const { app } = await makeApp()
    const get = await app.request('/blog')
    const head = await app.request('/blog', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe(get.headers.get('Content-Length'))
    expect(await head.text()).toBe('')
  })

  test('an unknown path renders the 404 page with status 404, never cached', async () => {
    const { app } = await makeApp()
    const res = await app.request('/no/such/page')
    expect(res.status).toBe(404)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('href="/#download-section"')
    expect(titleOf(html)).toBe('Page not found | ThumbGrab')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  test('the 404 for //evil.example/x names the site’s home as its canonical and og:url', async () => {
    const { app } = await makeApp()
    const res = await app.request('//evil.example/x')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"/>')
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/"/>')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })

  test('an unknown blog slug redirects to /blog', async () => {
    const { app } = await makeApp()
    const res = await app.request('/blog/no-such-article')
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/blog')
  })

  test('pages built for other site settings are rendered per request with the running ones', async () => {
    const { app, log } = await makeApp({
      SITE_URL: 'https://thumbs.example.org',
      CONTACT_PHONE: '+1 555 0100',
    })
    const html = await (await app.request('/about')).text()
    expect(html).toContain('<link rel="canonical" href="https://thumbs.example.org/about"/>')
    expect(html).toContain('+1 555 0100')
    expect(log.lines.some((line) => line.msg.startsWith('prerendered pages were built'))).toBe(true)
    const sitemap = await (await app.request('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://thumbs.example.org/</loc>')
  })
})

describe('assets and compression', () => {
  // The largest script: big enough to have precompressed variants.
  let files: SiteBuild['files']
  beforeAll(async () => {
    files = (await siteBuild()).files
  })
  const assetPath = () =>
    [...files.entries()]
      .filter(([path]) => path.endsWith('.js'))
      .sort(([, a], [, b]) => b.body.length - a.body.length)[0]?.[0] ?? ''

  test('hashed assets are cached for a year, immutable', async () => {
    const { app } = await makeApp()
    const res = await app.request(assetPath())
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  test('sends brotli when accepted, gzip otherwise, identical once decoded', async () => {
    const { app } = await makeApp()
    const plain = Buffer.from(await (await app.request(assetPath())).arrayBuffer())
    const br = await app.request(assetPath(), { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(plain)
    const gz = await app.request(assetPath(), { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer()))).toEqual(plain)
  })

  test('compresses rendered pages too', async () => {
    const { app } = await makeApp()
    const res = await app.request('/missing', { headers: { 'Accept-Encoding': 'br' } })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(html).toContain('Oops! Page not found')
    expect(Number(res.headers.get('Content-Length'))).toBeLessThan(html.length)
  })
})

describe('site files', () => {
  test('the sitemap lists every page and nothing else', async () => {
    const { app } = await makeApp()
    const xml = await (await app.request('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(PAGE_PATHS.map((path) => new URL(path, 'http://localhost:3000').href))
  })

  test('robots.txt allows pages and points to the sitemap', async () => {
    const { app } = await makeApp()
    const text = await (await app.request('/robots.txt')).text()
    expect(text).toContain('Allow: /')
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })
})

describe('operations', () => {
  test("/healthz answers ok with package.json's version, never cached", async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }
    const { app } = await makeApp()
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ status: 'ok', version })
  })

  test('an unknown API path is a JSON 404', async () => {
    const { app } = await makeApp()
    const res = await app.request('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
  })

  // TRACE cannot be built as a fetch Request: tests/integration/http-server.test.ts sends it raw.
  test.each(['PUT', 'DELETE', 'PATCH'])('%s is refused with 405 and Allow', async (method) => {
    const { app } = await makeApp()
    const res = await app.request('/', { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
    expect(await res.json()).toMatchObject({ error: { code: 'method_not_allowed' } })
  })

  test('request logs name the route, never the path or query', async () => {
    const { app, log } = await makeApp()
    await app.request('/?v=dQw4w9WgXcQ&url=https%3A%2F%2Fyoutu.be%2FdQw4w9WgXcQ')
    await app.request('/dQw4w9WgXcQ')
    const logged = JSON.stringify(log.lines)
    expect(logged).not.toContain('dQw4w9WgXcQ')
    expect(log.lines.filter((line) => line.msg === 'request')).toHaveLength(2)
  })
})

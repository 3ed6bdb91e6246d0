/**
 * A crawler's view of the production build (docs/performance.md, Lighthouse): every
 * page's raw HTML has its head, JSON-LD parses, canonical URLs are absolute and unique,
 * the sitemap lists every page and nothing else, and every internal link resolves.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { PAGE_PATHS } from '#app/lib/pages.ts'
import { LOCALES, localeOfPath, unprefixedPath } from '#core/locales.ts'
import { testApp } from '#tests/support/test-app.ts'

const SITE_URL = 'http://localhost:3000'
/**
 * The pages whose content needs the app (app/lib/page-scripts.ts), by English path, in every
 * language: the downloader, the contact form, the thumbnail tester.
 */
const WITH_APP = new Set(['/', '/contact', '/preview'])
const ARTICLE = /^\/blog\/./
let app: Awaited<ReturnType<typeof testApp>>['app']
const pages = new Map<string, string>()

beforeAll(async () => {
  ;({ app } = await testApp())
  for (const path of PAGE_PATHS) pages.set(path, await (await app.request(path)).text())
})

/** A text's width in Latin letters: a CJK character shows as wide as two (search results' snippets). */
const displayWidth = (text: string) =>
  [...text].reduce(
    (width, char) => width + (/[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 2 : 1),
    0,
  )

type JsonLd = { '@context'?: string; '@type'?: string; '@graph'?: Array<{ '@type'?: string }> }

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))

describe.each(PAGE_PATHS)('%s', (path) => {
  const html = () => pages.get(path) ?? ''

  test('has a title, description, keywords, robots and a theme colour', () => {
    expect(attr(html(), /<title>([^<]+)<\/title>/)).toBeTruthy()
    expect(displayWidth(metaContent(html(), 'description') ?? '')).toBeGreaterThan(50)
    expect(metaContent(html(), 'keywords')).toBeTruthy()
    expect(metaContent(html(), 'robots')).toBe('index, follow')
    expect(metaContent(html(), 'theme-color')).toMatch(/^#[0-9a-f]{6}$/i)
    const { lang, dir } = localeOfPath(path)
    expect(html()).toContain(`<html lang="${lang}" dir="${dir}">`)
  })

  test('names its copy in every language, and English as the default, unless English only', () => {
    const alternates = [
      ...html().matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
    ].map((match) => [match[1], match[2]])
    if (ARTICLE.test(path)) {
      expect(alternates).toEqual([])
      return
    }
    const page = unprefixedPath(path)
    expect(alternates.map(([lang]) => lang)).toEqual([
      ...LOCALES.map((locale) => locale.lang),
      'x-default',
    ])
    for (const [, href] of alternates) {
      expect(unprefixedPath(new URL(href ?? '', SITE_URL).pathname)).toBe(page)
      expect(PAGE_PATHS).toContain(new URL(href ?? '', SITE_URL).pathname)
    }
  })

  test('has an absolute canonical link to itself, and matching Open Graph and Twitter tags', () => {
    const canonical = attr(html(), /<link rel="canonical" href="([^"]+)"/)
    expect(canonical).toBe(new URL(path, SITE_URL).href)
    expect(metaContent(html(), 'og:url')).toBe(canonical)
    expect(metaContent(html(), 'og:title')).toBeTruthy()
    expect(metaContent(html(), 'og:description')).toBeTruthy()
    expect(metaContent(html(), 'og:image')).toMatch(/^https?:\/\//)
    expect(metaContent(html(), 'og:type')).toMatch(/^(website|article)$/)
    expect(metaContent(html(), 'twitter:card')).toBe('summary_large_image')
  })

  test('every JSON-LD block parses and names a schema.org type', () => {
    const blocks = [
      ...html().matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1] ?? '') as JsonLd)
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org')
      // One entity, or several in an @graph (https://www.w3.org/TR/json-ld11/#named-graphs).
      const nodes = block['@graph'] ?? [block]
      expect(nodes.length).toBeGreaterThan(0)
      for (const node of nodes) expect(node['@type']).toBeTruthy()
    }
  })

  test('paints from its HTML alone: the stylesheet inline, no script fetched before the app starts', () => {
    const has = (pattern: RegExp) => pattern.test(html())
    expect(has(/<style id="app-css">[\s\S]{1000,}?<\/style>/), 'inline stylesheet').toBe(true)
    expect(has(/<link rel="stylesheet"/), 'stylesheet link').toBe(false)
    expect(has(/rel="modulepreload"/), 'module preload').toBe(false)
    expect(has(/<script type="module"[^>]*>\s*import[ *{"]/), 'static import').toBe(false)
    // The pages with the app load it behind the gate; the others ship none, only the header's
    // enhancement (docs/decisions/027-scripts-only-where-needed.md).
    const app = WITH_APP.has(unprefixedPath(path))
    expect(has(/<script type="module" async="">await new Promise/), 'gated bootstrap').toBe(app)
    expect(has(/<script>\(function enhance\(/), 'enhancement').toBe(!app)
    expect(has(/__reactRouterContext/), 'router context').toBe(app)
  })

  test('shows whole without JavaScript: no content held back for a script to reveal', () => {
    // React moves Suspense content it outlines into `<div hidden id="S:…">` (app/entry.server.tsx).
    expect(html()).not.toMatch(/<div hidden id="S:/)
    expect(html()).not.toMatch(/\$R[CVX]=/)
  })

  test('every image has its size and modern formats, and only the first one loads eagerly', () => {
    const pictures = [...html().matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1] ?? '')
    const images = [...html().matchAll(/<img [^>]*>/g)].map((m) => m[0])
    expect(images).toHaveLength(pictures.length)
    for (const [index, picture] of pictures.entries()) {
      expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+\.avif 600w/)
      expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+\.webp 600w/)
      const img = images[index] ?? ''
      expect(img).toMatch(/ width="\d+" height="\d+"/)
      expect(img).toMatch(index === 0 ? /loading="eager" fetchPriority="high"/ : /loading="lazy"/)
    }
  })

  test('every internal link resolves', async () => {
    const hrefs = new Set(
      [...html().matchAll(/<a [^>]*href="(\/[^"#]*)(?:#[^"]*)?"/g)].map((match) => match[1] ?? '/'),
    )
    // Each page by its canonical path: a language's home with its slash (`/es/`), others without.
    const homes = new Set(LOCALES.map((locale) => (locale.prefix ? `/${locale.prefix}/` : '/')))
    for (const href of hrefs) {
      const { pathname } = new URL(href, SITE_URL)
      if (!homes.has(pathname)) expect(pathname, href).not.toMatch(/\/$/)
      const res = await app.request(href)
      expect(res.status, href).toBeLessThan(400)
    }
  })
})

test('canonical URLs are unique across pages', () => {
  const canonicals = [...pages.values()].map((html) => attr(html, /rel="canonical" href="([^"]+)"/))
  expect(new Set(canonicals).size).toBe(PAGE_PATHS.length)
})

test('the sitemap lists every page and nothing else', async () => {
  const xml = await (await app.request('/sitemap.xml')).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
  expect(locs.sort()).toEqual(PAGE_PATHS.map((path) => new URL(path, SITE_URL).href).sort())
})

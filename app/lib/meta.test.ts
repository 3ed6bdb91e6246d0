import { describe, expect, test } from 'vitest'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { ENGLISH, LOCALES } from '#core/locales.ts'
import { testSite } from '#tests/support/site.ts'
import {
  buildMeta as build,
  defaultDescription,
  defaultTitle,
  pageMeta,
  type PageHead,
} from './meta.ts'

const site = testSite()
const messages = messagesFor(ENGLISH, ['meta'])
const t = translator('en', messages)
const buildMeta = (s: typeof site, head: PageHead) => build(s, head, { locale: ENGLISH, t })

const valueOf = (meta: ReturnType<typeof buildMeta>, key: string) =>
  meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key))

describe('buildMeta', () => {
  test('uses the site defaults with the host of SITE_URL', () => {
    const meta = buildMeta(site, { path: '/' })
    expect(meta).toContainEqual({
      title: 'YouTube Thumbnails Download Instantly | thumbs.example.org',
    })
    expect(valueOf(meta, 'description')).toEqual({
      name: 'description',
      content:
        'Get high-quality YouTube thumbnails in one click. Fast, free & easy at thumbs.example.org.',
    })
    expect(defaultTitle(site, t)).toContain(site.host)
    expect(defaultDescription(site, t)).toContain(site.host)
  })

  test('sets canonical, Open Graph and Twitter tags with absolute URLs', () => {
    const meta = buildMeta(site, { path: '/about', title: 'About', description: 'D' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://thumbs.example.org/about',
    })
    expect(valueOf(meta, 'og:url')).toMatchObject({ content: 'https://thumbs.example.org/about' })
    expect(valueOf(meta, 'og:type')).toMatchObject({ content: 'website' })
    expect(valueOf(meta, 'og:image')).toMatchObject({
      content: 'https://thumbs.example.org/og-image.png',
    })
    expect(valueOf(meta, 'og:title')).toMatchObject({ content: 'About' })
    expect(valueOf(meta, 'twitter:card')).toMatchObject({ content: 'summary_large_image' })
    expect(valueOf(meta, 'robots')).toMatchObject({ content: 'index, follow' })
    expect(valueOf(meta, 'keywords')).toBeDefined()
    expect(valueOf(meta, 'og:locale')).toMatchObject({ content: 'en' })
  })

  test("writes og:locale with Open Graph's underscore", () => {
    const portuguese = LOCALES.find((locale) => locale.lang === 'pt-BR')!
    const meta = build(site, { path: '/' }, { locale: portuguese, t })
    expect(valueOf(meta, 'og:locale')).toMatchObject({ content: 'pt_BR' })
  })

  test('keeps the default keywords and image text', () => {
    const meta = buildMeta(site, { path: '/' })
    expect(valueOf(meta, 'keywords')).toMatchObject({
      content:
        'youtube thumbnail downloader, download youtube thumbnail, youtube thumbnail, thumbnail grabber, hd thumbnail',
    })
    expect(valueOf(meta, 'og:image:alt')).toMatchObject({
      content: 'ThumbGrab: download YouTube thumbnails',
    })
  })

  test('canonical and og:url stay on the site origin whatever the path says', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      const meta = buildMeta(site, { path })
      const canonical = meta.find((m) => 'rel' in m && m.rel === 'canonical') as { href: string }
      const ogUrl = valueOf(meta, 'og:url') as { content: string }
      expect(new URL(canonical.href).origin).toBe('https://thumbs.example.org')
      expect(new URL(ogUrl.content).origin).toBe('https://thumbs.example.org')
    }
  })

  test('error pages are noindex', () => {
    expect(valueOf(buildMeta(site, { path: '/x', noindex: true }), 'robots')).toMatchObject({
      content: 'noindex, nofollow',
    })
  })

  test('articles are typed as such', () => {
    const meta = buildMeta(site, { path: '/blog/x', type: 'article' })
    expect(valueOf(meta, 'og:type')).toMatchObject({ content: 'article' })
  })
})

describe('languages', () => {
  const links = (meta: ReturnType<typeof buildMeta>, rel: string) =>
    meta.filter((m) => 'rel' in m && m.rel === rel) as { hrefLang?: string; href: string }[]

  test("each page names every language's copy, and English as the default", () => {
    const alternates = links(buildMeta(site, { path: '/about' }), 'alternate')
    expect(alternates.map((link) => link.hrefLang)).toEqual([
      ...LOCALES.map((locale) => locale.lang),
      'x-default',
    ])
    expect(alternates).toContainEqual(
      expect.objectContaining({
        hrefLang: 'pt-BR',
        href: 'https://thumbs.example.org/pt-br/about',
      }),
    )
    expect(alternates.at(-1)?.href).toBe('https://thumbs.example.org/about')
  })

  test('the canonical link is the page in its own language', () => {
    const arabic = LOCALES.find((locale) => locale.lang === 'ar')!
    const meta = build(site, { path: '/' }, { locale: arabic, t })
    expect(links(meta, 'canonical')).toEqual([
      expect.objectContaining({ href: 'https://thumbs.example.org/ar/' }),
    ])
    expect(valueOf(meta, 'og:url')).toMatchObject({ content: 'https://thumbs.example.org/ar/' })
    expect(valueOf(meta, 'og:locale')).toMatchObject({ content: 'ar' })
  })

  test('an English-only article and an error page name no alternates', () => {
    expect(links(buildMeta(site, { path: '/blog/x', englishOnly: true }), 'alternate')).toEqual([])
    expect(links(buildMeta(site, { path: '/', noindex: true }), 'alternate')).toEqual([])
  })
})

describe('pageMeta', () => {
  test('takes the site from the root match and may derive the head from it', () => {
    const matches = [{ id: 'root', loaderData: { site, messages } }]
    const location = { pathname: '/blog' }
    const meta = pageMeta({ matches, location }, (s) => ({
      path: '/blog',
      title: `Blog | ${s.name}`,
    }))
    expect(meta).toContainEqual({ title: 'Blog | ThumbGrab' })
  })
})

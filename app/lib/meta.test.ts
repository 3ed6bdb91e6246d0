import { describe, expect, test } from 'vitest'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { ENGLISH } from '#core/locales.ts'
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
const buildMeta = (s: typeof site, head: PageHead) => build(s, head, { lang: 'en', t })

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
    const meta = build(site, { path: '/' }, { lang: 'pt-BR', t })
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

import { describe, expect, test } from 'vitest'
import { testSite } from '#tests/support/site.ts'
import { buildMeta, defaultDescription, defaultTitle, pageMeta } from './meta.ts'

const site = testSite()

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
    expect(defaultTitle(site)).toContain(site.host)
    expect(defaultDescription(site)).toContain(site.host)
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
    const matches = [{ id: 'root', loaderData: { site } }]
    const meta = pageMeta({ matches }, (s) => ({ path: '/blog', title: `Blog | ${s.name}` }))
    expect(meta).toContainEqual({ title: 'Blog | ThumbGrab' })
  })
})

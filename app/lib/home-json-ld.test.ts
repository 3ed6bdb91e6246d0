import { describe, expect, test } from 'vitest'
import { testSite } from '#tests/support/site.ts'
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { ENGLISH } from '#core/locales.ts'
import { homeJsonLd as build } from './home-json-ld.ts'

const homeJsonLd = (site: typeof SITE) => build(site, translator('en', catalogOf(ENGLISH)), 'en')

const SITE = testSite('https://thumbgrab.example')

describe('homeJsonLd', () => {
  test('describes the site as a WebSite at its canonical home URL', () => {
    const [website] = homeJsonLd(SITE)
    expect(website).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'ThumbGrab',
      url: 'https://thumbgrab.example/',
    })
  })

  test('lists the seven FAQ entries as a FAQPage with plain-text answers', () => {
    const faq = homeJsonLd(SITE)[1] as {
      '@type': string
      mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[]
    }
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity).toHaveLength(7)
    for (const entry of faq.mainEntity) {
      expect(entry['@type']).toBe('Question')
      expect(entry.name).toMatch(/\?$/)
      expect(entry.acceptedAnswer.text.length).toBeGreaterThan(20)
    }
    expect(faq.mainEntity.at(-1)?.acceptedAnswer.text).toContain('through our contact page and')
  })
})

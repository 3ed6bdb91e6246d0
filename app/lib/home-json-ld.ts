/**
 * schema.org data for the home page: a WebSite (https://schema.org/WebSite)
 * and a FAQPage of the seven FAQ entries (https://schema.org/FAQPage), in the
 * page's language. It depends only on the site settings and the language, so every
 * render of the page carries the same bytes (the CSP hashes inline scripts). Each object is one
 * `script:ld+json` meta descriptor, which React Router escapes.
 */
import { FAQ } from '#app/content/home.ts'
import { plainText, type Translate } from '#app/i18n/i18n.tsx'
import { absoluteUrl, type Site } from '#core/site.ts'
import { defaultDescription } from './meta.ts'

export function homeJsonLd(site: Site, t: Translate, lang: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: absoluteUrl(site, '/'),
      description: defaultDescription(site, t),
      inLanguage: lang,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.map((entry) => ({
        '@type': 'Question',
        name: t(`home.faq.${entry}.question`),
        acceptedAnswer: { '@type': 'Answer', text: plainText(t(`home.faq.${entry}.answer`)) },
      })),
    },
  ]
}

/**
 * schema.org data for the home page: a WebSite (https://schema.org/WebSite)
 * and a FAQPage of the seven FAQ entries (https://schema.org/FAQPage). It
 * depends only on the site settings, so every render of the page carries the
 * same bytes (the CSP hashes inline scripts). Each object is one
 * `script:ld+json` meta descriptor, which React Router escapes.
 */
import { answerText, FAQ } from '#app/content/home.ts'
import { absoluteUrl, type Site } from '#core/site.ts'
import { defaultDescription } from './meta.ts'

export function homeJsonLd(site: Site) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: site.name,
      url: absoluteUrl(site, '/'),
      description: defaultDescription(site),
      inLanguage: 'en',
    },
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ.map(({ question, answer }) => ({
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(answer) },
      })),
    },
  ]
}

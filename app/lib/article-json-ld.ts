/**
 * schema.org data for the blog (https://schema.org/BlogPosting): what search
 * engines read to show an article's headline, image, date and author.
 * Rendered by React Router's `script:ld+json` meta descriptor, which escapes it.
 */
import type { ArticleSummary } from '#app/content/articles.ts'
import { absoluteUrl, type Site } from '#core/site.ts'

/**
 * Who wrote the articles: the site itself, as an Organization, since they are
 * signed by the site's team rather than by a person (`blog.author`).
 */
function siteAuthor(site: Site) {
  return { '@type': 'Organization', name: site.name, url: absoluteUrl(site, '/about') }
}

export function articleJsonLd(site: Site, article: ArticleSummary, wordCount: number) {
  const url = absoluteUrl(site, article.canonical)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.metaDescription,
    image: [absoluteUrl(site, `${article.image}-1200.jpg`)],
    datePublished: article.published,
    dateModified: article.published,
    author: siteAuthor(site),
    publisher: {
      '@type': 'Organization',
      name: site.name,
      url: absoluteUrl(site, '/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site, '/icon-512.png') },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: article.category,
    keywords: article.keywords.join(', '),
    wordCount,
    inLanguage: 'en',
  }
}

export function blogJsonLd(site: Site, articles: readonly ArticleSummary[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} Blog`,
    url: absoluteUrl(site, '/blog'),
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      headline: article.title,
      url: absoluteUrl(site, article.canonical),
      datePublished: article.published,
      author: siteAuthor(site),
    })),
  }
}

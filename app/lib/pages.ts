/**
 * Every indexable page of the site, in sitemap order. The build prerenders
 * exactly these (plus robots.txt and sitemap.xml), and the sitemap lists them.
 */
import { ARTICLES } from '#app/content/articles.ts'
import { LOCALES, localizedPath } from '#core/locales.ts'

/** The pages every language has, by their English path (core/locales.ts adds the prefix). */
export const STATIC_PAGES = [
  '/',
  '/about',
  '/blog',
  '/contact',
  '/preview',
  '/privacy-policy',
  '/terms-of-service',
] as const

/** The articles, in English only. */
export const ARTICLE_PATHS: readonly string[] = ARTICLES.map((article) => `/blog/${article.slug}`)

export const PAGE_PATHS: readonly string[] = [
  ...LOCALES.flatMap((locale) => STATIC_PAGES.map((path) => localizedPath(locale, path))),
  ...ARTICLE_PATHS,
]

/**
 * Every indexable page of the site, in sitemap order. The build prerenders
 * exactly these (plus robots.txt and sitemap.xml), and the sitemap lists them.
 */
import { ARTICLES } from '#app/content/articles.ts'
import { LOCALES, localizedPath } from '#core/locales.ts'

import { STATIC_PAGES } from './static-pages.ts'

export { STATIC_PAGES }

/** The articles, in English only. */
export const ARTICLE_PATHS: readonly string[] = ARTICLES.map((article) => `/blog/${article.slug}`)

export const PAGE_PATHS: readonly string[] = [
  ...LOCALES.flatMap((locale) => STATIC_PAGES.map((path) => localizedPath(locale, path))),
  ...ARTICLE_PATHS,
]

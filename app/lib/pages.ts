/**
 * Every indexable page of the site, in sitemap order. The build prerenders
 * exactly these (plus robots.txt and sitemap.xml), and the sitemap lists them.
 */
import { ARTICLES } from '#app/content/articles.ts'

export const STATIC_PAGES = [
  '/',
  '/about',
  '/blog',
  '/contact',
  '/preview',
  '/privacy-policy',
  '/terms-of-service',
] as const

export const PAGE_PATHS: readonly string[] = [
  ...STATIC_PAGES,
  ...ARTICLES.map((article) => `/blog/${article.slug}`),
]

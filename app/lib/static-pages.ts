/**
 * The pages every language has (core/locales.ts), by their English path, and which of them
 * stands for any path: kept apart from app/lib/pages.ts, which lists the articles too, so that
 * the language switcher on every page carries no more than this.
 */
import { LOCALES, unprefixedPath } from '#core/locales.ts'

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

export type StaticPage = (typeof STATIC_PAGES)[number]

/**
 * The page every language has that stands for the one at `pathname`: the page itself, the blog
 * for an article (articles are written in English only), else the home page (a 404's path is
 * no page to send anyone to again, in any language).
 * The browser runs it too, as its source text (app/lib/language-suggestion.server.ts), which
 * passes what the defaults name.
 * @example languagePage('/es/about/') // '/about'
 * @example languagePage('/blog/some-article') // '/blog'
 */
export function languagePage(
  pathname: string,
  pages: readonly string[] = STATIC_PAGES,
  prefixes: readonly string[] = PREFIXES,
): StaticPage {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  const first = trimmed.split('/', 2)[1] ?? ''
  const path = prefixes.includes(first) ? trimmed.slice(first.length + 1) || '/' : trimmed
  if (pages.includes(path)) return path as StaticPage
  return path.startsWith('/blog/') ? '/blog' : '/'
}

/** The languages' path prefixes, English's (none) left out. */
const PREFIXES = LOCALES.map((locale) => locale.prefix).filter(Boolean)

/** Whether `pathname` is one of the pages every language has, in any language. */
export function isLanguagePage(pathname: string): boolean {
  const path = unprefixedPath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  return STATIC_PAGES.some((page) => page === path)
}

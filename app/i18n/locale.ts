/**
 * The page's language in components, read from its path like everything else about the
 * language (core/locales.ts), and its own paths to the site's pages.
 */
import { useCallback } from 'react'
import { useLocation } from 'react-router'
import { localeOfPath, localizedPath, type Locale } from '#core/locales.ts'

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname)
}

/**
 * A function from a page's English path to its path in the page's language, for links and form
 * actions: `/about` on a Spanish page is `/es/about`.
 * @example const to = useLocalize(); <Link to={to('/contact')}>
 */
export function useLocalize(): (path: string) => string {
  const locale = useLocale()
  return useCallback((path) => localizedPath(locale, path), [locale])
}

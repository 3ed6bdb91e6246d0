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

/** Unicode's left-to-right isolate and its end (https://www.unicode.org/reports/tr9/#Explicit_Directional_Isolates). */
const LRI = '\u2066'
const PDI = '\u2069'

/**
 * A function that keeps a run of numbers such as `1280 × 720` in reading order on a right-to-left
 * page, where the bidirectional algorithm would show `720 × 1280`: it isolates the run, left to
 * right. On a left-to-right page it returns the text as it is.
 * @example const ltr = useLeftToRight(); t('results.card.size', { size: ltr('1280 × 720') })
 */
export function useLeftToRight(): (text: string) => string {
  const { dir } = useLocale()
  return useCallback((text) => (dir === 'rtl' ? `${LRI}${text}${PDI}` : text), [dir])
}

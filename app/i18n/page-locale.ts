/** The page's language, and what the page's components need of it. */
import { useLocation } from 'react-router'
import { ENGLISH, localeOfPath, type Locale } from '#core/locales.ts'

/** The language of the page being rendered: that of its path (core/locales.ts). */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname)
}

/**
 * The `lang` to put on English text (the articles, the English legal documents) inside a page in
 * another language; undefined on an English page, where the text already has the page's language.
 * @example englishInside(ENGLISH) // undefined
 */
export function englishInside(locale: Locale): 'en' | undefined {
  return locale.lang === ENGLISH.lang ? undefined : 'en'
}

/**
 * A day (ISO 8601 `YYYY-MM-DD`) written out in `lang`, the same on the server and in any
 * browser's time zone.
 * @example longDay('2026-11-21', 'en') // 'November 21, 2026'
 */
export function longDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${iso}T00:00:00Z`))
}

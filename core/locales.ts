/**
 * The languages the site speaks: English at the root, every other under its own path prefix
 * (`/es/about`). A page's language is read from its path alone, never from a header or a
 * cookie, so every URL names one page in one language: what crawlers index, what a shared link
 * shows, what a cache may keep.
 */

export type Locale = {
  /** The path segment (`/es/…`) and the messages file's name; '' for English at the root. */
  readonly prefix: string
  /** BCP 47: `<html lang>`, hreflang, `Intl`. */
  readonly lang: string
  readonly dir: 'ltr' | 'rtl'
  /** The language's name in itself, as the switcher offers it. */
  readonly name: string
}

export const ENGLISH: Locale = { prefix: '', lang: 'en', dir: 'ltr', name: 'English' }

/**
 * Every language the site is published in, English first, then in the order the switcher lists
 * them. A language joins this list with its messages file (docs/architecture.md, "A language").
 */
export const LOCALES: readonly Locale[] = [
  ENGLISH,
  { prefix: 'es', lang: 'es', dir: 'ltr', name: 'Español' },
  { prefix: 'pt-br', lang: 'pt-BR', dir: 'ltr', name: 'Português (Brasil)' },
  { prefix: 'fr', lang: 'fr', dir: 'ltr', name: 'Français' },
  { prefix: 'de', lang: 'de', dir: 'ltr', name: 'Deutsch' },
  { prefix: 'hi', lang: 'hi', dir: 'ltr', name: 'हिन्दी' },
  { prefix: 'id', lang: 'id', dir: 'ltr', name: 'Bahasa Indonesia' },
  { prefix: 'ja', lang: 'ja', dir: 'ltr', name: '日本語' },
  { prefix: 'ko', lang: 'ko', dir: 'ltr', name: '한국어' },
  { prefix: 'tr', lang: 'tr', dir: 'ltr', name: 'Türkçe' },
  { prefix: 'ar', lang: 'ar', dir: 'rtl', name: 'العربية' },
]

const BY_PREFIX = new Map(LOCALES.filter((l) => l.prefix).map((l) => [l.prefix, l]))

/**
 * The language of a path: its first segment when that is a language's prefix, else English.
 * @example localeOfPath('/about').lang // 'en'
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/', 2)[1] ?? ''
  return BY_PREFIX.get(first) ?? ENGLISH
}

/**
 * The path without its language's prefix: the same page's path in English.
 * @example unprefixedPath('/es/about') // '/about' (with Spanish published)
 */
export function unprefixedPath(pathname: string): string {
  const { prefix } = localeOfPath(pathname)
  if (!prefix) return pathname
  const rest = pathname.slice(prefix.length + 1)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * The path of an English page in `locale`.
 * @example localizedPath(spanish, '/about') // '/es/about'
 * @example localizedPath(ENGLISH, '/about') // '/about'
 */
export function localizedPath(locale: Locale, path: string): string {
  return locale.prefix ? `/${locale.prefix}${path}` : path
}

/**
 * The published language a browser asks for first (`navigator.languages`, most wanted first):
 * an exact tag, else the same base language (`pt-PT` → Português (Brasil), `es-MX` → Español).
 * The browser runs it too, as its source text (app/lib/language-suggestion.server.ts).
 * @example preferredLocale(['de-AT', 'en']).lang // 'de'
 */
export function preferredLocale<L extends Pick<Locale, 'lang'> = Locale>(
  wanted: readonly string[],
  // Self-contained but for this default: the language script passes its own list.
  locales: readonly L[] = LOCALES as unknown as readonly L[],
): L | undefined {
  for (const tag of wanted) {
    const lower = tag.toLowerCase()
    const base = lower.split('-')[0]
    const found =
      locales.find((locale) => locale.lang.toLowerCase() === lower) ??
      locales.find((locale) => locale.lang.toLowerCase().split('-')[0] === base)
    if (found) return found
  }
  return undefined
}

/**
 * The language switcher: this page in every language the site speaks (or the page standing for
 * it: app/lib/static-pages.ts, languagePage), as plain links that work without JavaScript. Each loads its
 * page whole (a page's messages are its language's alone), keeps the home page's video (`?v=`), and is remembered as the visitor's choice
 * by the page's language script (app/lib/language-suggestion.server.ts), through
 * `data-language`.
 */
import { useLocation } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { isLanguagePage, languagePage } from '#app/lib/static-pages.ts'
import { LOCALES, localeOfPath, localizedPath, type Locale } from '#core/locales.ts'

/** Each language's copy of the page on show, with the one on show marked. */
function useLanguageLinks() {
  const { pathname, search } = useLocation()
  const here = localeOfPath(pathname)
  const page = languagePage(pathname)
  // The home page's video stays on show; no other query is kept (a tracking tag, another page's
  // outcome). `v` is also what makes the server render the page rather than send its
  // prerendered file, so the server's links and the browser's agree.
  const video = page === '/' && isLanguagePage(pathname) && new URLSearchParams(search).get('v')
  const query = video ? `?${new URLSearchParams({ v: video })}` : ''
  return LOCALES.map((locale) => ({
    locale,
    href: `${localizedPath(locale, page)}${query}`,
    current: locale === here,
  }))
}

function LanguageLink({
  locale,
  href,
  current,
  className,
}: {
  locale: Locale
  href: string
  current: boolean
  className: string
}) {
  return (
    <a
      href={href}
      hrefLang={locale.lang}
      lang={locale.lang}
      dir={locale.dir}
      data-language={locale.lang}
      aria-current={current ? 'true' : undefined}
      className={className}
    >
      {locale.name}
    </a>
  )
}

/** The header's menu: a disclosure (details/summary) that opens without a script. */
export function LanguageMenu() {
  const t = useT()
  const links = useLanguageLinks()
  const { pathname } = useLocation()
  const here = localeOfPath(pathname)
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-2 py-2 font-semibold hover:bg-white/15 focus-visible:outline-white [&::-webkit-details-marker]:hidden">
        <GlobeIcon />
        <span className="sr-only">{t('frame.language')}: </span>
        <span lang={here.lang} className="text-sm uppercase">
          {here.lang.split('-')[0]}
        </span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-2 w-56 rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg">
        {links.map((link) => (
          <li key={link.locale.lang}>
            <LanguageLink
              {...link}
              className="block px-4 py-2 text-start hover:bg-slate-100 aria-[current]:font-bold aria-[current]:text-brand-700"
            />
          </li>
        ))}
      </ul>
    </details>
  )
}

/** The footer's list: every language at a glance. */
export function LanguageList() {
  const t = useT()
  const links = useLanguageLinks()
  return (
    <nav aria-label={t('frame.language')}>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {links.map((link) => (
          <li key={link.locale.lang}>
            <LanguageLink
              {...link}
              className="hover:text-white aria-[current]:font-semibold aria-[current]:text-white"
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </svg>
  )
}

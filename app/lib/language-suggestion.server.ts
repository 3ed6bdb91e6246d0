/**
 * The offer to read a page in the visitor's language, never a redirect (a crawler or a shared
 * link always gets the page its URL names). A small inline script at the end of every page's
 * body, with or without the app, picks the language: the visitor's choice, remembered in this
 * browser when they pick one from the language menu or turn the offer down, else the first of
 * the browser's languages the site speaks (core/locales.ts, preferredLocale). When that is not
 * the page's, it shows the offer from the template beside it, in the offered language's own
 * words (SUGGESTIONS): the page carries no other language's messages. The dismiss
 * button's label is in the page's language. The app's DOM is left alone: React skips a
 * trailing element it did not render, and nothing here runs inside its tree.
 */
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { isLanguagePage, languagePage, STATIC_PAGES } from '#app/lib/static-pages.ts'
import { LOCALES, preferredLocale, type Locale } from '#core/locales.ts'

/**
 * "Read this page in <language>", in that language, by BCP 47 tag: the offer a visitor whose
 * browser prefers it sees on a page in another language, whose messages it cannot use. Only this
 * server module holds them; a page carries them in its script.
 */
export const SUGGESTIONS: Readonly<Record<string, string>> = {
  en: 'Read this page in English',
  es: 'Ver esta página en español',
  'pt-BR': 'Ver esta página em português',
  fr: 'Lire cette page en français',
  de: 'Diese Seite auf Deutsch lesen',
  hi: 'यह पेज हिन्दी में पढ़ें',
  id: 'Baca halaman ini dalam Bahasa Indonesia',
  ja: 'このページを日本語で読む',
  ko: '이 페이지를 한국어로 보기',
  tr: 'Bu sayfayı Türkçe okuyun',
  ar: 'اقرأ هذه الصفحة بالعربية',
}

/** localStorage key of the visitor's language choice: a BCP 47 tag from core/locales.ts. */
export const LANGUAGE_KEY = 'thumbgrab.language'

const TEMPLATE_ID = 'language-suggestion'

type SuggestionConfig = {
  key: string
  template: string
  /** The page's language. */
  lang: string
  /** The pages every language has, by English path. */
  pages: readonly string[]
  locales: readonly (Pick<Locale, 'prefix' | 'lang' | 'dir'> & { suggestion: string })[]
}

/**
 * Runs in the browser, sent as its own source text (Function.prototype.toString): it may use
 * nothing but its parameters and the browser's globals.
 */
function suggest(
  config: SuggestionConfig,
  preferred: typeof preferredLocale,
  pageOf: typeof languagePage,
) {
  let store: Storage | undefined
  try {
    store = localStorage
  } catch {
    // Storage blocked: the offer still shows, and nothing is remembered.
  }
  const remember = (lang: string) => {
    try {
      store?.setItem(config.key, lang)
    } catch {
      // Full or blocked: the choice lasts this page.
    }
  }
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element && event.target.closest('a[data-language]')
    if (link) remember(link.getAttribute('data-language') ?? '')
  })
  let chosen: string | null = null
  try {
    chosen = store?.getItem(config.key) ?? null
  } catch {
    chosen = null
  }
  const offer = chosen
    ? config.locales.find((locale) => locale.lang === chosen)
    : preferred(navigator.languages, config.locales)
  const template = document.getElementById(config.template)
  if (!offer || offer.lang === config.lang || !(template instanceof HTMLTemplateElement)) return
  const box = template.content.firstElementChild?.cloneNode(true)
  if (!(box instanceof HTMLElement)) return
  const link = box.querySelector('a')
  // The page on show in the offered language, read when shown and again when followed: a page
  // with the app may have moved to another page (or to another video) since.
  const target = () => {
    const prefixes = config.locales.map((locale) => locale.prefix).filter(Boolean)
    const page = pageOf(location.pathname, config.pages, prefixes)
    const video = page === '/' && new URLSearchParams(location.search).get('v')
    const query = video ? `?${new URLSearchParams({ v: video })}` : ''
    return `${offer.prefix ? `/${offer.prefix}` : ''}${page}${query}`
  }
  if (link) {
    link.href = target()
    link.addEventListener('click', () => {
      link.href = target()
    })
    link.hreflang = offer.lang
    link.lang = offer.lang
    link.dir = offer.dir
    link.setAttribute('data-language', offer.lang)
    link.textContent = offer.suggestion
  }
  box.querySelector('button')?.addEventListener('click', () => {
    remember(config.lang)
    box.remove()
  })
  document.body.append(box)
}

/** Whether a page has copies in the other languages: the translated pages, not articles or errors. */
function offered(pathname: string, status: number): boolean {
  return status === 200 && isLanguagePage(pathname)
}

/** JSON for inside a script element: no `<` to close it early. */
const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * The template and the script, for the end of the page's body; nothing on a page that exists in
 * one language only.
 */
export function languageSuggestion(
  pathname: string,
  locale: Locale,
  status: number,
  nonce: string | undefined,
): string {
  if (!offered(pathname, status)) return ''
  const t = translator(locale.lang, catalogOf(locale))
  const config: SuggestionConfig = {
    key: LANGUAGE_KEY,
    template: TEMPLATE_ID,
    lang: locale.lang,
    pages: STATIC_PAGES,
    locales: LOCALES.map(({ prefix, lang, dir }) => ({
      prefix,
      lang,
      dir,
      suggestion: SUGGESTIONS[lang] ?? '',
    })),
  }
  const attributes = nonce ? ` nonce="${nonce}"` : ''
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  return (
    `<template id="${TEMPLATE_ID}">` +
    `<aside aria-label="${escape(t('frame.languageSuggestion'))}" class="fixed inset-x-4 top-header z-40 mx-auto mt-2 flex max-w-md items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white py-2 ps-4 pe-2 text-slate-900 shadow-lg">` +
    `<a class="font-semibold text-brand-700 underline underline-offset-2"></a>` +
    `<button type="button" class="shrink-0 rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 hover:bg-slate-100">${escape(t('frame.dismissSuggestion'))}</button>` +
    `</aside></template>` +
    `<script${attributes}>(${suggest.toString()})(${json(config)},${preferredLocale.toString()},${languagePage.toString()})</script>`
  )
}

/**
 * The page with the offer at the end of its body.
 * @example withLanguageSuggestion(html, '/es/', spanish, 200, undefined)
 */
export function withLanguageSuggestion(
  html: string,
  pathname: string,
  locale: Locale,
  status: number,
  nonce: string | undefined,
): string {
  const end = html.lastIndexOf('</body>')
  if (end < 0) throw new Error('a page without </body>')
  const suggestion = languageSuggestion(pathname, locale, status, nonce)
  return `${html.slice(0, end)}${suggestion}${html.slice(end)}`
}

/**
 * Builds the head of every page: title, description, keywords, Open Graph,
 * Twitter card, robots and an absolute canonical link on SITE_URL's origin (core/site.ts).
 */
import type { MetaDescriptor } from 'react-router'
import { messagesOfMatches, translator, type Translate } from '#app/i18n/i18n.tsx'
import { ENGLISH, LOCALES, localeOfPath, localizedPath, type Locale } from '#core/locales.ts'
import { absoluteUrl, type Site } from '#core/site.ts'

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const

export type PageHead = {
  /**
   * Path of the page in English, e.g. `/about`; the canonical link is its path in the page's
   * language (`/es/about`), and every language's copy is named as an alternate.
   */
  path: string
  /** A page written in English only (an article): no other language's copy to name. */
  englishOnly?: boolean
  title?: string
  description?: string
  /** A list, or a message's comma-separated list as written. */
  keywords?: string | readonly string[]
  image?: { path: string; width: number; height: number; alt?: string }
  type?: 'website' | 'article'
  /** Error pages (the 404 among them) ask search engines not to index them. */
  noindex?: boolean
}

/** The page's language and its messages (the root loader sends the `meta` namespace). */
export type MetaLanguage = { locale: Locale; t: Translate }

export function defaultTitle(site: Pick<Site, 'host'>, t: Translate): string {
  return t('meta.defaultTitle', { host: site.host })
}

export function defaultDescription(site: Pick<Site, 'host'>, t: Translate): string {
  return t('meta.defaultDescription', { host: site.host })
}

/**
 * Open Graph's form of a BCP 47 tag: an underscore before the region.
 * @example ogLocale('pt-BR') // 'pt_BR'
 */
export function ogLocale(lang: string): string {
  return lang.replaceAll('-', '_')
}

/**
 * The page's copy in every language, for search engines (`hreflang`), and `x-default` for a
 * visitor whose language is none of them: the English page at the root.
 */
function alternates(site: Site, path: string): MetaDescriptor[] {
  const link = (hrefLang: string, locale: Locale) => ({
    tagName: 'link',
    rel: 'alternate',
    hrefLang,
    href: absoluteUrl(site, localizedPath(locale, path)),
  })
  return [...LOCALES.map((locale) => link(locale.lang, locale)), link('x-default', ENGLISH)]
}

/**
 * @example buildMeta(site, { path: '/about', title: 'About Us | ThumbGrab' }, { locale: ENGLISH, t })
 */
export function buildMeta(
  site: Site,
  head: PageHead,
  { locale, t }: MetaLanguage,
): MetaDescriptor[] {
  const { lang } = locale
  const title = head.title ?? defaultTitle(site, t)
  const description = head.description ?? defaultDescription(site, t)
  const url = absoluteUrl(site, localizedPath(locale, head.path))
  const image = head.image ?? { ...OG_IMAGE, alt: t('meta.imageAlt', { site: site.name }) }
  const imageUrl = absoluteUrl(site, image.path)
  const keywords = head.keywords ?? t('meta.defaultKeywords')
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: typeof keywords === 'string' ? keywords : keywords.join(', ') },
    { name: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    // An error page is no page to offer in other languages.
    ...(head.noindex || head.englishOnly ? [] : alternates(site, head.path)),
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: ogLocale(lang) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ]
}

type MatchLike = { id: string; loaderData: unknown } | undefined

/** The site settings as the root loader gave them to this render. */
export function siteFromMatches(matches: readonly MatchLike[]): Site | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  return (root as { site?: Site } | undefined)?.site
}

/**
 * A route's `meta`: the page's head, built with the site settings of this render, in the
 * language of its path, with the messages its loaders sent.
 * @example export const meta = (args) => pageMeta(args, (site, t) => ({ path: '/about', title: t('meta.about.title', { site: site.name }) }))
 */
export function pageMeta(
  args: { matches: readonly MatchLike[]; location: { pathname: string } },
  head: PageHead | ((site: Site, t: Translate) => PageHead),
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches)
  const messages = messagesOfMatches(args.matches)
  if (!site || !messages) return [{ title: 'ThumbGrab' }]
  const locale = localeOfPath(args.location.pathname)
  const t = translator(locale.lang, messages)
  return buildMeta(site, typeof head === 'function' ? head(site, t) : head, { locale, t })
}

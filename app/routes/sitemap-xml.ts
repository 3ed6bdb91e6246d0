import { ARTICLE_PATHS, STATIC_PAGES } from '#app/lib/pages.ts'
import { ENGLISH, LOCALES, localizedPath } from '#core/locales.ts'
import { absoluteUrl, type Site } from '#core/site.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import type { Route } from './+types/sitemap-xml'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Every page's URL, in the order of app/lib/pages.ts. A page every language has lists each
 * language's copy and `x-default` as alternates, as search engines read them from a sitemap
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 */
export function sitemap(site: Site): string {
  const url = (path: string) => escapeXml(absoluteUrl(site, path))
  const alternate = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`
  const translated = LOCALES.flatMap((locale) =>
    STATIC_PAGES.map((page) =>
      [
        `  <url>`,
        `    <loc>${url(localizedPath(locale, page))}</loc>`,
        ...LOCALES.map((other) => alternate(other.lang, localizedPath(other, page))),
        alternate('x-default', localizedPath(ENGLISH, page)),
        `  </url>`,
      ].join('\n'),
    ),
  )
  const articles = ARTICLE_PATHS.map((path) => `  <url><loc>${url(path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...translated,
    ...articles,
    '</urlset>',
    '',
  ].join('\n')
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemap(getSite(context)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}

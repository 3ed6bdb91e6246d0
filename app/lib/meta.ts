/**
 * Builds the head of every page: title, description, keywords, Open Graph,
 * Twitter card, robots and an absolute canonical link on SITE_URL's origin (core/site.ts).
 */
import type { MetaDescriptor } from 'react-router'
import { absoluteUrl, type Site } from '#core/site.ts'

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const

export const DEFAULT_KEYWORDS = [
  'youtube thumbnail downloader',
  'download youtube thumbnail',
  'youtube thumbnail',
  'thumbnail grabber',
  'hd thumbnail',
]

export type PageHead = {
  /** Path of the page, e.g. `/about`; the canonical link is built from it. */
  path: string
  title?: string
  description?: string
  keywords?: readonly string[]
  image?: { path: string; width: number; height: number; alt?: string }
  type?: 'website' | 'article'
  /** Error pages (the 404 among them) ask search engines not to index them. */
  noindex?: boolean
}

export function defaultTitle(site: Pick<Site, 'host'>): string {
  return `YouTube Thumbnails Download Instantly | ${site.host}`
}

export function defaultDescription(site: Pick<Site, 'host'>): string {
  return `Get high-quality YouTube thumbnails in one click. Fast, free & easy at ${site.host}.`
}

/**
 * @example buildMeta(site, { path: '/about', title: 'About Us | ThumbGrab' })
 */
export function buildMeta(site: Site, head: PageHead): MetaDescriptor[] {
  const title = head.title ?? defaultTitle(site)
  const description = head.description ?? defaultDescription(site)
  const url = absoluteUrl(site, head.path)
  const image = head.image ?? { ...OG_IMAGE, alt: `${site.name}: download YouTube thumbnails` }
  const imageUrl = absoluteUrl(site, image.path)
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: (head.keywords ?? DEFAULT_KEYWORDS).join(', ') },
    { name: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
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
 * A route's `meta`: the page's head, built with the site settings of this render.
 * @example export const meta = (args) => pageMeta(args, (site) => ({ path: '/about', title: `About Us | ${site.name}` }))
 */
export function pageMeta(
  args: { matches: readonly MatchLike[] },
  head: PageHead | ((site: Site) => PageHead),
): MetaDescriptor[] {
  const site = siteFromMatches(args.matches)
  if (!site) return [{ title: 'ThumbGrab' }]
  return buildMeta(site, typeof head === 'function' ? head(site) : head)
}

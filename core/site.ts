/**
 * The public face of the configuration: what pages may show (never secrets or
 * server paths). Built by the server from its config, read by every page.
 */
export type Site = {
  /** Canonical origin without a trailing slash, e.g. `https://thumbgrab.example`. */
  url: string
  /**
   * The host of `url`, used as {host} in the default title, description and legal pages;
   * the site's name when `url` is a local address (SITE_URL unset), never `localhost`.
   */
  host: string
  name: string
  /** The operator's own team (About page), from TEAM; empty unless configured. */
  team: readonly TeamMember[]
  /** The operator's own testimonials (home page), from TESTIMONIALS; empty unless configured. */
  testimonials: readonly Testimonial[]
  /** The operator's; phone and address are null unless configured, and then not shown. */
  contact: { email: string; phone: string | null; address: string | null }
  social: { facebook: string; twitter: string; instagram: string; youtube: string }
  /** Running as `npm run demo`, against the local fake image host. */
  demo: boolean
}

export type TeamMember = { name: string; role: string; bio: string }

export type Testimonial = { name: string; role: string; rating: number; quote: string }

/**
 * Absolute URL of a path on this site, always on `site.url`'s origin: the path is set as a
 * path, so a request path such as `//evil.example/x` (a scheme-relative URL if resolved as
 * a reference) stays `https://a.example//evil.example/x`.
 * @example absoluteUrl({ url: 'https://a.example' }, '/about') // 'https://a.example/about'
 */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  const url = new URL(`${site.url}/`)
  url.pathname = path
  return url.href
}

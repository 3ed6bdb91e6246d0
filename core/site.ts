/**
 * The public face of the configuration: what pages may show (never secrets or
 * server paths). Built by the server from its config, read by every page.
 */
export type Site = {
  /** Canonical origin without a trailing slash, e.g. `https://thumbgrab.example`. */
  url: string
  /** The host of `url`, used as {host} in the default title and description. */
  host: string
  name: string
  contact: { email: string; phone: string; address: string }
  social: { facebook: string; twitter: string; instagram: string; youtube: string }
  /** Running as `npm run demo`, against the local fake image host. */
  demo: boolean
}

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

/**
 * The public face of the configuration: what pages may show (never secrets or
 * server paths). The server puts it into the router context; the root loader
 * hands it to every page.
 */
import { createContext } from 'react-router'

export type Site = {
  /** Canonical origin without a trailing slash, e.g. `https://thumbgrab.example`. */
  url: string
  /** The host of `url`, used as {host} in the default title and description. */
  host: string
  name: string
  contact: { email: string; phone: string; address: string }
  social: { facebook: string; twitter: string; instagram: string; youtube: string }
}

export const siteContext = createContext<Site | null>(null)

/** Absolute URL of a path on this site. */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return new URL(path, `${site.url}/`).href
}

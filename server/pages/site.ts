import type { Site } from '#core/site.ts'
import type { Config } from '../config.ts'

/** The settings pages may show, taken from the server's config. */
export function siteFromConfig(config: Config): Site {
  return {
    url: config.siteUrl,
    host: new URL(config.siteUrl).host,
    name: config.siteName,
    contact: { ...config.contact },
    social: { ...config.social },
    demo: config.demo,
  }
}

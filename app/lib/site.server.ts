import type { RouterContextProvider } from 'react-router'
import { readConfig, type Config } from '#server/config.ts'
import { siteContext, type Site } from './site.ts'

export function siteFromConfig(config: Config): Site {
  return {
    url: config.siteUrl,
    host: new URL(config.siteUrl).host,
    name: config.siteName,
    contact: { ...config.contact },
    social: { ...config.social },
  }
}

let buildTimeSite: Site | undefined

/**
 * The site settings for this request. The server sets them in the router
 * context; prerendering at build time has no server, so it reads the build's
 * own environment (the server refuses prerendered pages built for other settings).
 */
export function getSite(context: Readonly<RouterContextProvider>): Site {
  const fromServer = context.get(siteContext)
  if (fromServer) return fromServer
  buildTimeSite ??= siteFromConfig(readConfig())
  return buildTimeSite
}

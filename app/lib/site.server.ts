import type { RouterContextProvider } from 'react-router'
import type { Site } from '#core/site.ts'
import { readConfig } from '#server/config.ts'
import { siteFromConfig } from '#server/pages/site.ts'
import { siteContext } from './site.ts'

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

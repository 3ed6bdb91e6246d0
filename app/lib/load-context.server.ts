/**
 * The app's side of the load context (server/pages/load-context.ts): the
 * router-context keys the server fills per request, and what loaders read
 * from them.
 */
import { createContext, RouterContextProvider } from 'react-router'
import type { BatchFormRefusal } from '#core/batch-form.ts'
import type { ContactFormRefusal } from '#core/contact-outcome.ts'
import type { Site } from '#core/site.ts'
import type { CreateLoadContext, Services } from '#server/pages/load-context.ts'
import { readConfig, siteFromConfig } from '#server/config.ts'

const siteContext = createContext<Site | null>(null)
const servicesContext = createContext<Services | null>(null)
const cspNonceContext = createContext<string | null>(null)
const clientContext = createContext<string | null>(null)
const batchRefusalContext = createContext<BatchFormRefusal | null>(null)
const contactRefusalContext = createContext<ContactFormRefusal | null>(null)

/** Exported by app/entry.server.tsx; the server calls it for every render. */
export const createLoadContext: CreateLoadContext = (
  site,
  services,
  { cspNonce, client, batchRefusal, contactRefusal } = {},
) => {
  const context = new RouterContextProvider()
  context.set(siteContext, site)
  context.set(servicesContext, services)
  context.set(cspNonceContext, cspNonce ?? null)
  context.set(clientContext, client ?? null)
  context.set(batchRefusalContext, batchRefusal ?? null)
  context.set(contactRefusalContext, contactRefusal ?? null)
  return context
}

/**
 * The refused Many links post this render answers (server/pages/routes.ts,
 * `batchFormRefusal`); null for every other render.
 */
export function getBatchRefusal(context: Readonly<RouterContextProvider>): BatchFormRefusal | null {
  return context.get(batchRefusalContext)
}

/**
 * The refused contact form post this render answers (server/pages/routes.ts,
 * `contactFormRefusal`); null for every other render.
 */
export function getContactRefusal(
  context: Readonly<RouterContextProvider>,
): ContactFormRefusal | null {
  return context.get(contactRefusalContext)
}

/**
 * Who this render is for (server/http/client-key.ts), to charge a lookup to; null when the
 * server did not say (a render that looks nothing up).
 */
export function getClient(context: Readonly<RouterContextProvider>): string | null {
  return context.get(clientContext)
}

/**
 * The nonce the server's Content-Security-Policy allows for this render's inline scripts
 * and styles (server/http/csp.ts); undefined when prerendering, where the server allows a
 * static page's inline blocks by their hashes instead.
 */
export function getCspNonce(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(cspNonceContext) ?? undefined
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

/**
 * The server's services for this request. Only per-request renders have them:
 * a loader that runs at prerender time must not ask.
 */
export function getServices(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext)
  if (!services) throw new Error('server services are not available while prerendering')
  return services
}

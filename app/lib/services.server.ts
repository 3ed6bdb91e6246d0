import type { RouterContextProvider } from 'react-router'
import type { Services } from '#server/pages/load-context.ts'
import { servicesContext } from './services.ts'

/**
 * The server's services for this request. Only per-request renders have them:
 * a loader that runs at prerender time must not ask.
 */
export function getServices(context: Readonly<RouterContextProvider>): Services {
  const services = context.get(servicesContext)
  if (!services) throw new Error('server services are not available while prerendering')
  return services
}

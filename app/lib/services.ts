import { createContext } from 'react-router'
import type { Services } from '#server/pages/load-context.ts'

/** The server's services for this request, put into the router context by the server. */
export const servicesContext = createContext<Services | null>(null)

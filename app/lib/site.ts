import { createContext } from 'react-router'
import type { Site } from '#core/site.ts'

/** The site settings of this request, put into the router context by the server. */
export const siteContext = createContext<Site | null>(null)

export type { Site } from '#core/site.ts'

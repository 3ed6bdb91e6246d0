import { createContext } from 'react'

/**
 * Switches the downloader to its Many links mode with a link carried over (a playlist or
 * channel link refused by the single field); provided by downloader-modes.tsx, null outside it.
 */
export const ManyLinksSwitch = createContext<((link: string) => void) | null>(null)

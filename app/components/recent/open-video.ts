import { createContext, useContext } from 'react'

/**
 * Looks a video up in the downloader on this page (as if its link had been
 * typed): provided by the downloader, used by lists that offer videos to open.
 * Null outside a downloader, where a plain link to `/?v=ID` does the job.
 */
export const OpenVideoContext = createContext<((videoId: string) => void) | null>(null)

export function useOpenVideo() {
  return useContext(OpenVideoContext)
}

import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useLocalize } from '#app/i18n/locale.ts'

/** How long to wait after navigating home before scrolling to the downloader. */
export const SCROLL_AFTER_NAVIGATE_MS = 100

export const DOWNLOAD_SECTION_ID = 'download-section'

/**
 * Navigates to the home page, then scrolls to its download section. The delay
 * lets the home page render and ScrollRestoration reset to the top first.
 * People who ask for reduced motion get an instant jump instead of a glide.
 */
export function useGoToDownloader(): () => Promise<void> {
  const navigate = useNavigate()
  const localize = useLocalize()
  return useCallback(async () => {
    await navigate(localize('/'))
    window.setTimeout(() => {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      document
        .getElementById(DOWNLOAD_SECTION_ID)
        ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth' })
    }, SCROLL_AFTER_NAVIGATE_MS)
  }, [navigate, localize])
}

import { useEffect } from 'react'
import type { Results } from '#app/components/downloader/downloader-state.ts'
import { addRecent, smallPicture } from './recent-lookups.ts'

/**
 * Adds each video whose thumbnails the page shows (a lookup in the page, or a
 * `/?v=ID` the server rendered) to this browser's recent lookups.
 */
export function useRecordRecent(results: Results | null) {
  useEffect(() => {
    if (!results) return
    const quality = smallPicture(results.thumbnails.map((thumbnail) => thumbnail.quality))
    if (!quality) return
    const { videoId, title, channel } = results
    addRecent({ videoId, title, channel, quality, at: Date.now() })
  }, [results])
}

import { useCallback, useRef, useState } from 'react'
import { parseVideoId } from '#core/youtube-url.ts'
import { createLookupClient, type LookupClient } from '#app/components/downloader/lookup-client.ts'
import { linkMessage, realVideo, type RealVideo } from './real-video.ts'

export type RealVideoState =
  | { state: 'none' }
  | { state: 'looking' }
  | { state: 'shown'; video: RealVideo }
  | { state: 'failed'; message: string }

let client: LookupClient | undefined

/**
 * A real video beside the visitor's pictures: the link is read as the downloader reads it
 * (core/youtube-url.ts) and looked up through the same client (the site's own API, which
 * alone talks to the image host). A newer lookup or a removal makes an older answer moot.
 */
export function useRealVideo() {
  const [video, setVideo] = useState<RealVideoState>({ state: 'none' })
  const latest = useRef(0)

  const show = useCallback(async (link: string) => {
    const parsed = parseVideoId(link)
    latest.current += 1
    const request = latest.current
    if (!parsed.ok) {
      setVideo({ state: 'failed', message: linkMessage(parsed.reason) })
      return
    }
    setVideo({ state: 'looking' })
    client ??= createLookupClient()
    const result = realVideo(await client.lookup(parsed.id))
    if (request !== latest.current) return
    setVideo(
      result.ok
        ? { state: 'shown', video: result.video }
        : { state: 'failed', message: result.message },
    )
  }, [])

  const clear = useCallback(() => {
    latest.current += 1
    setVideo({ state: 'none' })
  }, [])

  return { video, show, clear }
}

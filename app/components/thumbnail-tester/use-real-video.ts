import { useCallback, useRef, useState } from 'react'
import { parseVideoId } from '#core/youtube-url.ts'
import { createLookupClient, type LookupClient } from '#app/components/downloader/lookup-client.ts'
import { newestClient, type ChannelVideos } from './channel-videos.ts'
import { realVideo, type RealVideo } from './real-video.ts'
import type { TesterFailure } from './tester-failure.ts'

export type RealVideoState =
  | { state: 'none' }
  | { state: 'looking' }
  | { state: 'shown'; video: RealVideo }
  | { state: 'channel'; channel: ChannelVideos }
  | { state: 'failed'; failure: TesterFailure }

let client: LookupClient | undefined
let channels: ReturnType<typeof newestClient> | undefined

/**
 * A real video, or a channel's newest videos, beside the visitor's pictures: a video link is
 * read as the downloader reads it (core/youtube-url.ts) and looked up through the same client;
 * a channel link's newest videos are asked of `GET /api/lists/newest` (channel-videos.ts),
 * which reads the link as a batch line is (core/batch.ts) and says which channel links it
 * cannot. Only the site's own API talks to YouTube and the image host. A newer request or a
 * removal makes an older answer moot.
 */
export function useRealVideo() {
  const [video, setVideo] = useState<RealVideoState>({ state: 'none' })
  const latest = useRef(0)

  const show = useCallback(async (link: string) => {
    const parsed = parseVideoId(link)
    latest.current += 1
    const request = latest.current
    if (!parsed.ok) {
      // A channel link, in any form: the server reads it as a batch line is, and says why not.
      if (parsed.reason !== 'channel') {
        setVideo({ state: 'failed', failure: { kind: 'link', reason: parsed.reason } })
        return
      }
      setVideo({ state: 'looking' })
      channels ??= newestClient()
      const result = await channels.newest(link.trim())
      if (request !== latest.current) return
      setVideo(
        result.ok
          ? { state: 'channel', channel: result.channel }
          : { state: 'failed', failure: result.failure },
      )
      return
    }
    setVideo({ state: 'looking' })
    client ??= createLookupClient()
    const result = realVideo(await client.lookup(parsed.id))
    if (request !== latest.current) return
    setVideo(
      result.ok
        ? { state: 'shown', video: result.video }
        : { state: 'failed', failure: result.failure },
    )
  }, [])

  const clear = useCallback(() => {
    latest.current += 1
    setVideo({ state: 'none' })
  }, [])

  return { video, show, clear }
}

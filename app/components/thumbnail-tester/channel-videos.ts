/**
 * A channel's newest videos beside the visitor's pictures: asked of this site's own
 * `GET /api/lists/newest` (core/newest-videos.ts) through the app's API client
 * (app/lib/api-client.ts, which retries what a retry can mend: app/lib/retry.ts), and shown as
 * candidates of the feed mock-ups whose pictures come from this site's previews only (each
 * video's `previewUrl`, core/newest-videos.ts), never from the image host.
 */
import type { FeedCandidate } from '#app/components/feed-preview/feed-mockups.tsx'
import { EXAMPLE_DURATION } from '#app/components/feed-preview/feed-sizes.ts'
import { api, type ApiClient, type ApiResult } from '#app/lib/api-client.ts'
import { lookupProblem } from '#core/lookup-notices.ts'
import { newestVideosPath, type NewestVideo, type NewestVideos } from '#core/newest-videos.ts'
import type { TesterFailure } from './tester-failure.ts'

/** How many of a channel's newest videos stand beside the visitor's pictures. */
export const CHANNEL_VIDEOS_SHOWN = 3

export type ChannelVideos = {
  /** The channel's id or `@handle`, as the link named it. */
  id: string
  /** The channel's name; null when the feed did not give it. */
  name: string | null
  videos: NewestVideo[]
}

export type ChannelVideosResult =
  { ok: true; channel: ChannelVideos } | { ok: false; failure: TesterFailure }

/**
 * What the page shows for the route's answer: the newest CHANNEL_VIDEOS_SHOWN videos with the
 * channel's name, or why there are none (tester-failure.ts words it). The server's own sentence
 * is shown when it sent one (it names what the link was: server/batch/newest.ts); else the
 * downloader's words for the failure (core/lookup-notices.ts).
 * @example channelVideos({ ok: true, data: answer }).ok // true when the channel has videos
 */
export function channelVideos(result: ApiResult<NewestVideos>): ChannelVideosResult {
  if (!result.ok) {
    const { code, message } = result.error
    if (message && code !== 'internal_error') {
      return { ok: false, failure: { kind: 'server', message } }
    }
    return { ok: false, failure: { kind: 'lookup', problem: lookupProblem(code) } }
  }
  const { id, title, channel, videos } = result.data
  if (!Array.isArray(videos) || typeof id !== 'string') {
    return { ok: false, failure: { kind: 'lookup', problem: 'fetch_failed' } }
  }
  // Only videos with an id and a picture on this site (the server names its own previews; the
  // id is a key and a data attribute, never a path).
  const shown = videos
    .filter((video) => typeof video?.videoId === 'string' && ownPath(video.previewUrl))
    .slice(0, CHANNEL_VIDEOS_SHOWN)
  if (shown.length === 0) {
    return { ok: false, failure: { kind: 'channelEmpty' } }
  }
  return { ok: true, channel: { id, name: channel ?? title, videos: shown } }
}

/** A path of this site's API: never another host's address, nor a protocol-relative one. */
function ownPath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/api/')
}

/**
 * Asks for a channel's newest videos; a newer ask does not cancel an older one (the hook
 * ignores a moot answer: use-real-video.ts).
 * @example await newestClient().newest('https://www.youtube.com/channel/UC…')
 */
export function newestClient({ client = api }: { client?: ApiClient } = {}) {
  return {
    async newest(link: string): Promise<ChannelVideosResult> {
      return channelVideos(await client.json<NewestVideos>(newestVideosPath(link), { retry: true }))
    },
  }
}

/**
 * The channel's videos as candidates of the mock-ups, after the visitor's pictures: each with
 * its real title and the channel's name, its picture this site's preview (NEWEST_PICTURE). Their
 * lengths are not known, so each badge shows EXAMPLE_DURATION.
 * @example channelCandidates(channel).map((c) => c.id) // ['channel-dQw4w9WgXcQ', …]
 */
export function channelCandidates(
  channel: ChannelVideos,
  label: (number: number) => string,
): FeedCandidate[] {
  return channel.videos.map((video, index) => ({
    id: `channel-${video.videoId}`,
    label: label(index + 1),
    source: () => ({ src: video.previewUrl }),
    retry: true,
    title: video.title,
    channel: channel.name,
    duration: EXAMPLE_DURATION,
  }))
}

/**
 * `GET /api/lists/newest?url=<channel or playlist link>` (docs/api.md): a channel's or a
 * playlist's newest videos as the batch reads them (server/batch/expand.ts). The answer's shape
 * is shared by the server, which checks it with its zod schema (server/batch/schemas.ts), and
 * the page that shows the videos (app/components/thumbnail-tester/).
 */

import type { QualityId } from './qualities.ts'

/** Where the route lives. */
export const NEWEST_VIDEOS_PATH = '/api/lists/newest'

/**
 * The picture each video is shown by: the 16:9 one every video has, at 320×180, never
 * letterboxed as the 4:3 ones are.
 */
export const NEWEST_PICTURE: QualityId = 'mqdefault'

export type NewestVideo = {
  videoId: string
  title: string | null
  /** This site's WebP preview of the video's NEWEST_PICTURE (core/filename.ts, thumbnailPreviewPath). */
  previewUrl: string
}

export type NewestVideos = {
  kind: 'channel' | 'playlist'
  /** What the link named: a channel id (`UC…`), a handle (`@name`) or a playlist id. */
  id: string
  /** The list's title: a channel's name, or the playlist's title; null when not given. */
  title: string | null
  /** The channel that owns the list (for a channel, its own name); null when not given. */
  channel: string | null
  /** Newest first, as the feed or the Data API lists them. */
  videos: NewestVideo[]
  /** False when the list holds more videos than these. */
  complete: boolean
  /** Read from the public feed, or from the Data API with the server's key. */
  source: 'feed' | 'api'
}

/**
 * The route's address for a link, as typed.
 * @example newestVideosPath('https://www.youtube.com/@fake') // '/api/lists/newest?url=https%3A%2F%2Fwww.youtube.com%2F%40fake'
 */
export function newestVideosPath(link: string): string {
  return `${NEWEST_VIDEOS_PATH}?url=${encodeURIComponent(link)}`
}

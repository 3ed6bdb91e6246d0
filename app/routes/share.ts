import { redirect } from 'react-router'
import { parseVideoId } from '#core/youtube-url.ts'
import type { Route } from './+types/share'

/** The fields of a share, in the order they are searched for a video link. */
const SHARED_FIELDS = ['url', 'text', 'title'] as const

/**
 * The longest Location this answers: the page it names must still be taken, request line and
 * the browser's headers together, by this server (server/http/node-server.ts, maxHeaderSize) and
 * by a proxy in front of it (deploy/nginx.conf, `large_client_header_buffers`: a request line
 * must fit one of those buffers).
 */
export const MAX_SHARE_LOCATION = 4096

/**
 * The web manifest's `share_target` (public/site.webmanifest): sharing a video
 * to the installed site opens `/share?title=…&text=…&url=…`. Apps put the link
 * in different fields (YouTube's Android app sends it inside `text`, after the
 * title), so the first field that names a video wins, and the visitor lands on
 * `/?url=…`, the home page with that video's thumbnails. A share without one
 * still goes there with the first non-empty field, which the page answers with
 * its invalid-link message; an empty share opens the home page. A field too long to pass on
 * whole (MAX_SHARE_LOCATION) passes its video as `/?v=ID`, or without one, as much of it as fits.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const values = SHARED_FIELDS.map((name) => query.get(name)?.trim() ?? '').filter(Boolean)
  const link = values.find((value) => parseVideoId(value).ok) ?? values[0]
  return redirect(link ? homeWith(link) : '/', 303)
}

function homeWith(value: string): string {
  const whole = `/?url=${encodeURIComponent(value)}`
  if (whole.length <= MAX_SHARE_LOCATION) return whole
  const video = parseVideoId(value)
  if (video.ok) return `/?v=${video.id}`
  // No link either way: the page answers the part as it would the whole (too long, or no link).
  let location = '/?url='
  for (const char of value) {
    const next = location + encodeURIComponent(char)
    if (next.length > MAX_SHARE_LOCATION) break
    location = next
  }
  return location
}

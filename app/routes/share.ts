import { redirect } from 'react-router'
import { parseVideoId } from '#core/youtube-url.ts'
import type { Route } from './+types/share'

/** The fields of a share, in the order they are searched for a video link. */
const SHARED_FIELDS = ['url', 'text', 'title'] as const

/**
 * The web manifest's `share_target` (public/site.webmanifest): sharing a video
 * to the installed site opens `/share?title=…&text=…&url=…`. Apps put the link
 * in different fields (YouTube's Android app sends it inside `text`, after the
 * title), so the first field that names a video wins, and the visitor lands on
 * `/?url=…`, the home page with that video's thumbnails. A share without one
 * still goes there with the first non-empty field, which the page answers with
 * its invalid-link message; an empty share opens the home page.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams
  const values = SHARED_FIELDS.map((name) => query.get(name)?.trim() ?? '').filter(Boolean)
  const link = values.find((value) => parseVideoId(value).ok) ?? values[0]
  return redirect(link ? `/?url=${encodeURIComponent(link)}` : '/', 303)
}

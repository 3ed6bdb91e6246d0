import { redirect } from 'react-router'
import type { Route } from './+types/watch'

/**
 * `/watch?v=ID` → `/?v=ID`: swap youtube.com for our host in the address bar
 * and land on that video's thumbnails. Other parameters (t, list, …) are dropped.
 */
export function loader({ request }: Route.LoaderArgs) {
  const id = new URL(request.url).searchParams.get('v')
  return redirect(id ? `/?v=${encodeURIComponent(id)}` : '/', 302)
}

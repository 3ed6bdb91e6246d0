import { useRouteLoaderData } from 'react-router'
import type { Site } from '#core/site.ts'

/**
 * The site settings the root loader (app/root.tsx) gave this render; undefined only when that
 * loader failed, and the root boundary renders instead of the page.
 * @example const site = useSite(); <p>{site?.name ?? 'ThumbGrab'}</p>
 */
export function useSite(): Site | undefined {
  return useRouteLoaderData<{ site: Site }>('root')?.site
}

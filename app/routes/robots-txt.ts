import { absoluteUrl } from '#core/site.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import type { Route } from './+types/robots-txt'

export function loader({ context }: Route.LoaderArgs) {
  const site = getSite(context)
  const body = [
    'User-agent: *',
    'Allow: /',
    // API responses are images and JSON for the downloader, not pages.
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

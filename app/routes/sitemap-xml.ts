import { PAGE_PATHS } from '#app/lib/pages.ts'
import { absoluteUrl } from '#core/site.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import type { Route } from './+types/sitemap-xml'

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function loader({ context }: Route.LoaderArgs) {
  const site = getSite(context)
  const urls = PAGE_PATHS.map(
    (path) => `  <url><loc>${escapeXml(absoluteUrl(site, path))}</loc></url>`,
  )
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}

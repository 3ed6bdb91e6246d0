import { ContactPage } from '#app/components/contact/contact-page.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { readContactOutcome } from '#core/contact-outcome.ts'
import type { Route } from './+types/contact'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/contact',
    title: `Contact Us | ${site.name}`,
    description: `Questions, feedback or a problem with a download? Write to the ${site.name} team: we answer within one business day.`,
    keywords: ['contact thumbgrab', 'youtube thumbnail downloader support'],
  }))
}

/**
 * The plain page is prerendered. A browser whose message was stored without
 * JavaScript comes back to `/contact?sent=1` (rendered per request), and the
 * outcome is read from the query here; a refused post is answered by
 * app/routes/contact-form.tsx instead, with the words kept.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { outcome: readContactOutcome(new URL(request.url).searchParams) }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage outcome={loaderData.outcome} />
}

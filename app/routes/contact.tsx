import { ContactPage } from '#app/components/contact/contact-page.tsx'
import { CONTACT_MESSAGES } from '#app/content/contact.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { readContactOutcome } from '#core/contact-outcome.ts'
import { localeOfPath } from '#core/locales.ts'
import type { Route } from './+types/contact'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/contact',
    title: t('meta.contact.title', { site: site.name }),
    description: t('meta.contact.description', { site: site.name }),
    keywords: t('meta.contact.keywords'),
  }))
}

/**
 * The plain page is prerendered. A browser whose message was stored without
 * JavaScript comes back to `/contact?sent=1` (rendered per request), and the
 * outcome is read from the query here; a refused post is answered by
 * app/routes/contact-form.tsx instead, with the words kept.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    outcome: readContactOutcome(url.searchParams),
    messages: messagesFor(localeOfPath(url.pathname), CONTACT_MESSAGES),
  }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage outcome={loaderData.outcome} />
}

import { data } from 'react-router'
import { ContactPage } from '#app/components/contact/contact-page.tsx'
import { getContactRefusal } from '#app/lib/load-context.server.ts'
import { CONTACT_MESSAGES } from '#app/content/contact.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { localeOfPath } from '#core/locales.ts'
import type { Route } from './+types/contact-form'

/**
 * `/api/contact` as a page: only the server renders it, as its answer to a browser's own post
 * of the contact form that it refused (server/pages/routes.ts, `contactFormRefusal`). The
 * contact page with every field as posted, the one at fault marked or the reason above the
 * button; the status is the refusal's. Its address is the form's, so the page's script finds
 * this route when it hydrates. Any other request for it is the API's (a GET there is a 405).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const refusal = getContactRefusal(context)
  if (!refusal) throw data(null, { status: 404, statusText: 'Not Found' })
  return {
    ...refusal,
    messages: messagesFor(localeOfPath(new URL(request.url).pathname), CONTACT_MESSAGES),
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/contact',
    title: t('meta.contact.title', { site: site.name }),
    noindex: true,
  }))
}

export default function ContactFormPage({ loaderData }: Route.ComponentProps) {
  return <ContactPage outcome={loaderData.outcome} posted={loaderData.posted} />
}

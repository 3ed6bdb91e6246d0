import { NO_APP } from '#app/lib/page-scripts.ts'
import { LegalPage } from '#app/components/legal/legal-page.tsx'
import { LEGAL_MESSAGES } from '#app/content/legal.ts'
import { legalDocument } from '#app/content/legal-documents.server.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import { localeOfPath } from '#core/locales.ts'
import type { Route } from './+types/terms-of-service'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/terms-of-service',
    title: t('meta.terms.title', { site: site.name }),
    description: t('meta.terms.description', { site: site.name }),
    keywords: t('meta.terms.keywords', { siteLowercase: site.name.toLowerCase() }),
  }))
}

/** The document in the page's language (or English while it has none) and the frame's words. */
export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return {
    ...legalDocument('terms', locale, getSite(context)),
    messages: messagesFor(locale, LEGAL_MESSAGES),
  }
}

export default function TermsOfServicePage({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  // The root boundary renders instead of this page when the root loader fails.
  if (!site) throw new Error('The site settings are missing.')

  return <LegalPage doc={loaderData.document} lang={loaderData.lang} contact={site.contact} />
}

import { NO_APP } from '#app/lib/page-scripts.ts'
import { LegalPage } from '#app/components/legal/legal-page.tsx'
import { termsOfService } from '#app/content/terms-of-service.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
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

export default function TermsOfServicePage() {
  const site = useSite()
  // The root boundary renders instead of this page when the root loader fails.
  if (!site) throw new Error('The site settings are missing.')

  return (
    <LegalPage
      doc={termsOfService(site)}
      contact={site.contact}
      contactLead="Questions about these terms, or a copyright concern? Write to us and a person will reply."
    />
  )
}

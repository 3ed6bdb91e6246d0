import { NO_APP } from '#app/lib/page-scripts.ts'
import { LegalPage } from '#app/components/legal/legal-page.tsx'
import { privacyPolicy } from '#app/content/privacy-policy.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import type { Route } from './+types/privacy-policy'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/privacy-policy',
    title: t('meta.privacy.title', { site: site.name }),
    description: t('meta.privacy.description', { site: site.name }),
    keywords: t('meta.privacy.keywords', { siteLowercase: site.name.toLowerCase() }),
  }))
}

export default function PrivacyPolicyPage() {
  const site = useSite()
  // The root boundary renders instead of this page when the root loader fails.
  if (!site) throw new Error('The site settings are missing.')

  return (
    <LegalPage
      doc={privacyPolicy(site)}
      contact={site.contact}
      contactLead="Questions about this policy, or want to see, correct or delete a message you sent us? Write to us and a person will reply."
    />
  )
}

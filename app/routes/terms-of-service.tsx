import { NO_APP } from '#app/lib/page-scripts.ts'
import { LegalPage } from '#app/components/legal/legal-page.tsx'
import { termsOfService } from '#app/content/terms-of-service.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import type { Route } from './+types/terms-of-service'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/terms-of-service',
    title: `Terms of Service | ${site.name}`,
    description: `The terms for using ${site.name}, the free YouTube thumbnail downloader: fair use, copyright of thumbnails, no warranty, limits and how to reach us.`,
    keywords: [
      `${site.name.toLowerCase()} terms of service`,
      'youtube thumbnail copyright',
      'thumbnail downloader terms',
      'acceptable use',
    ],
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

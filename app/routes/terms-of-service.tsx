import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/terms-of-service'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/terms-of-service',
    title: `Terms | ${site.name}`,
  }))
}

export default function TermsPage() {
  return <h1 className="px-4 py-20 text-4xl font-extrabold">Terms</h1>
}

import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/privacy-policy'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/privacy-policy',
    title: `Privacy | ${site.name}`,
  }))
}

export default function PrivacyPage() {
  return <h1 className="px-4 py-20 text-4xl font-extrabold">Privacy</h1>
}

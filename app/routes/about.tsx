import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/about'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({ path: '/about', title: `About | ${site.name}` }))
}

export default function AboutPage() {
  return <h1 className="px-4 py-20 text-4xl font-extrabold">About</h1>
}

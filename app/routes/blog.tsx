import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/blog'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/blog',
    title: `Blog: YouTube Thumbnail Guides and Research | ${site.name}`,
    description:
      'In-depth guides and research on YouTube thumbnail optimization: design, colour psychology and AI tools.',
    keywords: ['youtube thumbnail tips', 'thumbnail design blog', 'youtube ctr'],
  }))
}

export default function Blog() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-20 text-center sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Our Expert Blog</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
        In-depth guides and research on YouTube thumbnail optimization
      </p>
    </section>
  )
}

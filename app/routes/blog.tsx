import { ArticleCard } from '#app/components/blog/article-card.tsx'
import { NO_APP } from '#app/lib/page-scripts.ts'
import { ARTICLES } from '#app/content/articles.ts'
import { blogJsonLd } from '#app/lib/article-json-ld.ts'
import { articleCards } from '#app/lib/articles.server.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { Route } from './+types/blog'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ matches, location }, (site, t) => ({
      path: '/blog',
      title: t('meta.blog.title', { site: site.name }),
      description: t('meta.blog.description'),
      keywords: t('meta.blog.keywords'),
    })),
    ...(site ? [{ 'script:ld+json': blogJsonLd(site, ARTICLES) }] : []),
  ]
}

export function loader({ context }: Route.LoaderArgs) {
  return { articles: articleCards(getSite(context).name) }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Blog</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Our Expert Blog
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          In-depth guides and research on YouTube thumbnail optimization
        </p>
      </section>
      <section aria-label="Articles" className="px-4 pb-24 sm:px-6">
        <ul className="mx-auto grid max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article, index) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}

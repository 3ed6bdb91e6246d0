import { redirect } from 'react-router'
import { ARTICLES } from '#app/content/articles.ts'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/blog-post'

export function loader({ params }: Route.LoaderArgs) {
  const article = ARTICLES.find((candidate) => candidate.slug === params.slug)
  if (!article) throw redirect('/blog')
  return { article }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const article = loaderData?.article
  if (!article) return []
  return pageMeta(
    { matches },
    {
      path: `/blog/${article.slug}`,
      title: article.metaTitle,
      description: article.metaDescription,
      keywords: article.keywords,
      type: 'article',
    },
  )
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <p className="text-sm font-semibold text-brand-700">{article.category}</p>
      <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{article.title}</h1>
      <p className="mt-4 text-slate-600">
        {article.date} · {article.author}
      </p>
      <p className="mt-8 text-lg">{article.excerpt}</p>
    </article>
  )
}

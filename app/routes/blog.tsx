import { ArticleCard } from '#app/components/blog/article-card.tsx'
import { NO_APP } from '#app/lib/page-scripts.ts'
import { ARTICLES, BLOG_MESSAGES } from '#app/content/articles.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator, useT } from '#app/i18n/i18n.tsx'
import { englishInside, usePageLocale } from '#app/i18n/page-locale.ts'
import { blogJsonLd } from '#app/lib/article-json-ld.ts'
import { articleCards } from '#app/lib/articles.server.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { localeOfPath } from '#core/locales.ts'
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

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const messages = messagesFor(locale, BLOG_MESSAGES)
  const author = translator(locale.lang, messages)('blog.author', { site: getSite(context).name })
  return { articles: articleCards(author), messages }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT()
  // The articles are written in English: a page in another language says so.
  const english = englishInside(usePageLocale())
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
          {t('blog.hero.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('blog.hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          {t('blog.hero.lead')}
        </p>
        {english && (
          <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('blog.articlesInEnglish')}</p>
        )}
      </section>
      <section aria-label={t('blog.articles')} className="px-4 pb-24 sm:px-6">
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

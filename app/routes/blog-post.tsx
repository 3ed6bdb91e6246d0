import { Link, replace } from 'react-router'
import { NO_APP } from '#app/lib/page-scripts.ts'
import { ArticleBody } from '#app/components/blog/article-body.tsx'
import { ArticleCard } from '#app/components/blog/article-card.tsx'
import { ArticleMeta } from '#app/components/blog/article-meta.tsx'
import { ArticleOutline } from '#app/components/blog/article-outline.tsx'
import { ArticleToolLink } from '#app/components/blog/article-tool-link.tsx'
import { ArticlePagination } from '#app/components/blog/article-pagination.tsx'
import { ArrowLeftIcon } from '#app/components/blog/blog-icons.tsx'
import { BlogImage } from '#app/components/blog/blog-image.tsx'
import { ARTICLES, BLOG_MESSAGES } from '#app/content/articles.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator, useT } from '#app/i18n/i18n.tsx'
import { englishInside, usePageLocale } from '#app/i18n/page-locale.ts'
import { articleJsonLd } from '#app/lib/article-json-ld.ts'
import {
  articleBySlug,
  articleCards,
  articleContent,
  countWords,
} from '#app/lib/articles.server.ts'
import { getSite } from '#app/lib/load-context.server.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { articleOutline } from '#core/article-lines.ts'
import { localeOfPath, localizedPath } from '#core/locales.ts'
import { paginate } from '#core/pagination.ts'
import type { Route } from './+types/blog-post'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  const messages = messagesFor(locale, BLOG_MESSAGES)
  const author = translator(locale.lang, messages)('blog.author', { site: getSite(context).name })
  const found = articleBySlug(params.slug, author)
  // An unknown slug goes to the list, replacing the history entry in the browser.
  if (!found) throw replace(localizedPath(locale, '/blog'))
  const { article, index, blocks } = found
  const link = (i: number | null) => {
    const target = i === null ? undefined : ARTICLES[i]
    return target ? { slug: target.slug, title: target.title } : null
  }
  const { previous, next, pages } = paginate(ARTICLES.length, index)
  return {
    article,
    blocks,
    wordCount: countWords(articleContent(article)),
    pagination: {
      previous: link(previous),
      next: link(next),
      pages: pages.map((page) => ({ ...page, ...link(page.index)! })),
    },
    others: articleCards(author).filter((other) => other.id !== article.id),
    messages,
  }
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches)
  if (!loaderData || !site) return []
  const { article, wordCount } = loaderData
  return [
    ...pageMeta(
      { matches, location },
      {
        path: article.canonical,
        title: article.metaTitle,
        description: article.metaDescription,
        keywords: article.keywords,
        type: 'article',
        englishOnly: true,
        image: {
          path: `${article.image}-1200.jpg`,
          width: 1200,
          height: 675,
          alt: article.imageAlt,
        },
      },
    ),
    { property: 'article:published_time', content: article.published },
    { property: 'article:author', content: article.author },
    { property: 'article:section', content: article.category },
    { 'script:ld+json': articleJsonLd(site, article, wordCount) },
  ]
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { article, blocks, pagination, others } = loaderData
  const t = useT()
  // The article is written in English: marked so inside a page in another language.
  const english = englishInside(usePageLocale())
  return (
    <>
      <article className="px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <header className="mx-auto max-w-5xl">
          <Link
            to="/blog"
            className="inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeftIcon className="size-4" />
            {t('blog.post.back')}
          </Link>
          <p lang={english} className="mt-8">
            <span className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-700 ring-1 ring-brand-100">
              {article.category}
            </span>
          </p>
          <h1
            lang={english}
            className="mt-4 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {article.title}
          </h1>
          <p
            lang={english}
            className="mt-5 max-w-3xl text-lg text-pretty text-slate-600 sm:text-xl"
          >
            {article.excerpt}
          </p>
          <ArticleMeta
            published={article.published}
            author={article.author}
            minutes={article.minutes}
            className="mt-6 text-sm sm:text-base"
          />
        </header>
        <figure className="mx-auto mt-10 max-w-5xl">
          <BlogImage
            base={article.image}
            alt={article.imageAlt}
            sizes="(min-width: 1072px) 1024px, 100vw"
            priority
            className="aspect-video w-full rounded-2xl bg-slate-100 object-cover shadow-lg"
          />
        </figure>
        <div className="mx-auto mt-12 max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-16">
          <aside className="hidden lg:col-start-2 lg:row-start-1 lg:block">
            <ArticleOutline items={articleOutline(blocks)} />
          </aside>
          <div className="max-w-3xl lg:col-start-1 lg:row-start-1">
            <ArticleBody blocks={blocks} lang={english} />
            <ArticleToolLink />
            <ArticlePagination {...pagination} />
          </div>
        </div>
      </article>
      <section aria-labelledby="more-title" className="bg-slate-50 px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-5xl">
          <h2 id="more-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            {t('blog.post.more')}
          </h2>
          {english && <p className="mt-2 text-slate-600">{t('blog.articlesInEnglish')}</p>}
          <ul className="mt-8 grid gap-8 sm:grid-cols-2">
            {others.map((other) => (
              <li key={other.id} className="flex">
                <ArticleCard article={other} heading="h3" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}

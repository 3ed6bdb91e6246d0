import { Link } from 'react-router'
import type { ArticleCardData } from '#app/content/articles.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { englishInside, longDay, usePageLocale } from '#app/i18n/page-locale.ts'
import { ArrowRightIcon, ClockIcon } from '../ui/line-icon.tsx'
import { BlogImage } from './blog-image.tsx'

/** How wide a card is: a third of the 72rem grid, half the screen, or all of it. */
const CARD_SIZES = '(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw'

/**
 * One article in a grid. The whole card is clickable through the stretched
 * 'Read article' link, which is also the one link a keyboard or screen reader meets. The
 * article's own words are English: marked so on a page in another language.
 */
export function ArticleCard({
  article,
  heading: Heading = 'h2',
  priority = false,
}: {
  article: ArticleCardData
  heading?: 'h2' | 'h3'
  priority?: boolean
}) {
  const t = useT()
  const locale = usePageLocale()
  const english = englishInside(locale)
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-focus-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <BlogImage
        base={article.image}
        alt={article.imageAlt}
        sizes={CARD_SIZES}
        priority={priority}
        className="aspect-video w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p lang={english} className="text-xs font-bold tracking-wider text-brand-700 uppercase">
          {article.category}
        </p>
        <Heading
          lang={english}
          className="mt-2 line-clamp-2 text-xl leading-snug font-bold text-ink"
        >
          {article.title}
        </Heading>
        <p lang={english} className="mt-3 line-clamp-3 leading-relaxed text-slate-600">
          {article.excerpt}
        </p>
        <p className="mt-auto pt-6 text-sm text-slate-600">
          <time dateTime={article.published}>{longDay(article.published, locale.lang)}</time>
          <span aria-hidden="true"> · </span>
          {article.author}
        </p>
        <div className="mt-4 flex items-center justify-between gap-4 border-t border-slate-100 pt-4">
          <Link
            to={`/blog/${article.slug}`}
            hrefLang={english}
            aria-label={t('blog.card.readLabel', { title: article.title })}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 after:absolute after:inset-0 focus-visible:outline-none"
          >
            {t('blog.card.read')}
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1 motion-reduce:transition-none" />
          </Link>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <ClockIcon className="size-4" />
            {t('blog.minRead', { minutes: article.minutes })}
          </span>
        </div>
      </div>
    </article>
  )
}

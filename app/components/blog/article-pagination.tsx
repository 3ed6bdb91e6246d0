import { Link } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { englishInside, usePageLocale } from '#app/i18n/page-locale.ts'
import { ArrowRightIcon } from '../ui/line-icon.tsx'
import { ArrowLeftIcon } from './blog-icons.tsx'

export type PageLink = { slug: string; title: string }
export type ArticlePages = {
  previous: PageLink | null
  next: PageLink | null
  pages: ReadonlyArray<PageLink & { number: number; current: boolean }>
}

/**
 * Previous and next arrows and a numbered link per article: the current number
 * is highlighted, the numbers hide on small screens, and an arrow with nowhere
 * to go is not rendered. The articles' titles are English: marked so on a page in another language.
 */
export function ArticlePagination({ previous, next, pages }: ArticlePages) {
  const t = useT()
  const english = englishInside(usePageLocale())
  return (
    <nav
      aria-label={t('blog.pagination.label')}
      className="mt-16 grid grid-cols-[1fr_auto_1fr] items-center gap-4 border-t border-slate-200 pt-8"
    >
      <div>
        {previous && (
          <Link to={`/blog/${previous.slug}`} rel="prev" hrefLang={english} className={ARROW}>
            <ArrowLeftIcon className="size-5 shrink-0" />
            <span className="min-w-0">
              <span className="block font-semibold text-brand-700">
                {t('blog.pagination.previous')}
              </span>
              <span lang={english} className="hidden truncate text-sm text-slate-600 sm:block">
                {previous.title}
              </span>
            </span>
          </Link>
        )}
      </div>
      <ol className="hidden items-center gap-2 sm:flex">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              to={`/blog/${page.slug}`}
              aria-current={page.current ? 'page' : undefined}
              hrefLang={english}
              aria-label={t('blog.pagination.page', { number: page.number, title: page.title })}
              className={`flex size-11 items-center justify-center rounded-full font-bold transition-colors ${
                page.current
                  ? 'bg-brand-600 text-white shadow-md'
                  : 'text-slate-700 ring-1 ring-slate-300 hover:bg-brand-50 hover:text-brand-700'
              }`}
            >
              {page.number}
            </Link>
          </li>
        ))}
      </ol>
      <div className="flex justify-end">
        {next && (
          <Link
            to={`/blog/${next.slug}`}
            rel="next"
            hrefLang={english}
            className={`${ARROW} flex-row-reverse text-end`}
          >
            <ArrowRightIcon className="size-5 shrink-0" />
            <span className="min-w-0">
              <span className="block font-semibold text-brand-700">
                {t('blog.pagination.next')}
              </span>
              <span lang={english} className="hidden truncate text-sm text-slate-600 sm:block">
                {next.title}
              </span>
            </span>
          </Link>
        )}
      </div>
    </nav>
  )
}

const ARROW =
  'flex max-w-full items-center gap-3 rounded-xl px-3 py-2 text-brand-700 transition-colors hover:bg-brand-50 sm:max-w-64'

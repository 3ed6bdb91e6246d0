import { useT } from '#app/i18n/i18n.tsx'
import { longDay, usePageLocale } from '#app/i18n/page-locale.ts'
import { ClockIcon } from '../ui/line-icon.tsx'

/** Date, author and reading time of an article, as one line, in the page's language. */
export function ArticleMeta({
  published,
  author,
  minutes,
  className,
}: {
  published: string
  author: string
  minutes: number
  className?: string
}) {
  const t = useT()
  const { lang } = usePageLocale()
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 ${className ?? ''}`}>
      <time dateTime={published}>{longDay(published, lang)}</time>
      <span aria-hidden="true">·</span>
      <span>{author}</span>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" />
        {t('blog.minRead', { minutes })}
      </span>
    </p>
  )
}

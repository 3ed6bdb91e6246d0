import { ClockIcon } from '../ui/line-icon.tsx'

/** Date, author and reading time of an article, as one line. */
export function ArticleMeta({
  date,
  published,
  author,
  minutes,
  className,
}: {
  date: string
  published: string
  author: string
  minutes: number
  className?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600 ${className ?? ''}`}>
      <time dateTime={published}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{author}</span>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" />
        {minutes} min read
      </span>
    </p>
  )
}

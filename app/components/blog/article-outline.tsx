import { useT } from '#app/i18n/i18n.tsx'
import { englishInside, usePageLocale } from '#app/i18n/page-locale.ts'

/** The 'In this article' list: a link to every second-level heading (the article's, in English). */
export function ArticleOutline({ items }: { items: ReadonlyArray<{ id: string; text: string }> }) {
  const t = useT()
  const english = englishInside(usePageLocale())
  return (
    <nav
      aria-labelledby="outline-title"
      className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-28"
    >
      <h2 id="outline-title" className="text-sm font-bold tracking-wider text-slate-700 uppercase">
        {t('blog.outline.title')}
      </h2>
      <ol lang={english} className="mt-4 space-y-2.5 text-sm leading-snug">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

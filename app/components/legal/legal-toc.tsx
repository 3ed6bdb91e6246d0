import { useT } from '#app/i18n/i18n.tsx'

/** "On this page": in-page links to every section, sticky beside the text on wide screens. */
export function LegalToc({
  entries,
}: {
  /** `lang`: the entry's language, when it is not the page's. */
  entries: readonly { id: string; title: string; lang?: string | undefined }[]
}) {
  const t = useT()
  return (
    <nav
      aria-labelledby="toc-title"
      className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:bg-transparent lg:p-0 lg:ring-0"
    >
      <h2 id="toc-title" className="text-sm font-bold tracking-wider text-slate-600 uppercase">
        {t('legal.toc')}
      </h2>
      <ol className="mt-4 list-decimal space-y-2 ps-6 text-sm marker:text-slate-500 sm:columns-2 sm:gap-8 lg:columns-1 lg:border-s lg:border-slate-200 lg:ps-9">
        {entries.map((entry) => (
          <li key={entry.id} className="break-inside-avoid ps-1">
            <a
              href={`#${entry.id}`}
              lang={entry.lang}
              className="text-slate-700 underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

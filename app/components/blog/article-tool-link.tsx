import { Link } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'

/**
 * How every article ends: the tool the blog is written around, one link away. A plain link
 * to the home page's downloader, so it works on the article page, which ships no app.
 */
export function ArticleToolLink() {
  const t = useT()
  return (
    <aside
      aria-labelledby="tool-link-title"
      className="mt-14 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="tool-link-title" className="text-xl font-extrabold tracking-tight text-ink">
        {t('blog.toolLink.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('blog.toolLink.text')}</p>
      <Link
        to="/#download-section"
        className="mt-5 inline-flex rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow hover:bg-brand-700"
      >
        {t('blog.toolLink.action')}
      </Link>
    </aside>
  )
}

import { Link } from 'react-router'

/**
 * How every article ends: the tool the blog is written around, one link away. A plain link
 * to the home page's downloader, so it works on the article page, which ships no app.
 */
export function ArticleToolLink() {
  return (
    <aside
      aria-labelledby="tool-link-title"
      className="mt-14 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="tool-link-title" className="text-xl font-extrabold tracking-tight text-ink">
        Need a video’s thumbnail?
      </h2>
      <p className="mt-2 text-slate-700">
        Paste its YouTube link and download every size it has, as JPG, PNG or WebP.
      </p>
      <Link
        to="/#download-section"
        className="mt-5 inline-flex rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white shadow hover:bg-brand-700"
      >
        Open the thumbnail downloader
      </Link>
    </aside>
  )
}

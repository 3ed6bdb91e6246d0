import { Link } from 'react-router'
import type { Inline, Rich } from '#app/content/legal.ts'
import { usePageLocale } from '#app/i18n/page-locale.ts'
import { localizedPath } from '#core/locales.ts'

const linkClass =
  'font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700'

/** Renders a `Rich` run of legal copy: plain text, bold phrases and links. */
export function RichText({ value }: { value: Rich }) {
  if (typeof value === 'string') return value
  return value.map((part, index) => <InlinePart key={index} part={part} />)
}

function InlinePart({ part }: { part: Inline }) {
  const locale = usePageLocale()
  if (typeof part === 'string') return part
  if ('strong' in part) return <strong className="font-semibold text-ink">{part.strong}</strong>
  // Pages of the site go through the router, in the page's language; in-page anchors and mailto
  // stay plain links.
  if (part.href.startsWith('/')) {
    return (
      <Link to={localizedPath(locale, part.href)} className={linkClass}>
        {part.text}
      </Link>
    )
  }
  return (
    <a href={part.href} className={linkClass}>
      {part.text}
    </a>
  )
}

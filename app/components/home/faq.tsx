import type { SyntheticEvent } from 'react'
import { Link } from 'react-router'
import { FAQ } from '#app/content/home.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { SectionHeading } from '../section-heading.tsx'
import { useLocalize } from '#app/i18n/locale.ts'

const GROUP = 'faq'

/**
 * Section 7: seven questions as an accordion of native <details> sharing one
 * `name`, so the browser keeps at most one open and lets the open one close
 * (https://html.spec.whatwg.org/multipage/interactive-elements.html#ensure-details-exclusivity-by-closing-other-elements-if-needed).
 * It works before hydration and without JavaScript, and the browser opens the
 * right answer for find-in-page. `closeOthers` does the same for browsers that
 * predate `name` on <details>.
 */
export function Faq() {
  const t = useT()
  return (
    <section aria-labelledby="faq-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="faq-title"
        eyebrow={t('home.faq.eyebrow')}
        title={t('home.faq.title')}
        lead={t('home.faq.lead')}
      />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {FAQ.map((entry, index) => (
          <details
            key={entry}
            name={GROUP}
            open={index === 0}
            onToggle={closeOthers}
            className="group"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-start font-semibold marker:hidden sm:px-6 [&::-webkit-details-marker]:hidden">
              <h3>{t(`home.faq.${entry}.question`)}</h3>
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xl leading-none text-slate-600 transition-transform group-open:rotate-45 group-open:bg-brand-600 group-open:text-white"
              >
                +
              </span>
            </summary>
            <p className="px-5 pb-5 text-slate-600 sm:px-6">
              <Rich text={t(`home.faq.${entry}.answer`)} tags={{ link: contactLink }} />
            </p>
          </details>
        ))}
      </div>
    </section>
  )
}

function contactLink(text: string) {
  return <ContactLink>{text}</ContactLink>
}

/** The contact page in the page's language. */
function ContactLink({ children }: { children: string }) {
  const localize = useLocalize()
  return (
    <Link
      to={localize('/contact')}
      className="font-semibold text-brand-700 underline underline-offset-2"
    >
      {children}
    </Link>
  )
}

function closeOthers(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget
  if (!opened.open) return
  for (const other of document.querySelectorAll<HTMLDetailsElement>(`details[name="${GROUP}"]`)) {
    if (other !== opened) other.open = false
  }
}

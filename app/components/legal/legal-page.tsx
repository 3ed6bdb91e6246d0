import { Link, useLocation } from 'react-router'
import { CONTACT_SECTION_ID, POLICY_LAST_UPDATED, type LegalDocument } from '#app/content/legal.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { longDay } from '#app/i18n/page-locale.ts'
import { ENGLISH, localeOfPath } from '#core/locales.ts'
import type { Site } from '#core/site.ts'
import { LegalContact } from './legal-contact.tsx'
import { LegalSection } from './legal-section.tsx'
import { LegalToc } from './legal-toc.tsx'
import { RichText } from './rich-text.tsx'
import { languagePage } from '#app/lib/static-pages.ts'

/**
 * The layout shared by the privacy policy and the terms: title and date, a
 * plain-language summary, a table of contents, the numbered sections and the
 * contact section, in a readable max-w-3xl column. The document is in the page's language or,
 * while that has none, in English (`lang`); a translation says that the English text prevails.
 */
export function LegalPage({
  doc,
  lang,
  contact,
}: {
  doc: LegalDocument
  /** The document's language. */
  lang: string
  contact: Site['contact']
}) {
  const t = useT()
  const { pathname } = useLocation()
  const locale = localeOfPath(pathname)
  // The document's own words, marked when they are not in the page's language.
  const docLang = lang === locale.lang ? undefined : lang
  const toc = [
    ...doc.sections.map((section) => ({ ...section, lang: docLang })),
    { id: CONTACT_SECTION_ID, title: t('legal.contact.title') },
  ]

  return (
    <div className="bg-linear-to-b from-brand-50 to-white bg-size-[100%_28rem] bg-no-repeat">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[14rem_minmax(0,48rem)] lg:justify-center lg:gap-x-16">
        <header className="lg:col-start-2">
          {lang !== ENGLISH.lang && (
            <p className="mb-6 rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200">
              {t('legal.englishPrevails')}{' '}
              <Link
                to={languagePage(pathname)}
                hrefLang="en"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('legal.englishVersion')}
              </Link>
            </p>
          )}
          <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
            {t('legal.eyebrow')}
          </p>
          <h1 lang={docLang} className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {doc.title}
          </h1>
          <p className="mt-4 text-sm font-medium text-slate-600">
            <Rich
              text={t('legal.lastUpdated', { date: longDay(POLICY_LAST_UPDATED, locale.lang) })}
              tags={{ time: (text) => <time dateTime={POLICY_LAST_UPDATED}>{text}</time> }}
            />
          </p>
          {doc.intro.map((paragraph, index) => (
            <p key={index} lang={docLang} className="mt-6 text-lg leading-8 text-slate-700">
              <RichText value={paragraph} />
            </p>
          ))}
        </header>
        <aside className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <LegalToc entries={toc} />
        </aside>
        <div className="space-y-10 leading-7 text-slate-700 lg:col-start-2">
          <section
            aria-labelledby="summary-title"
            lang={docLang}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="summary-title" className="text-xl font-bold text-ink">
              {doc.summary.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {doc.summary.items.map((item, index) => (
                <li key={index} className="flex gap-3">
                  <CheckIcon />
                  <span>
                    <RichText value={item} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
          {doc.sections.map((section, index) => (
            <LegalSection key={section.id} section={section} number={index + 1} lang={docLang} />
          ))}
          <LegalContact
            contact={contact}
            number={doc.sections.length + 1}
            lead={doc.contactLead}
            leadLang={docLang}
          />
        </div>
      </div>
    </div>
  )
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="mt-0.5 size-6 shrink-0 rounded-full bg-brand-50 p-1 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  )
}

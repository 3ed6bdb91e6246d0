import { Link } from 'react-router'
import { CONTACT_SECTION_ID } from '#app/content/legal.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { usePageLocale } from '#app/i18n/page-locale.ts'
import { localizedPath } from '#core/locales.ts'
import type { Site } from '#core/site.ts'
import { MailIcon, PinIcon } from '../social-icons.tsx'
import { SectionTitle } from './legal-section.tsx'

/**
 * The closing section of every legal page: support email and, when the
 * operator has set one, the postal address, from the site config.
 */
export function LegalContact({
  contact,
  number,
  lead,
  leadLang,
}: {
  contact: Site['contact']
  number: number
  /** The document's first words for this section, and their language when not the page's. */
  lead: string
  leadLang?: string | undefined
}) {
  const t = useT()
  const locale = usePageLocale()
  return (
    <section aria-labelledby={CONTACT_SECTION_ID} className="border-t border-slate-200 pt-10">
      <SectionTitle id={CONTACT_SECTION_ID} number={number}>
        {t('legal.contact.title')}
      </SectionTitle>
      <p lang={leadLang} className="mt-5">
        {lead}
      </p>
      <dl className="mt-6 grid gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm font-bold text-ink">
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            {t('legal.contact.email')}
          </dt>
          <dd className="mt-1 ps-7">
            <a
              href={`mailto:${contact.email}`}
              className="font-semibold break-all text-brand-700 underline underline-offset-2"
            >
              {contact.email}
            </a>
          </dd>
        </div>
        {contact.address && (
          <div>
            <dt className="flex items-center gap-2 text-sm font-bold text-ink">
              <PinIcon className="size-5 shrink-0 text-brand-700" />
              {t('legal.contact.address')}
            </dt>
            <dd className="mt-1 ps-7">
              <address className="not-italic">{contact.address}</address>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-6">
        <Rich
          text={t('legal.contact.form')}
          tags={{
            link: (text) => (
              <Link
                to={localizedPath(locale, '/contact')}
                className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
              >
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  )
}

import { Link } from 'react-router'
import { CONTACT_SECTION_ID } from '#app/content/legal.ts'
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
}: {
  contact: Site['contact']
  number: number
  lead: string
}) {
  return (
    <section aria-labelledby={CONTACT_SECTION_ID} className="border-t border-slate-200 pt-10">
      <SectionTitle id={CONTACT_SECTION_ID} number={number}>
        Contact us
      </SectionTitle>
      <p className="mt-5">{lead}</p>
      <dl className="mt-6 grid gap-5 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 text-sm font-bold text-ink">
            <MailIcon className="size-5 shrink-0 text-brand-700" />
            Support email
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
              Postal address
            </dt>
            <dd className="mt-1 ps-7">
              <address className="not-italic">{contact.address}</address>
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-6">
        Prefer a form? Use our{' '}
        <Link
          to="/contact"
          className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
        >
          contact page
        </Link>
        . We usually answer within one business day.
      </p>
    </section>
  )
}

import type { ReactNode } from 'react'
import { BUSINESS_HOURS } from '#app/content/contact.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { Site } from '#core/site.ts'
import { MailIcon, PhoneIcon, PinIcon } from '../social-icons.tsx'
import { ClockIcon } from '../ui/line-icon.tsx'
import { SupportDialog } from './support-dialog.tsx'

/**
 * How to reach us: email, phone, address and business hours, from the site's
 * configuration; a phone or address the operator has not set is left out.
 */
export function ContactDetails({ site }: { site: Site }) {
  const { phone, address } = site.contact
  const t = useT()
  return (
    <div className="space-y-4">
      <h2 className="text-2xl font-extrabold tracking-tight">{t('contact.details.title')}</h2>
      <p className="text-slate-600">
        {phone ? t('contact.details.leadWithPhone') : t('contact.details.lead')}
      </p>
      <ul className="space-y-4 pt-2">
        <Detail icon={<MailIcon className="size-5" />} title={t('contact.details.email')}>
          <a
            href={`mailto:${site.contact.email}`}
            className="break-all text-brand-700 underline-offset-4 hover:underline"
          >
            {site.contact.email}
          </a>
        </Detail>
        {phone && (
          <Detail icon={<PhoneIcon className="size-5" />} title={t('contact.details.phone')}>
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              {phone}
            </a>
          </Detail>
        )}
        {address && (
          <Detail icon={<PinIcon className="size-5" />} title={t('contact.details.address')}>
            <address className="text-slate-700 not-italic">{address}</address>
          </Detail>
        )}
        <Detail icon={<ClockIcon className="size-5" />} title={t('contact.details.hours')}>
          <dl className="text-slate-700">
            {BUSINESS_HOURS.map((row) => (
              <div key={row} className="flex flex-wrap gap-x-2">
                <dt>{t(`contact.hours.${row}.days`)}:</dt>
                <dd className="font-semibold text-ink">{t(`contact.hours.${row}.hours`)}</dd>
              </div>
            ))}
          </dl>
        </Detail>
      </ul>
      <div className="pt-2">
        <SupportDialog site={site} />
      </div>
    </div>
  )
}

function Detail({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-ink">{title}</h3>
        <div className="mt-1">{children}</div>
      </div>
    </li>
  )
}

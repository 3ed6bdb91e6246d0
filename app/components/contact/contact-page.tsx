import { Suspense } from 'react'
import type { ContactFormValues, ContactOutcome } from '#core/contact-outcome.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { useSite } from '#app/lib/use-site.ts'
import { ContactDetails } from './contact-details.tsx'
import { ContactFaq } from './contact-faq.tsx'
import { ContactForm } from './contact-form.tsx'

/**
 * The contact page: details, the form and the questions. app/routes/contact.tsx renders it at
 * /contact, app/routes/contact-form.tsx as the answer to a refused plain post of the form.
 */
export function ContactPage({
  outcome,
  posted,
}: {
  outcome: ContactOutcome | null
  posted?: Partial<ContactFormValues>
}) {
  const site = useSite()
  const t = useT()
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
          {t('contact.hero.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('contact.hero.title')}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          {t('contact.hero.lead')}
        </p>
      </section>
      <section aria-label={t('contact.detailsAndForm')} className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-5 lg:gap-12">
          {/* The details and the FAQ hydrate after the form, at a lower priority, yielding
              between them (see app/routes/home.tsx). */}
          <div className="lg:col-span-2">
            <Suspense>{site && <ContactDetails site={site} />}</Suspense>
          </div>
          <div className="lg:col-span-3">
            <ContactForm key={JSON.stringify(outcome)} outcome={outcome} posted={posted} />
          </div>
        </div>
      </section>
      <Suspense>
        <ContactFaq />
      </Suspense>
    </>
  )
}

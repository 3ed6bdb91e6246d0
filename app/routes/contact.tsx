import { Suspense } from 'react'
import { ContactDetails } from '#app/components/contact/contact-details.tsx'
import { ContactFaq } from '#app/components/contact/contact-faq.tsx'
import { ContactForm } from '#app/components/contact/contact-form.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import { readContactOutcome } from '#core/contact-outcome.ts'
import type { Route } from './+types/contact'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/contact',
    title: `Contact Us | ${site.name}`,
    description: `Questions, feedback or a problem with a download? Write to the ${site.name} team: we answer within one business day.`,
    keywords: ['contact thumbgrab', 'youtube thumbnail downloader support'],
  }))
}

/**
 * The plain page is prerendered. A browser that posted the form without
 * JavaScript comes back to `/contact?sent=1` or `?error=…` (rendered per
 * request), and the outcome is read from the query here.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { outcome: readContactOutcome(new URL(request.url).searchParams) }
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Contact</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Contact Us
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          Questions, feedback or a download that did not work? We read every message and reply
          within one business day.
        </p>
      </section>
      <section aria-label="Contact details and form" className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-5 lg:gap-12">
          {/* The details and the FAQ hydrate after the form, at a lower priority, yielding
              between them (see app/routes/home.tsx). */}
          <div className="lg:col-span-2">
            <Suspense>{site && <ContactDetails site={site} />}</Suspense>
          </div>
          <div className="lg:col-span-3">
            <ContactForm key={JSON.stringify(loaderData.outcome)} outcome={loaderData.outcome} />
          </div>
        </div>
      </section>
      <Suspense>
        <ContactFaq />
      </Suspense>
    </>
  )
}

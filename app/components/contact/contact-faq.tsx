import { CONTACT_FAQ } from '#app/content/contact.ts'
import { useT } from '#app/i18n/i18n.tsx'

/** The four questions, as native disclosure widgets: they work before any script runs. */
export function ContactFaq() {
  const t = useT()
  return (
    <section aria-labelledby="contact-faq-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <p className="text-center text-sm font-bold tracking-wider text-brand-700 uppercase">
          {t('contact.faq.eyebrow')}
        </p>
        <h2
          id="contact-faq-title"
          className="mt-2 text-center text-3xl font-extrabold tracking-tight sm:text-4xl"
        >
          {t('contact.faq.title')}
        </h2>
        <div className="mt-10 space-y-4">
          {CONTACT_FAQ.map((item) => (
            <details
              key={item}
              className="group rounded-2xl bg-white shadow-xs ring-1 ring-slate-200 open:ring-brand-200"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-start font-semibold text-ink marker:hidden [&::-webkit-details-marker]:hidden">
                <h3 className="text-base sm:text-lg">{t(`contact.faq.${item}.question`)}</h3>
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45 motion-reduce:transition-none"
                >
                  +
                </span>
              </summary>
              <p className="px-6 pb-6 leading-relaxed text-slate-700">
                {t(`contact.faq.${item}.answer`)}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

import { STEPS } from '#app/content/home.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { DOWNLOAD_SECTION, ScrollLink } from './scroll-link.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 3: three steps — paste the URL, click download, save. */
export function HowItWorks() {
  const t = useT()
  return (
    <section aria-labelledby="how-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="how-title"
        eyebrow={t('home.steps.eyebrow')}
        title={t('home.steps.title')}
      />
      <ol className="mx-auto mt-12 grid max-w-5xl gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-600 text-xl font-extrabold text-white shadow-lg">
              {index + 1}
            </span>
            <h3 className="mt-5 text-lg font-bold">{t(`home.steps.${step}.title`)}</h3>
            <p className="mx-auto mt-2 max-w-xs text-slate-600">{t(`home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <ScrollLink to={DOWNLOAD_SECTION}>{t('home.steps.tryIt')}</ScrollLink>
      </div>
    </section>
  )
}

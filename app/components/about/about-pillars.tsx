import { PILLARS } from '#app/content/about.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { AboutIcon } from './about-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

export function AboutPillars() {
  const t = useT()
  return (
    <section aria-labelledby="pillars-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <SectionHeading
        id="pillars-title"
        eyebrow={t('about.pillars.eyebrow')}
        title={t('about.pillars.title')}
        lead={t('about.pillars.lead')}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 md:grid-cols-3">
        {PILLARS.map((pillar) => (
          <li
            key={pillar.id}
            className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
              <AboutIcon name={pillar.icon} className="size-6" />
            </span>
            <h3 className="mt-6 text-xl font-bold">{t(`about.pillars.${pillar.id}.title`)}</h3>
            <p className="mt-3 leading-7 text-slate-600">{t(`about.pillars.${pillar.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

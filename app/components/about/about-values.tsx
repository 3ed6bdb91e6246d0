import { VALUES } from '#app/content/about.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { AboutIcon } from './about-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

export function AboutValues() {
  const t = useT()
  return (
    <section aria-labelledby="values-title" className="bg-slate-50 px-4 py-20 sm:px-6">
      <SectionHeading
        id="values-title"
        eyebrow={t('about.values.eyebrow')}
        title={t('about.values.title')}
        lead={t('about.values.lead')}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {VALUES.map((value) => (
          <li key={value.id} className="flex gap-4 rounded-2xl bg-white p-6 ring-1 ring-slate-200">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <AboutIcon name={value.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{t(`about.values.${value.id}.title`)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{t(`about.values.${value.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

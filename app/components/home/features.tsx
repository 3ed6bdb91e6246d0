import { FEATURES } from '#app/content/home.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { Icon } from './home-icons.tsx'
import { FEATURES_SECTION } from './scroll-link.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 2: six features (`#features`). */
export function Features() {
  const t = useT()
  return (
    <section
      id={FEATURES_SECTION}
      aria-labelledby="features-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow={t('home.features.eyebrow')}
        title={t('home.features.title')}
        lead={t('home.features.lead')}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.id}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{t(`home.features.${feature.id}.title`)}</h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{t(`home.features.${feature.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

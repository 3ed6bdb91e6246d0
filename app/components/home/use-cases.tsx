import { USE_CASES } from '#app/content/home.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { Icon } from './home-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 5: six kinds of people it is for. */
export function UseCases() {
  const t = useT()
  return (
    <section aria-labelledby="uses-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="uses-title"
        eyebrow={t('home.useCases.eyebrow')}
        title={t('home.useCases.title')}
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((useCase) => (
          <li key={useCase.id} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-white">
              <Icon name={useCase.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{t(`home.useCases.${useCase.id}.title`)}</h3>
              <p className="mt-1 text-slate-600">{t(`home.useCases.${useCase.id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

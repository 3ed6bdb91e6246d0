import { USE_CASES } from '#app/content/home.ts'
import { Icon } from './home-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 5: six kinds of people it is for. */
export function UseCases() {
  return (
    <section aria-labelledby="uses-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="uses-title"
        eyebrow="Use cases"
        title="Made for anyone who works with video"
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {USE_CASES.map((useCase) => (
          <li key={useCase.title} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-white">
              <Icon name={useCase.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{useCase.title}</h3>
              <p className="mt-1 text-slate-600">{useCase.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

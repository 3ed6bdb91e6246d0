import { FEATURES } from '#app/content/home.ts'
import { Icon } from './home-icons.tsx'
import { FEATURES_SECTION } from './scroll-link.tsx'
import { SectionHeading } from '../section-heading.tsx'

/** Section 2: six features (`#features`). */
export function Features() {
  return (
    <section
      id={FEATURES_SECTION}
      aria-labelledby="features-title"
      className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything you need, nothing you don't"
        lead="One box, one click, every size. Here is what happens behind it."
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:flex-col sm:p-6"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
              <Icon name={feature.icon} className="size-6" />
            </span>
            <div>
              <h3 className="text-lg font-bold">{feature.title}</h3>
              <p className="mt-1 text-slate-600 sm:mt-2">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

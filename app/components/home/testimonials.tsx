import { STATS } from '#app/content/home.ts'
import { useT } from '#app/i18n/i18n.tsx'
import type { Testimonial } from '#core/site.ts'
import { StarIcon } from './home-icons.tsx'
import { SectionHeading } from '../section-heading.tsx'

const MAX_RATING = 5

/**
 * Section 4: what people say, and figures true of every lookup. The quotes are
 * the operator's own (TESTIMONIALS, docs/configuration.md); without any the section shows the
 * figures alone, under a heading that claims no reviews.
 */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useT()
  const reviews = testimonials.length > 0
  return (
    <section aria-labelledby="reviews-title" className="bg-slate-50 px-4 py-16 sm:px-6 sm:py-24">
      <SectionHeading
        id="reviews-title"
        eyebrow={reviews ? t('home.reviews.eyebrow') : t('home.glance.eyebrow')}
        title={reviews ? t('home.reviews.title') : t('home.glance.title')}
      />
      {reviews && (
        // Centred rows of up to three: however many quotes the operator sets, none sits alone
        // at the left.
        <ul className="mx-auto mt-12 flex max-w-6xl flex-wrap justify-center gap-5">
          {testimonials.map((testimonial) => (
            <li
              key={`${testimonial.name}: ${testimonial.quote}`}
              className="w-full md:w-[calc((100%-2.5rem)/3)]"
            >
              <Review testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
      <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-3 divide-x divide-white/25 rounded-2xl bg-brand-600 py-6 text-center text-white shadow-lg sm:py-8">
        {STATS.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse px-2">
            <dt className="mt-1 text-xs font-medium text-white sm:text-base">
              {t(`home.stats.${stat.id}`)}
            </dt>
            <dd className="text-2xl font-extrabold tracking-tight sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Review({ testimonial }: { testimonial: Testimonial }) {
  const t = useT()
  const { name, role, rating, quote } = testimonial
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="flex gap-0.5 text-amber-500">
        <span className="sr-only">{t('home.reviews.rating', { rating, max: MAX_RATING })}</span>
        {Array.from({ length: MAX_RATING }, (_, i) => (
          <StarIcon key={i} className={`size-5 ${i < rating ? '' : 'text-slate-300'}`} />
        ))}
      </p>
      <blockquote className="mt-4 flex-1 text-slate-700">
        <p>{t('home.reviews.quote', { quote })}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
        >
          {name.charAt(0)}
        </span>
        <span>
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm text-slate-600">{role}</span>
        </span>
      </figcaption>
    </figure>
  )
}

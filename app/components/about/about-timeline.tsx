import { MILESTONES, releaseDay } from '#app/content/about.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { SectionHeading } from '../section-heading.tsx'

/**
 * The releases of the site (CHANGELOG.md), as a vertical timeline: a line on the left on phones; from md up it is centred and
 * the cards alternate sides, each tucked up beside the previous one. Every card's text reads
 * left to right, on either side: a right-aligned paragraph is hard to read, its lines
 * starting at a ragged edge.
 */
export function AboutTimeline({ lang }: { lang: string }) {
  const t = useT()
  return (
    <section aria-labelledby="timeline-title" className="px-4 py-20 sm:px-6">
      <SectionHeading
        id="timeline-title"
        eyebrow={t('about.timeline.eyebrow')}
        title={t('about.timeline.title')}
        lead={t('about.timeline.lead')}
      />
      <ol className="relative mx-auto mt-14 max-w-4xl before:absolute before:inset-y-2 before:start-4 before:w-0.5 before:-translate-x-1/2 before:bg-brand-100 rtl:before:translate-x-1/2 md:before:start-1/2">
        {MILESTONES.map((milestone) => (
          <li
            key={milestone.version}
            className="group relative pb-10 ps-12 last:pb-0 md:grid md:grid-cols-2 md:gap-x-16 md:pb-0 md:ps-0 md:not-first:-mt-14"
          >
            <span
              aria-hidden="true"
              className="absolute top-1 start-4 size-5 -translate-x-1/2 rtl:translate-x-1/2 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-200 md:start-1/2"
            />
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:group-odd:col-start-1 md:group-even:col-start-2">
              <p className="text-sm font-bold tracking-wider text-brand-700">
                <time dateTime={milestone.date} className="whitespace-nowrap">
                  {releaseDay(milestone.date, lang)}
                </time>
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">
                  {t('about.timeline.version', { version: milestone.version })}
                </span>
              </p>
              <h3 className="mt-1 text-lg font-bold">
                {t(`about.timeline.${milestone.id}.title`)}
              </h3>
              <p className="mt-2 leading-7 text-slate-600">
                {t(`about.timeline.${milestone.id}.text`)}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

import { ABOUT_STATS } from '#app/content/about.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'

export function AboutHero({ siteName }: { siteName: string }) {
  const t = useT()
  return (
    <section
      aria-labelledby="about-title"
      className="relative overflow-hidden bg-linear-to-b from-brand-50 to-white px-4 pt-16 pb-20 sm:px-6 sm:pt-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl text-center">
        <p className="inline-flex rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
          {t('about.hero.eyebrow', { site: siteName })}
        </p>
        <h1
          id="about-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          <Rich
            text={t('about.hero.title')}
            tags={{ accent: (text) => <span className="text-brand-600">{text}</span> }}
          />
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 sm:text-xl">
          {t('about.hero.lead', { site: siteName })}
        </p>
      </div>
      <dl className="relative mx-auto mt-12 grid max-w-3xl grid-cols-3 divide-x divide-slate-200 rounded-2xl bg-white py-6 shadow-sm ring-1 ring-slate-200">
        {ABOUT_STATS.map((stat) => (
          <div key={stat.id} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-xs text-slate-600 sm:text-sm">{t(`home.stats.${stat.id}`)}</dt>
            <dd className="text-2xl font-extrabold text-brand-600 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

import type { ReactNode } from 'react'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { DOWNLOAD_SECTION, FEATURES_SECTION, ScrollLink } from './scroll-link.tsx'

/** What the tool promises, in order: each is the message `home.hero.perks.<perk>`. */
const PERKS = ['free', 'signUp', 'watermark', 'formats'] as const

/** Section 1: the title and the downloader (`#download-section`, where the buttons lead). */
export function Hero({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <section
      id={DOWNLOAD_SECTION}
      aria-labelledby="hero-title"
      className="bg-linear-to-b from-brand-50 via-white to-white px-4 pt-10 pb-16 text-center sm:px-6 sm:pt-16 sm:pb-20"
    >
      <h1
        id="hero-title"
        className="mx-auto max-w-5xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        <Rich text={t('home.hero.title')} tags={{ highlight }} />
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-base text-slate-600 sm:text-xl">
        {t('home.hero.lead')}
      </p>
      <div className="mt-8 sm:mt-10">{children}</div>
    </section>
  )
}

/** Under the link form: what the tool promises, and the way to the features. */
export function HeroPerks() {
  const t = useT()
  return (
    <>
      <ul className="mx-auto mt-6 flex max-w-2xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-slate-600">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
            {t(`home.hero.perks.${perk}`)}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ScrollLink to={FEATURES_SECTION} variant="secondary">
          {t('home.hero.seeFeatures')}
        </ScrollLink>
      </div>
    </>
  )
}

function highlight(text: string) {
  return <span className="text-brand-600">{text}</span>
}

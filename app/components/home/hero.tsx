import type { ReactNode } from 'react'
import { DOWNLOAD_SECTION, FEATURES_SECTION, ScrollLink } from './scroll-link.tsx'

const PERKS = ['Free forever', 'No sign-up', 'No watermark', 'JPG, PNG & WebP']

/** Section 1: the title and the downloader (`#download-section`, where the buttons lead). */
export function Hero({ children }: { children: ReactNode }) {
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
        Download YouTube Thumbnails in <span className="text-brand-600">Every Quality</span>
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-base text-slate-600 sm:text-xl">
        Paste a video link and save its thumbnail as JPG, PNG or WebP, from the tiny 120×90 preview
        to a crisp 1920×1080. Free, instant, nothing to install.
      </p>
      <div className="mt-8 sm:mt-10">{children}</div>
    </section>
  )
}

/** Under the link form: what the tool promises, and the way to the features. */
export function HeroPerks() {
  return (
    <>
      <ul className="mx-auto mt-6 flex max-w-2xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm font-medium text-slate-600">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-600" />
            {perk}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <ScrollLink to={FEATURES_SECTION} variant="secondary">
          See all features
        </ScrollLink>
      </div>
    </>
  )
}

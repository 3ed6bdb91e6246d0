import { Suspense } from 'react'
import type { BatchFormRefusal } from '#core/batch-form.ts'
import { DownloaderModes } from '#app/components/downloader/downloader-modes.tsx'
import type { ServerLookup } from '#app/components/downloader/downloader-state.ts'
import { Downloader } from '#app/components/downloader/downloader.tsx'
import { RecentLookups } from '#app/components/recent/recent-lookups.tsx'
import { useSite } from '#app/lib/use-site.ts'
import { Comparison } from './comparison.tsx'
import { Faq } from './faq.tsx'
import { Features } from './features.tsx'
import { FinalCta } from './final-cta.tsx'
import { Hero, HeroPerks } from './hero.tsx'
import { HowItWorks } from './how-it-works.tsx'
import { Testimonials } from './testimonials.tsx'
import { UseCases } from './use-cases.tsx'

/** The messages of the page's own parts (the frame's come from the root), sent by its loader. */
export const HOME_MESSAGES = [
  'home',
  'downloader',
  'recent',
  'batch',
  'results',
  'quality',
  'feed',
  'toasts',
  'errors',
] as const

/**
 * The home page: the downloader (one link, or many) and the sections below it. `/` renders it
 * with a deep link's lookup (`server`), and a refused Many links post (app/routes/batch-form.tsx)
 * with the refusal and the posted values (`batch`).
 */
export function HomePage({
  server,
  batch = null,
}: {
  server: ServerLookup
  batch?: BatchFormRefusal | null
}) {
  const site = useSite()
  const siteName = site?.name ?? 'ThumbGrab'
  const testimonials = site?.testimonials ?? []
  return (
    <>
      <Hero>
        <DownloaderModes refusal={batch}>
          <Downloader server={server}>
            {/* Right under the field, so that a returning visitor sees the list on arrival. */}
            <RecentLookups />
            <HeroPerks />
          </Downloader>
        </DownloaderModes>
      </Hero>
      {/* Each section below the downloader is a Suspense boundary: React hydrates the
          frame and the downloader first, then these one at a time at a lower priority,
          yielding to the visitor between them, and first the one they touch (selective
          hydration, docs/decisions/027-scripts-only-where-needed.md). Nothing suspends:
          the server renders them whole. */}
      <Suspense>
        <Features />
      </Suspense>
      <Suspense>
        <HowItWorks />
      </Suspense>
      <Suspense>
        <Testimonials testimonials={testimonials} />
      </Suspense>
      <Suspense>
        <UseCases />
      </Suspense>
      <Suspense>
        <Comparison siteName={siteName} />
      </Suspense>
      <Suspense>
        <Faq />
      </Suspense>
      <Suspense>
        <FinalCta />
      </Suspense>
    </>
  )
}

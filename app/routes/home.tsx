import { Suspense } from 'react'
import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router'
import { Downloader } from '#app/components/downloader/downloader.tsx'
import { DownloaderModes } from '#app/components/batch/downloader-modes.tsx'
import { Comparison } from '#app/components/home/comparison.tsx'
import { Faq } from '#app/components/home/faq.tsx'
import { Features } from '#app/components/home/features.tsx'
import { FinalCta } from '#app/components/home/final-cta.tsx'
import { Hero, HeroPerks } from '#app/components/home/hero.tsx'
import { HowItWorks } from '#app/components/home/how-it-works.tsx'
import { Testimonials } from '#app/components/home/testimonials.tsx'
import { UseCases } from '#app/components/home/use-cases.tsx'
import { RecentLookups } from '#app/components/recent/recent-lookups.tsx'
import { homeJsonLd } from '#app/lib/home-json-ld.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import type { loader as rootLoader } from '#app/root.tsx'
import type { Route } from './+types/home'
import { loadHome } from './home.server.ts'

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches)
  return [
    ...pageMeta({ matches }, { path: '/' }),
    ...(site ? homeJsonLd(site).map((data) => ({ 'script:ld+json': data })) : []),
  ]
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context)
}

/**
 * The downloader looks thumbnails up in the browser and only records the video
 * in the URL (`/?v=ID`): that must not send the server the same lookup again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withinHome = currentUrl.pathname === '/' && nextUrl.pathname === '/'
  return withinHome && nextUrl.searchParams.has('v') ? false : defaultShouldRevalidate
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useRouteLoaderData<typeof rootLoader>('root')?.site
  const siteName = site?.name ?? 'ThumbGrab'
  const testimonials = site?.testimonials ?? []
  return (
    <>
      <Hero>
        <DownloaderModes>
          <Downloader server={loaderData}>
            <HeroPerks />
            <RecentLookups />
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

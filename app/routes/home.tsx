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
            {/* Right under the field, so that a returning visitor sees the list on arrival. */}
            <RecentLookups />
            <HeroPerks />
          </Downloader>
        </DownloaderModes>
      </Hero>
      <Features />
      <HowItWorks />
      <Testimonials testimonials={testimonials} />
      <UseCases />
      <Comparison siteName={siteName} />
      <Faq />
      <FinalCta />
    </>
  )
}

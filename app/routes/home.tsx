import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { onlyModeChanged } from '#app/components/downloader/mode-url.ts'
import { HomePage } from '#app/components/home/home-page.tsx'
import { homeJsonLd } from '#app/lib/home-json-ld.ts'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
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

/** A refused lookup's Retry-After (home.server.ts) reaches the response. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

/**
 * The downloader looks thumbnails up in the browser and only records the video
 * in the URL (`/?v=ID`): that must not send the server the same lookup again.
 * Nor must a switch between the One link and Many links tabs (`mode=many`), which
 * the page shows by itself.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const withinHome = currentUrl.pathname === '/' && nextUrl.pathname === '/'
  if (!withinHome) return defaultShouldRevalidate
  return nextUrl.searchParams.has('v') || onlyModeChanged(currentUrl, nextUrl)
    ? false
    : defaultShouldRevalidate
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage server={loaderData} />
}

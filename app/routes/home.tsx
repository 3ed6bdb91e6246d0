import { data, type ShouldRevalidateFunctionArgs } from 'react-router'
import { onlyModeChanged } from '#app/components/downloader/mode-url.ts'
import { HOME_MESSAGES, HomePage } from '#app/components/home/home-page.tsx'
import { homeJsonLd } from '#app/lib/home-json-ld.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { messagesOfMatches, translator } from '#app/i18n/i18n.tsx'
import { pageMeta, siteFromMatches } from '#app/lib/meta.ts'
import { localeOfPath, unprefixedPath } from '#core/locales.ts'
import type { Route } from './+types/home'
import { loadHome } from './home.server.ts'

export function meta({ matches, location }: Route.MetaArgs) {
  const site = siteFromMatches(matches)
  const messages = messagesOfMatches(matches)
  const { lang } = localeOfPath(location.pathname)
  return [
    ...pageMeta({ matches, location }, { path: '/' }),
    ...(site && messages
      ? homeJsonLd(site, translator(lang, messages), lang).map((json) => ({
          'script:ld+json': json,
        }))
      : []),
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const messages = messagesFor(localeOfPath(new URL(request.url).pathname), HOME_MESSAGES)
  const lookup = await loadHome(request, context)
  // A refused lookup keeps its status and Retry-After (home.server.ts).
  if (lookup && 'init' in lookup) {
    return data({ lookup: lookup.data, messages }, lookup.init ?? undefined)
  }
  return { lookup, messages }
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
  const home = (url: URL) => unprefixedPath(url.pathname) === '/'
  const withinHome =
    home(currentUrl) &&
    home(nextUrl) &&
    localeOfPath(currentUrl.pathname) === localeOfPath(nextUrl.pathname)
  if (!withinHome) return defaultShouldRevalidate
  return nextUrl.searchParams.has('v') || onlyModeChanged(currentUrl, nextUrl)
    ? false
    : defaultShouldRevalidate
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage server={loaderData.lookup} />
}

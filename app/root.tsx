import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  type LinksFunction,
} from 'react-router'
import { Suspense, useEffect, useMemo } from 'react'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { AppStylesheet, loadWholeStylesheet } from './components/app-stylesheet.tsx'
import { DemoBanner } from './components/demo-banner.tsx'
import { ErrorView } from './components/error-view.tsx'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { Toaster } from './components/toaster.tsx'
import { pageMeta } from './lib/meta.ts'
import { needsApp } from './lib/page-scripts.ts'
import { useSite } from './lib/use-site.ts'
import { getSite } from './lib/load-context.server.ts'
import { messagesFor } from './i18n/catalog.ts'
import { I18nProvider, messagesOfMatches, translator, useT } from './i18n/i18n.tsx'
import { localeOfPath } from '#core/locales.ts'
import type { Site } from '#core/site.ts'

export const THEME_COLOR = '#cc0000'

// The stylesheet is not a link: app-stylesheet.tsx inlines it.
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  // Credentialed like the page, so the browser fetches it on the page's connection instead of
  // opening another (manifests default to crossorigin="omit", a separate socket pool).
  { rel: 'manifest', href: '/site.webmanifest', crossOrigin: 'use-credentials' },
]

/**
 * Each page inlines only the CSS it can use; another page may need more, so a
 * client navigation to another path waits for the whole stylesheet (once).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    if (new URL(request.url).pathname !== window.location.pathname) {
      await loadWholeStylesheet(stylesheet)
    }
    await next()
  },
]

/**
 * The messages of the frame every page shows: the header, the menu, the footer, and the
 * words of every page's head (meta) and the error screens, which render in the root's boundary
 * where a page's loader data is absent.
 */
const FRAME_MESSAGES = ['frame', 'nav', 'footer', 'meta', 'errorPage'] as const

export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  return { site: getSite(context), messages: messagesFor(locale, FRAME_MESSAGES) }
}

// The site settings are fixed for the life of the server, and a page's language is that of its
// path (a link to another language loads that page whole): no navigation needs them again.
export function shouldRevalidate() {
  return false
}

// Pages set their own head; this one serves the error screens, which render in the root boundary.
// Their canonical link and og:url are the site's home, never the path asked for: a stranger's
// path (`//evil.example/x`) is no page of the site to name.
export function meta({ error, matches, location }: Route.MetaArgs) {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return pageMeta({ matches, location }, (site, t) =>
    notFound
      ? {
          path: '/',
          title: t('meta.notFound.title', { site: site.name }),
          description: t('meta.notFound.description'),
          noindex: true,
        }
      : {
          path: '/',
          title: t('meta.error.title', { site: site.name }),
          noindex: true,
        },
  )
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined only when the root loader itself failed: render the page without the frame's data.
  const site = useSite()
  const { pathname } = useLocation()
  const locale = localeOfPath(pathname)
  // Says the app has taken over: the page works before that without JavaScript,
  // which loads after the first paint (entry.server.tsx). The e2e tests wait for it.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  // A page whose content needs no app ships none (lib/page-scripts.ts): no React Router
  // scripts, no toasts; entry.server.tsx adds the header's small enhancement instead. In the
  // browser the app is running, so it keeps them across client navigations. In development
  // every page loads it, for hot updates.
  const matches = useMatches()
  // One translator while the matches stay the same: a new one would re-render every component
  // that reads it.
  const t = useMemo(() => {
    const messages = messagesOfMatches(matches)
    return messages && translator(locale.lang, messages)
  }, [matches, locale.lang])
  const app = import.meta.env.DEV || typeof document !== 'undefined' || needsApp(matches)
  return (
    <html lang={locale.lang} dir={locale.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <AppStylesheet href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {t ? (
          <I18nProvider t={t}>
            <Frame site={site}>{children}</Frame>
            {app && <Toaster />}
          </I18nProvider>
        ) : (
          // The root loader failed: the error alone, without the frame its messages would label.
          <main id="main" className="flex-1">
            {children}
          </main>
        )}
        {app && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  )
}

/** The skip link, the header, the page and the footer. */
function Frame({ site, children }: { site: Site | undefined; children: React.ReactNode }) {
  const t = useT()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        {t('frame.skipToContent')}
      </a>
      <SiteHeader siteName={site?.name ?? 'ThumbGrab'} />
      <main id="main" className="flex-1 pt-header">
        {site?.demo && <DemoBanner />}
        {children}
      </main>
      {/* Hydrated after the page above it, at a lower priority (see app/components/home/home-page.tsx). */}
      <Suspense>{site && <SiteFooter site={site} />}</Suspense>
    </>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorView error={error} />
}

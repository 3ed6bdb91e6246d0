/**
 * Server entry: renders a whole document (with the stylesheet inlined and the
 * scripts set to load after the first paint:
 * docs/decisions/007-hydrate-after-paint.md), plus `createLoadContext`, which
 * the Hono server calls (through the build's entry module) so that the site
 * settings and server services reach loaders through the context keys the app
 * itself reads.
 */
import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { StylesheetContext } from './components/app-stylesheet.tsx'
import { CspNonceContext } from './lib/csp-nonce.ts'
import { withEnhancement } from './lib/enhance.server.ts'
import { withLanguageSuggestion } from './lib/language-suggestion.server.ts'
import { localeOfPath } from '#core/locales.ts'
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server.ts'
import { getCspNonce } from './lib/load-context.server.ts'
import { needsApp } from './lib/page-scripts.ts'
import { builtStylesheet, inlineUsedRules } from './lib/stylesheet.server.ts'

export const streamTimeout = 5_000

export { createLoadContext } from './lib/load-context.server.ts'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // A per-request render carries the nonce of its CSP (server/pages/routes.ts): React Router
  // writes it on its scripts and module preloads, React on any script of its own, components
  // on theirs through CspNonceContext (app/lib/csp-nonce.ts), and it goes on the inline
  // stylesheet below. Prerendered pages have none (hashes allow them).
  const nonce = getCspNonce(loadContext)
  // The same decision as the root layout's (lib/page-scripts.ts): a page without the app
  // gets the header's enhancement (lib/enhance.server.ts) instead of React Router's scripts.
  const app = needsApp(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id],
    ),
  )

  // The rewrites fit the production build only: in development (`npm run dev`) Vite serves the
  // stylesheet and its client as they are, and every page loads the app for hot updates.
  const { pathname } = new URL(request.url)
  const locale = localeOfPath(pathname)
  const finish = (rendered: string) => {
    // Every page, with the app or without, may offer the visitor's language.
    const offered = withLanguageSuggestion(rendered, pathname, locale, responseStatusCode, nonce)
    if (import.meta.env.DEV) return offered
    const page = inlineUsedRules(offered)
    return withStyleNonce(
      app ? hydrateAfterPaint(page) : withEnhancement(page, nonce, responseStatusCode, locale),
      nonce,
    )
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)

    // The whole document, not a stream: the inline stylesheet
    // keeps the rules the page can use, and the scripts are rewritten to load
    // after the first paint (hydrate-after-paint.server.ts).
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk)
        callback()
      },
      final(callback) {
        clearTimeout(timeoutId)
        try {
          const html = finish(Buffer.concat(chunks).toString('utf8'))
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }))
        } catch (error) {
          reject(error)
        }
        callback()
      },
    })

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={builtStylesheet}>
        <CspNonceContext value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CspNonceContext>
      </StylesheetContext>,
      {
        nonce,
        // Every Suspense boundary inline, in place: past its first 12,800 bytes React would
        // otherwise send a finished boundary (the home page's sections, the Many links form of
        // `/?mode=many`) hidden, for a script to move in place, and the page must show whole
        // without JavaScript (docs/decisions/011-no-js-paths.md; the document is buffered anyway).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/** The inline stylesheet (app/components/app-stylesheet.tsx) with the render's CSP nonce. */
function withStyleNonce(html: string, nonce: string | undefined): string {
  if (!nonce) return html
  return html.replace('<style id="app-css">', () => `<style id="app-css" nonce="${nonce}">`)
}

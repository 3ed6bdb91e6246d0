/**
 * Server entry: React Router's default Node renderer, plus `createLoadContext`,
 * which the Hono server calls (through the build's entry module) so that the
 * site settings and server services reach loaders through the context keys
 * the app itself reads.
 */
import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { RouterContextProvider, ServerRouter, type EntryContext } from 'react-router'
import type { Site } from '#core/site.ts'
import type { Services } from '#server/services.ts'
import { StylesheetContext } from './components/app-stylesheet.tsx'
import { builtStylesheet } from './lib/stylesheet.server.ts'
import { servicesContext } from './lib/services.ts'
import { siteContext } from './lib/site.ts'

export const streamTimeout = 5_000

export function createLoadContext(site: Site, services: Services): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(siteContext, site)
  context.set(servicesContext, services)
  return context
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and prerendering get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    )

    const { pipe, abort } = renderToPipeableStream(
      <StylesheetContext value={builtStylesheet}>
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetContext>,
      {
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
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

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
import { ServerRouter, type EntryContext } from 'react-router'
import { StylesheetContext } from './components/app-stylesheet.tsx'
import { hydrateAfterPaint } from './lib/hydrate-after-paint.server.ts'
import { builtStylesheet, inlineUsedRules } from './lib/stylesheet.server.ts'

export const streamTimeout = 5_000

export { createLoadContext } from './lib/load-context.server.ts'

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
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)

    // The whole document, not a stream: the server hashes its inline scripts
    // for the CSP before sending anything (server/http/csp.ts), the inline stylesheet
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
          const html = hydrateAfterPaint(inlineUsedRules(Buffer.concat(chunks).toString('utf8')))
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
        <ServerRouter context={routerContext} url={request.url} />
      </StylesheetContext>,
      {
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

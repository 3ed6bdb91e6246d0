/**
 * The pages in development (`npm run dev`, scripts/dev.ts): Vite's dev server in middleware mode
 * in front of the server's own Hono app, on one port. Vite answers what is its own (the app's
 * modules, public/ files, hot updates over a WebSocket on the same port) and passes the rest to
 * the app, which serves the API exactly as in production and renders pages from Vite's live
 * server build, so an edit shows without a restart. Production loads ./build instead
 * (site-build.ts); this module, and Vite with it, is never loaded there.
 * https://vite.dev/guide/ssr#setting-up-the-dev-server
 */
import type { RequestListener, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import type * as ReactRouter from 'react-router'
import type { ServerBuild } from 'react-router'
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite'
import { createNodeServer, listen } from '../http/node-server.ts'
import { entryLoadContext, type Frontend, type SiteBuild } from './site-build.ts'

/** The module React Router's Vite plugin builds the server from (its `ServerBuild`). */
const SERVER_BUILD = 'virtual:react-router/server-build'

/**
 * Starts Vite (vite.config.ts, as `npm run build` reads it) on a Node server that listens once
 * `listen` is called with the app.
 * @example await startServer(config, log, await viteFrontend())
 */
export async function viteFrontend(): Promise<Frontend> {
  let handle: RequestListener = (_request, response) => unavailable(response)
  const server = createNodeServer((request, response) => handle(request, response))
  const vite = await createViteServer({
    appType: 'custom',
    server: { middlewareMode: { server }, ws: { server } },
  })
  const ssr = vite.environments.ssr
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error('Vite has no runnable SSR environment')

  // React Router as the build's modules import it: Vite resolves it for them (with the
  // `development` condition) and Node loads it, and the request handler accepts only a context
  // made by that same copy's RouterContextProvider (app/lib/load-context.server.ts makes it).
  const resolved = await ssr.pluginContainer.resolveId(
    'react-router',
    join(vite.config.root, 'app'),
  )
  if (!resolved) throw new Error('Vite cannot resolve react-router for the server build')
  const router = (await import(pathToFileURL(resolved.id).href)) as typeof ReactRouter

  const pages: SiteBuild = {
    // Loaded per request, as React Router's own dev server does: an edit invalidates the module
    // graph, and the next request runs the new code with the context keys of the same build.
    async render(request, ...context) {
      const build = await ssr.runner.import<ServerBuild>(SERVER_BUILD)
      const createLoadContext = entryLoadContext(build, SERVER_BUILD)
      const handler = router.createRequestHandler(build, 'development')
      return handler(request, createLoadContext(...context))
    },
    // Vite serves the client's files itself, and nothing is prerendered.
    files: new Map(),
    prerenderedSite: null,
    development: true,
  }

  return {
    pages: () => Promise.resolve(pages),
    async listen(fetch, address) {
      const app = getRequestListener(fetch, { hostname: address.host })
      handle = (request, response) =>
        vite.middlewares(request, response, (error?: unknown) => {
          if (error) return failed(response, error)
          void app(request, response)
        })
      const running = await listen(server, address)
      return {
        ...running,
        async stop(drainMs) {
          await running.stop(drainMs)
          await vite.close()
        },
      }
    },
  }
}

function unavailable(response: ServerResponse) {
  response.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' })
  response.end('Starting.\n')
}

/** An error of Vite's own (a module that does not compile), shown to the developer as it is. */
function failed(response: ServerResponse, error: unknown) {
  response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
}

/**
 * Loads what `npm run build` produced: React Router's server build, the client
 * files (in memory) and the site settings the pages were prerendered with.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { Site } from '#core/site.ts'
import { startHttpServer, type FetchHandler, type RunningServer } from '../http/node-server.ts'
import type { CreateLoadContext } from './load-context.ts'
import { loadStaticFiles, type StaticFile } from './static-files.ts'

export type SiteBuild = {
  /**
   * Renders one request through React Router, with the router context that the same build's
   * entry makes of the site settings, the services and the render's options (load-context.ts).
   */
  render(request: Request, ...context: Parameters<CreateLoadContext>): Promise<Response>
  files: ReadonlyMap<string, StaticFile>
  /** The settings the prerendered pages embed; null when the build recorded none. */
  prerenderedSite: Site | null
  /** Pages from Vite's development server (vite-dev.ts): rendered without a CSP nonce. */
  development?: boolean
}

/**
 * Where the pages come from and who listens (server/start.ts): production's build and Node's
 * HTTP server (`buildFrontend`), or in development Vite's (vite-dev.ts).
 */
export type Frontend = {
  pages(): Promise<SiteBuild>
  listen(fetch: FetchHandler, address: { port: number; host: string }): Promise<RunningServer>
}

/** The pages of `npm run build` in `buildDir`, served by the server's own HTTP listener. */
export function buildFrontend(buildDir: string): Frontend {
  return { pages: () => loadSiteBuild(buildDir), listen: startHttpServer }
}

export async function loadSiteBuild(buildDir: string): Promise<SiteBuild> {
  const serverEntry = join(buildDir, 'server', 'index.js')
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const createLoadContext = entryLoadContext(serverBuild, serverEntry)
  const handler = createRequestHandler(serverBuild, 'production')
  return {
    render: (request, ...context) => handler(request, createLoadContext(...context)),
    files: await loadStaticFiles(join(buildDir, 'client')),
    prerenderedSite: await readPrerenderedSite(join(buildDir, 'prerendered-site.json')),
  }
}

/**
 * The `createLoadContext` that app/entry.server.tsx exports beside React's renderer: the context
 * keys the build's loaders read are its own, so the context must come from the same build.
 */
export function entryLoadContext(serverBuild: ServerBuild, source: string): CreateLoadContext {
  const entryModule = serverBuild.entry.module as ServerBuild['entry']['module'] & {
    createLoadContext?: CreateLoadContext
  }
  if (typeof entryModule.createLoadContext !== 'function') {
    throw new Error(`${source} does not export createLoadContext: rebuild with npm run build`)
  }
  return entryModule.createLoadContext
}

async function readPrerenderedSite(path: string): Promise<Site | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Site
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

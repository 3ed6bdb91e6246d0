/**
 * Loads what `npm run build` produced: React Router's server build, the client
 * files (in memory) and the site settings the pages were prerendered with.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import type { Site } from '#core/site.ts'
import type { CreateLoadContext } from './load-context.ts'
import { loadStaticFiles, type StaticFile } from './static-files.ts'

export type SiteBuild = {
  serverBuild: ServerBuild
  /** Builds the router context for a request (exported by app/entry.server.tsx). */
  createLoadContext: CreateLoadContext
  files: ReadonlyMap<string, StaticFile>
  /** The settings the prerendered pages embed; null when the build recorded none. */
  prerenderedSite: Site | null
}

export async function loadSiteBuild(buildDir: string): Promise<SiteBuild> {
  const serverEntry = join(buildDir, 'server', 'index.js')
  const serverBuild = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  const entryModule = serverBuild.entry.module as ServerBuild['entry']['module'] & {
    createLoadContext?: SiteBuild['createLoadContext']
  }
  if (typeof entryModule.createLoadContext !== 'function') {
    throw new Error(`${serverEntry} does not export createLoadContext: rebuild with npm run build`)
  }
  return {
    serverBuild,
    createLoadContext: entryModule.createLoadContext,
    files: await loadStaticFiles(join(buildDir, 'client')),
    prerenderedSite: await readPrerenderedSite(join(buildDir, 'prerendered-site.json')),
  }
}

async function readPrerenderedSite(path: string): Promise<Site | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Site
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

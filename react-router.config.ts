import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Config } from '@react-router/dev/config'
import { PAGE_PATHS } from './app/lib/pages.ts'
import { publicSettingsWarnings, readConfig, siteFromConfig } from './server/config.ts'

export default {
  ssr: true,
  // Every content page is plain HTML on disk; the server renders only the rest (the 404).
  prerender: [...PAGE_PATHS, '/robots.txt', '/sitemap.xml'],
  // Ten routes: ship the whole manifest with the page rather than fetch it on navigation.
  routeDiscovery: { mode: 'initial' },
  async buildEnd({ reactRouterConfig }) {
    // Prerendered pages embed the site settings (canonical URLs, contact details).
    // Record them so the server can tell whether the pages match its own settings.
    const config = readConfig()
    // The pages are baked with these settings: say so now if they are not fit for the public.
    for (const warning of publicSettingsWarnings(config)) console.warn(`build: ${warning}`)
    const site = siteFromConfig(config)
    await writeFile(
      join(reactRouterConfig.buildDirectory, 'prerendered-site.json'),
      `${JSON.stringify(site)}\n`,
    )
  },
} satisfies Config

/**
 * @module The import zones of eslint.config.js (docs/architecture.md, "Dependency rules"), one
 * test per zone: a one-line module placed at a virtual path is linted with the project's own
 * config, and each forbidden import must be reported while each allowed one passes.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/** The zones, and the rule that keeps a type-only import from loading its module. */
const RULES = new Set([
  '@typescript-eslint/no-restricted-imports',
  '@typescript-eslint/no-import-type-side-effects',
])
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })

/** Whether the zone rules refuse `statement` in a module at `filePath` (relative to the repo). */
async function refuses(filePath: string, statement: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${statement}\n`, { filePath })
  if (!result) throw new Error(`${filePath} was not linted`)
  const fatal = result.messages.find((message) => message.fatal)
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`)
  return result.messages.some((message) => RULES.has(message.ruleId ?? ''))
}

/** Every statement refused at `filePath`: the ones that pass are returned. */
async function notRefused(filePath: string, statements: string[]): Promise<string[]> {
  const verdicts = await Promise.all(statements.map((line) => refuses(filePath, line)))
  return statements.filter((_, i) => !verdicts[i])
}

/** Every statement allowed at `filePath`: the ones that are refused are returned. */
async function refused(filePath: string, statements: string[]): Promise<string[]> {
  const verdicts = await Promise.all(statements.map((line) => refuses(filePath, line)))
  return statements.filter((_, i) => verdicts[i])
}

describe('import zones', () => {
  test('core/ imports only core/', async () => {
    expect(
      await notRefused('core/zone.ts', [
        "import { readFile } from 'node:fs'",
        "import { useState } from 'react'",
        "import { Hono } from 'hono'",
        "import { z } from 'zod'",
        "import { pageMeta } from '#app/lib/meta.ts'",
        "import { readConfig } from '#server/config.ts'",
        "import { readConfig } from '../server/config.ts'",
        "import { lookupWith } from '#tests/support/lookups.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('core/zone.ts', [
        "import { QUALITIES } from './qualities.ts'",
        "import { FORMATS } from '#core/formats.ts'",
        "export { TOASTS } from './toasts.ts'",
      ]),
    ).toEqual([])
    // Its tests may add their tools and the helpers of tests/, and nothing else.
    expect(
      await refused('core/zone.test.ts', [
        "import { expect, test } from 'vitest'",
        "import fc from 'fast-check'",
        "import { lookupWith } from '#tests/support/lookups.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('core/zone.test.ts', ["import { readConfig } from '#server/config.ts'"]),
    ).toEqual([])
  })

  test('server/http/ imports no capability, no composition root and no config', async () => {
    expect(
      await notRefused('server/http/zone.ts', [
        "import { createThumbnailService } from '../thumbnails/service.ts'",
        "import type { ThumbnailService } from '../thumbnails/service.ts'",
        "import { contactApi } from '#server/contact/api.ts'",
        "import { batchApi } from '../batch/api.ts'",
        "import { pageRoutes } from '../pages/routes.ts'",
        "import { createApp } from '../app.ts'",
        "import { readConfig } from '../config.ts'",
        "import { pageMeta } from '#app/lib/meta.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('server/http/zone.ts', [
        "import { HttpError } from './http-error.ts'",
        "import type { Logger } from '../log.ts'",
        "import { ERROR_CODES } from '#core/api-errors.ts'",
        "import { Hono } from 'hono'",
      ]),
    ).toEqual([])
  })

  test('the capabilities do not import each other nor the pages', async () => {
    expect(
      await notRefused('server/contact/zone.ts', [
        "import { createThumbnailService } from '../thumbnails/service.ts'",
        "import type { ThumbnailService } from '#server/thumbnails/service.ts'",
        "import { pageRoutes } from '../pages/routes.ts'",
        "import { createApp } from '../app.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('server/contact/storage/zone.ts', [
        "import { createUpstream } from '../../thumbnails/upstream.ts'",
        "import { createUpstream } from '../../../server/thumbnails/upstream.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('server/thumbnails/zone.ts', [
        "import { contactApi } from '../contact/api.ts'",
        "import { loadSiteBuild } from '#server/pages/site-build.ts'",
        "import { batchApi } from '../batch/api.ts'",
      ]),
    ).toEqual([])
    // The batch gets the thumbnail engine from server/app.ts, typed by its own BatchThumbnails.
    expect(
      await notRefused('server/batch/zone.ts', [
        "import { createThumbnailService } from '../thumbnails/service.ts'",
        "import type { ThumbnailService } from '#server/thumbnails/service.ts'",
        "import { contactApi } from '../contact/api.ts'",
        "import { pageRoutes } from '../pages/routes.ts'",
        "import { createApp } from '../app.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('server/batch/zone.ts', [
        "import { HttpError } from '../http/http-error.ts'",
        "import type { Config } from '../config.ts'",
        "import { createZipWriter } from './zip.ts'",
        "import { classifyLine } from '#core/batch.ts'",
        "import { crc32 } from 'node:zlib'",
      ]),
    ).toEqual([])
    expect(
      await refused('server/contact/zone.ts', [
        "import { HttpError } from '../http/http-error.ts'",
        "import type { Config } from '../config.ts'",
        "import type { Logger } from '#server/log.ts'",
        "import { openDatabase } from './storage/db.ts'",
        "import { validateContact } from '#core/contact-rules.ts'",
      ]),
    ).toEqual([])
  })

  test('server/pages/ takes capability types in load-context.ts only', async () => {
    expect(
      await refused('server/pages/load-context.ts', [
        "import type { ThumbnailService } from '../thumbnails/service.ts'",
        "import type { ContactStore } from '#server/contact/api.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('server/pages/load-context.ts', [
        // Node would keep `import {} from '…'` and load the module.
        "import { type ContactStore } from '#server/contact/api.ts'",
        "import { createThumbnailService } from '../thumbnails/service.ts'",
        "import { contactApi } from '#server/contact/api.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('server/pages/routes.ts', [
        "import type { ThumbnailService } from '../thumbnails/service.ts'",
        "import { contactApi } from '../contact/api.ts'",
      ]),
    ).toEqual([])
  })

  test('app/ reaches the server only through the load-context types and, server-side, the config', async () => {
    expect(
      await refused('app/routes/zone.tsx', [
        "import type { Services } from '#server/pages/load-context.ts'",
        "import { parseVideoId } from '#core/youtube-url.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/routes/zone.tsx', [
        "import { readConfig } from '#server/config.ts'",
        "import { createApp } from '#server/app.ts'",
        "import { createThumbnailService } from '../../server/thumbnails/service.ts'",
        "import type { ThumbnailService } from '#server/thumbnails/service.ts'",
        "import { type Services } from '#server/pages/load-context.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/lib/zone.server.ts', [
        "import { readConfig, siteFromConfig } from '#server/config.ts'",
        "import type { CreateLoadContext } from '#server/pages/load-context.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/lib/zone.server.ts', [
        "import { thumbnailsApi } from '#server/thumbnails/api.ts'",
        "import { openDatabase } from '../../server/contact/storage/db.ts'",
      ]),
    ).toEqual([])
  })

  test('app/lib/ imports no component, save a type; it keeps the rows of app/', async () => {
    expect(
      await notRefused('app/lib/zone.ts', [
        "import { SiteHeader } from '#app/components/site-header.tsx'",
        "import { Downloader } from '../components/downloader/downloader.tsx'",
        "import { readConfig } from '#server/config.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/lib/zone.ts', [
        "import type * as SonnerToaster from '#app/components/sonner-toaster.tsx'",
        "import { RETRY } from './retry.ts'",
        "import { ERROR_CODES } from '#core/api-errors.ts'",
        "import type { Services } from '#server/pages/load-context.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/lib/zone.server.ts', [
        "import { SiteHeader } from '../components/site-header.tsx'",
        "import { thumbnailsApi } from '#server/thumbnails/api.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/lib/zone.server.ts', ["import { readConfig } from '#server/config.ts'"]),
    ).toEqual([])
  })

  test('a component folder imports only the folders it is allowed, and ui/', async () => {
    expect(
      await notRefused('app/components/downloader/zone.ts', [
        "import { BatchPanel } from '#app/components/batch/batch-panel.tsx'",
        "import { fetchBatch } from '../batch/batch-client.ts'",
        "import { Hero } from '../home/hero.tsx'",
        "import { ContactForm } from '../../components/contact/contact-form.tsx'",
        "import { readConfig } from '#server/config.ts'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/components/downloader/zone.ts', [
        "import { watchLink } from '#app/components/recent/open-video.ts'",
        "import { LazyFeedPreview } from '../feed-preview/lazy-feed-preview.tsx'",
        "import { RadioGroup } from '#app/components/ui/radio-group.tsx'",
        "import { loadWholeStylesheet } from '../app-stylesheet.tsx'",
        "import { api } from '#app/lib/api-client.ts'",
        "import { MODE_SWITCH } from './mode-url.ts'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/components/about/zone.tsx', [
        "import { Downloader } from '../downloader/downloader.tsx'",
        "import { ContactForm } from '#app/components/contact/contact-form.tsx'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/components/about/zone.tsx', [
        "import { LineIcon } from '../ui/line-icon.tsx'",
        "import { SectionHeading } from '../section-heading.tsx'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/components/ui/zone.tsx', [
        "import { Spinner } from '../downloader/downloader-icons.tsx'",
      ]),
    ).toEqual([])
    expect(
      await refused('app/components/batch/zone.tsx', [
        "import { FormatPicker } from '../downloader/format-picker.tsx'",
      ]),
    ).toEqual([])
    expect(
      await notRefused('app/components/batch/zone.tsx', [
        "import { RecentLookups } from '#app/components/recent/recent-lookups.tsx'",
      ]),
    ).toEqual([])
  })

  test('product code never imports tests/; the tests beside it and bench/ may', async () => {
    const testApp = "import { testApp } from '#tests/support/test-app.ts'"
    const fakeHost = "import { startFakeImageHost } from '../tests/fake-image-host/server.ts'"
    expect(await refuses('server/contact/zone.ts', testApp)).toBe(true)
    expect(await refuses('server/zone.ts', testApp)).toBe(true)
    expect(await refuses('app/lib/zone.ts', testApp)).toBe(true)
    expect(await refuses('scripts/zone.ts', fakeHost)).toBe(true)
    expect(await refuses('server/contact/zone.test.ts', testApp)).toBe(false)
    expect(await refuses('app/lib/zone.test.ts', testApp)).toBe(false)
    expect(await refuses('scripts/demo.ts', fakeHost)).toBe(true)
    expect(await refuses('bench/zone.ts', fakeHost)).toBe(false)
  })
})

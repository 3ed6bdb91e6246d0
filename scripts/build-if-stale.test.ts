import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { decide, newestFile, staleReason, STAMP, type BuildState } from './build-if-stale.ts'

const SITE = { url: 'https://example.com', name: 'ThumbGrab' }
const FRESH: BuildState = {
  outputsPresent: true,
  stampMs: 2_000,
  newestSource: { path: 'app/root.tsx', ms: 1_000 },
  builtSite: SITE,
  currentSite: { ...SITE },
}

describe('staleReason', () => {
  it('serves a finished build newer than its sources, with the same settings', () => {
    expect(staleReason(FRESH)).toBeUndefined()
  })

  it('builds when there is no build', () => {
    expect(staleReason({ ...FRESH, outputsPresent: false, stampMs: undefined })).toBe('no build')
  })

  it('builds when the last build did not finish (no stamp)', () => {
    expect(staleReason({ ...FRESH, stampMs: undefined })).toBe(
      `no ${STAMP} (the last build did not finish)`,
    )
  })

  it('builds when a source is newer than the stamp, naming it', () => {
    const newestSource = { path: 'core/catalogue.ts', ms: 3_000 }
    expect(staleReason({ ...FRESH, newestSource })).toBe(
      'core/catalogue.ts is newer than the build',
    )
  })

  it('builds when the site settings differ from the prerendered ones', () => {
    expect(staleReason({ ...FRESH, currentSite: { ...SITE, url: 'https://other.example' } })).toBe(
      'the site settings differ from those the pages were prerendered with',
    )
    expect(staleReason({ ...FRESH, builtSite: null })).toBe(
      'the site settings differ from those the pages were prerendered with',
    )
  })

  it('leaves an invalid environment to the server', () => {
    expect(staleReason({ ...FRESH, currentSite: undefined })).toBeUndefined()
  })
})

describe('decide', () => {
  it('serves an up-to-date build and builds a stale one when it can', () => {
    expect(decide(undefined, true).action).toBe('serve')
    expect(decide(undefined, false).action).toBe('serve')
    expect(decide('no build', true)).toEqual({ action: 'build', message: 'building: no build' })
  })

  it('serves a stale build as it is in a production install, and stops with none', () => {
    expect(decide('app/root.tsx is newer than the build', false)).toMatchObject({
      action: 'serve',
      message: expect.stringContaining('npm ci --omit=dev'),
    })
    expect(decide('no build', false)).toMatchObject({
      action: 'stop',
      message: expect.stringContaining('npm run build'),
    })
  })
})

describe('newestFile', () => {
  let root = ''
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('walks folders and skips missing paths', async () => {
    root = await mkdtemp(join(tmpdir(), 'build-if-stale-'))
    await mkdir(join(root, 'app/routes'), { recursive: true })
    await writeFile(join(root, 'app/root.tsx'), '')
    await writeFile(join(root, 'app/routes/home.tsx'), '')
    await writeFile(join(root, 'package.json'), '{}')
    await utimes(join(root, 'app/root.tsx'), 1, 1)
    await utimes(join(root, 'app/routes/home.tsx'), 3, 3)
    await utimes(join(root, 'package.json'), 2, 2)
    expect(await newestFile(root, ['app', 'package.json', 'missing'])).toEqual({
      path: join('app', 'routes', 'home.tsx'),
      ms: 3_000,
    })
    expect(await newestFile(root, ['missing'])).toBeUndefined()
  })
})

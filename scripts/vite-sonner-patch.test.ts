import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { patchSonner, sonnerPatch, SWIPE_THRESHOLD_PX } from './vite-sonner-patch.ts'

const require = createRequire(import.meta.url)
const sonnerSource = () =>
  readFile(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')

describe('patchSonner', () => {
  test('sets the swipe threshold to 20 px and drops the inline <style> injection', async () => {
    const patched = patchSonner(await sonnerSource())
    expect(patched).toContain(`const SWIPE_THRESHOLD = ${SWIPE_THRESHOLD_PX};`)
    expect(patched).not.toMatch(/__insertCSS\("/)
    // The rest of sonner is untouched: the 356 px width and 200 ms removal delay that
    // app/components/sonner-toaster.tsx relies on are still its defaults.
    expect(patched).toContain('const TOAST_WIDTH = 356;')
    expect(patched).toContain('const TIME_BEFORE_UNMOUNT = 200;')
  })

  test('refuses a sonner that no longer looks as expected', () => {
    expect(() => patchSonner('const SWIPE_THRESHOLD = 45;')).toThrow(/sonner changed/)
  })
})

describe('sonnerPatch', () => {
  test('transforms only sonner', async () => {
    const plugin = sonnerPatch()
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null
    expect(transform('const x = 1', '/app/root.tsx')).toBeNull()
    const id = '/repo/node_modules/sonner/dist/index.mjs'
    expect(transform(await sonnerSource(), id)?.code).toContain('const SWIPE_THRESHOLD = 20;')
  })
})

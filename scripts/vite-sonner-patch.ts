/**
 * A Vite plugin (used by vite.config.ts, not run on its own) that adjusts the
 * toast library sonner 2 where it has no option:
 * - Toasts are dismissed by a 20 px swipe; sonner hard-codes 45 px.
 * - sonner injects its stylesheet as an inline <style> at import time, which
 *   our CSP (style-src 'self') forbids; app/components/toaster.tsx imports
 *   `sonner/dist/styles.css` as a file instead, so the injection is dropped.
 * The build fails if sonner's source no longer looks as expected, so an
 * upgrade cannot silently undo either change.
 */
import type { Plugin } from 'vite'

export const SWIPE_THRESHOLD_PX = 20

const SONNER_ENTRY = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/
const THRESHOLD = /const SWIPE_THRESHOLD = \d+;/
const CSS_INJECTION = /__insertCSS\("(?:[^"\\]|\\.)*"\);/

/**
 * @example patchSonner('const SWIPE_THRESHOLD = 45;') // throws: no CSS injection found
 */
export function patchSonner(code: string): string {
  if (!THRESHOLD.test(code) || !CSS_INJECTION.test(code)) {
    throw new Error('sonner changed: review scripts/vite-sonner-patch.ts before upgrading it')
  }
  return code
    .replace(THRESHOLD, `const SWIPE_THRESHOLD = ${SWIPE_THRESHOLD_PX};`)
    .replace(CSS_INJECTION, '')
}

export function sonnerPatch(): Plugin {
  return {
    name: 'thumbgrab:sonner-patch',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id.split('?')[0] ?? '')) return null
      return { code: patchSonner(code), map: null }
    },
  }
}

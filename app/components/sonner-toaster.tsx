/**
 * sonner, with the toaster's settings (tests/e2e/home.spec.ts checks them in a
 * browser). Loaded in its own chunk (app/lib/toast.ts), with its stylesheet as
 * a file: the CSP allows no inline styles (scripts/vite-sonner-patch.ts drops
 * sonner's own <style> injection and sets the 20 px swipe threshold; width
 * 356 px and the 200 ms removal delay are sonner's defaults).
 */
import 'sonner/dist/styles.css'
import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'

export { toast } from 'sonner'

export const TOASTER_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const

/** Below the fixed 80 px header, where the eye is after pressing a button. */
const OFFSET = { top: 96 }
const MOBILE_OFFSET = { top: 88 }

/**
 * Darker text for the coloured toasts: sonner's own green and red reach only
 * about 4.3:1 on their backgrounds, short of WCAG AA's 4.5:1. Set through the
 * style prop (CSSOM), which the CSP allows, unlike an inline stylesheet.
 */
const COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': '#a50000',
} as CSSProperties

export function SonnerToaster() {
  return (
    <Toaster
      {...TOASTER_SETTINGS}
      hotkey={[...TOASTER_SETTINGS.hotkey]}
      position="top-center"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      theme="light"
      style={COLOURS}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  )
}

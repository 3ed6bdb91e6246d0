/**
 * sonner, with the toaster's settings (tests/e2e/home.spec.ts checks them in a
 * browser). Loaded in its own chunk (app/lib/toast.ts), with its stylesheet as
 * a file: the CSP allows no inline styles (scripts/vite-sonner-patch.ts drops
 * sonner's own <style> injection and sets the 20 px swipe threshold; width
 * 356 px and the 200 ms removal delay are sonner's defaults).
 */
import 'sonner/dist/styles.css'
import { useSyncExternalStore, type CSSProperties } from 'react'
import { Toaster } from 'sonner'

export { toast } from 'sonner'

export const TOASTER_SETTINGS = {
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const

/**
 * Toasts sit at the bottom: at the top they would cover the fixed header and, under it, the
 * video's title and the first row of cards, which hold the selection. While the results'
 * sticky download bar is on the page they are lifted over it (`--toast-bottom`, app/app.css),
 * so they cover neither the header nor the selected card nor the Download button. On a wide
 * screen they keep to the bottom-right corner; sonner's phone layout (up to 600 px) spans the
 * width.
 */
const OFFSET = { bottom: 'var(--toast-bottom, 24px)', right: 24 }
const PHONE = '(max-width: 600px)'
const MOBILE_OFFSET = { bottom: 'var(--toast-bottom, 16px)', left: 16, right: 16 }

function subscribe(onChange: () => void) {
  const query = matchMedia(PHONE)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
const isPhone = () => matchMedia(PHONE).matches

/**
 * Darker text for the coloured toasts: sonner's own green and red reach only
 * about 4.3:1 on their backgrounds, short of WCAG AA's 4.5:1. Set through the
 * style prop (CSSOM), which the CSP allows, unlike an inline stylesheet. In
 * dark mode (`theme="system"` follows prefers-color-scheme) app/app.css sets
 * sonner's dark values back, which pass.
 */
const COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': '#a50000',
} as CSSProperties

export function SonnerToaster() {
  // Rendered only in the browser (app/components/toaster.tsx), so the server value is never used.
  const phone = useSyncExternalStore(subscribe, isPhone, () => false)
  return (
    <Toaster
      {...TOASTER_SETTINGS}
      hotkey={[...TOASTER_SETTINGS.hotkey]}
      position={phone ? 'bottom-center' : 'bottom-right'}
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      theme="system"
      style={COLOURS}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  )
}

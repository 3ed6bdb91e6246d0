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
import { useOptionalT } from '#app/i18n/i18n.tsx'

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
 * width. In a short window (200 % zoom, a phone held sideways) the page between the header and
 * the bar is often one card, the selected one: there they sit at the top, a slim toast over
 * the slim header (app/app.css), and cover neither the title nor the card nor Download.
 */
const OFFSET = { bottom: 'var(--toast-bottom, 24px)', right: 24 }
const MOBILE_OFFSET = { bottom: 'var(--toast-bottom, 16px)', left: 16, right: 16 }
const SHORT_OFFSET = { top: 'var(--toast-top)', right: 16 }
const SHORT_MOBILE_OFFSET = { top: 'var(--toast-top)', left: 16, right: 16 }
const PHONE = '(max-width: 600px)'
/** The `short` variant of app/app.css. */
const SHORT = '(max-height: 30rem)'

type Layout = 'wide' | 'phone' | 'short' | 'short-phone'

function subscribe(onChange: () => void) {
  const queries = [matchMedia(PHONE), matchMedia(SHORT)]
  queries.forEach((query) => query.addEventListener('change', onChange))
  return () => queries.forEach((query) => query.removeEventListener('change', onChange))
}
const layoutOf = (): Layout => {
  const phone = matchMedia(PHONE).matches
  if (matchMedia(SHORT).matches) return phone ? 'short-phone' : 'short'
  return phone ? 'phone' : 'wide'
}

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
  // Absent only when the root loader failed (app/root.tsx): then in English.
  const t = useOptionalT()
  // Rendered only in the browser (app/components/toaster.tsx), so the server value is never used.
  const layout = useSyncExternalStore(subscribe, layoutOf, () => 'wide')
  const short = layout.startsWith('short')
  const phone = layout.endsWith('phone')
  return (
    <Toaster
      {...TOASTER_SETTINGS}
      hotkey={[...TOASTER_SETTINGS.hotkey]}
      position={`${short ? 'top' : 'bottom'}-${phone ? 'center' : 'right'}`}
      offset={short ? SHORT_OFFSET : OFFSET}
      mobileOffset={short ? SHORT_MOBILE_OFFSET : MOBILE_OFFSET}
      theme="system"
      style={COLOURS}
      richColors
      closeButton
      containerAriaLabel={t?.('frame.notifications') ?? 'Notifications'}
      toastOptions={{
        closeButtonAriaLabel: t?.('frame.dismissNotification') ?? 'Dismiss notification',
      }}
    />
  )
}

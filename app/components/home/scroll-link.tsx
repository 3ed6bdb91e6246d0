import type { MouseEvent, ReactNode } from 'react'
import { LINK_INPUT_ID } from '../downloader/link-form.tsx'
import { Icon } from './home-icons.tsx'

export const DOWNLOAD_SECTION = 'download-section'
export const FEATURES_SECTION = 'features'

const STYLES = {
  primary: 'bg-brand-600 text-white shadow-lg hover:bg-brand-700',
  secondary: 'bg-white text-ink ring-1 ring-slate-300 hover:ring-brand-600 hover:text-brand-700',
  inverted: 'bg-white text-brand-700 shadow-lg hover:bg-brand-50 focus-visible:outline-white',
} as const

/**
 * A button-styled link to a section of this page. The browser scrolls to it
 * smoothly (app.css: `scroll-behavior: smooth`, off for reduced motion), below
 * the fixed header (`scroll-padding-top`), with no JavaScript at all.
 * With JavaScript, a link to the downloader also puts the cursor in its link field.
 */
export function ScrollLink({
  to,
  variant = 'primary',
  children,
}: {
  to: typeof DOWNLOAD_SECTION | typeof FEATURES_SECTION
  variant?: keyof typeof STYLES
  children: ReactNode
}) {
  return (
    <a
      href={`#${to}`}
      onClick={to === DOWNLOAD_SECTION ? focusLinkField : undefined}
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 font-bold transition-colors ${STYLES[variant]}`}
    >
      {children}
      <Icon name={to === DOWNLOAD_SECTION ? 'arrowRight' : 'arrowDown'} className="size-5" />
    </a>
  )
}

/**
 * Scrolls to the downloader and puts the cursor in its link field, in the click
 * itself: phones open their keyboard only for a focus within the tap, and
 * following the fragment would move focus back to the page. `scrollIntoView`
 * honours the stylesheet's smooth scrolling (and reduced motion) and
 * `scroll-padding-top`, like the fragment would; the address still gets the
 * fragment (replaced in place, keeping React Router's history state). A click
 * with a modifier key (a new tab) is left to the browser.
 */
function focusLinkField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(LINK_INPUT_ID)
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey
  if (!field || !plain || event.altKey) return // the link does its plain work
  event.preventDefault()
  history.replaceState(history.state, '', `#${DOWNLOAD_SECTION}`)
  document.getElementById(DOWNLOAD_SECTION)?.scrollIntoView()
  field.focus({ preventScroll: true })
}

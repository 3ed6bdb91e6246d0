import type { ReactNode } from 'react'
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
      className={`inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 font-bold transition-colors ${STYLES[variant]}`}
    >
      {children}
      <Icon name={to === DOWNLOAD_SECTION ? 'arrowRight' : 'arrowDown'} className="size-5" />
    </a>
  )
}

import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'
import { unprefixedPath } from '#core/locales.ts'
import { INTERACTIVE, MENU_ICON, SCROLL_THRESHOLD_PX } from '#app/lib/header-settings.ts'
import { LanguageMenu } from './language-menu.tsx'
import { Logo } from './logo.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { useScrolled } from './use-scrolled.ts'

/**
 * How a navigation link (its page's English path) relates to the page on show, in any
 * language: `page` when it is that page, `true` when the page sits below it (a blog article
 * under Blog), else nothing. The trailing slash is dropped first: the build prerenders each page
 * at `/about/` (React Router's prerender asks for the directory), the browser
 * hydrates it at `/about`, and both must mark the same link.
 */
export function currentOf(pathname: string, to: string): 'page' | 'true' | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  const path = unprefixedPath(trimmed)
  if (path === to) return 'page'
  if (to !== '/' && path.startsWith(`${to}/`)) return 'true'
  return undefined
}

const navLinkClass = (current: boolean) =>
  `rounded-md px-3 py-2 font-semibold whitespace-nowrap transition-colors md:px-2 lg:px-3 hover:bg-white/15 focus-visible:outline-white ${
    current ? 'bg-white/20 underline decoration-2 underline-offset-4' : ''
  }`

export function SiteHeader({ siteName }: { siteName: string }) {
  const t = useT()
  const localize = useLocalize()
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX)
  const { pathname } = useLocation()
  // The menu is open for the page it was opened on: any navigation (a link in
  // the menu, back/forward) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLElement>(null)

  // While the phone menu is open, Escape or a tap anywhere outside the menu and
  // its button closes it, and focus goes back to the button (unless the tap
  // landed on another control, which keeps it).
  useEffect(() => {
    if (!menuOpen) return
    const close = (refocus: boolean) => {
      setOpenOn(null)
      if (refocus) buttonRef.current?.focus({ preventScroll: true })
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      close(true)
    }
    const onClick = (event: MouseEvent) => {
      const target = event.target
      if (!(target instanceof Element)) return
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return
      close(!target.closest(INTERACTIVE))
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('click', onClick, true)
    }
  }, [menuOpen])

  const links = (className: string, onClick?: () => void) =>
    NAV_LINKS.map((link) => {
      const current = currentOf(pathname, link.to)
      return (
        <li key={link.to}>
          <Link
            to={localize(link.to)}
            aria-current={current}
            className={`${className}${navLinkClass(current !== undefined)}`}
            onClick={onClick}
          >
            {t(link.label)}
          </Link>
        </li>
      )
    })

  return (
    <header
      data-scrolled={scrolled}
      className="fixed inset-x-0 top-0 z-50 bg-brand-600 text-white transition-shadow data-[scrolled=true]:shadow-lg"
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link
          to={localize('/')}
          className="rounded-md focus-visible:outline-white"
          aria-label={t('frame.homeLink', { site: siteName })}
        >
          <Logo name={siteName} />
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label={t('frame.mainNav')} className="hidden md:block">
            <ul className="flex items-center gap-1">{links('')}</ul>
          </nav>
          <LanguageMenu />
          <button
            ref={buttonRef}
            type="button"
            className="rounded-md p-2 hover:bg-white/15 focus-visible:outline-white md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="sr-only">{menuOpen ? t('frame.closeMenu') : t('frame.openMenu')}</span>
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <nav
        ref={menuRef}
        id={menuId}
        aria-label={t('frame.mainMenu')}
        hidden={!menuOpen}
        className="border-t border-white/20 bg-brand-600 md:hidden"
      >
        <ul className="flex flex-col gap-1 px-4 py-3">
          {links('block ', () => setMenuOpen(false))}
        </ul>
      </nav>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path
        d={open ? MENU_ICON.close : MENU_ICON.open}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

import { useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from './logo.tsx'
import { NAV_LINKS } from './nav-links.ts'
import { useScrolled } from './use-scrolled.ts'

const SCROLL_THRESHOLD_PX = 50

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold transition-colors hover:bg-white/15 focus-visible:outline-white ${
    isActive ? 'bg-white/20' : ''
  }`

export function SiteHeader({ siteName }: { siteName: string }) {
  const scrolled = useScrolled(SCROLL_THRESHOLD_PX)
  const { pathname } = useLocation()
  // The menu is open for the page it was opened on: any navigation (a link in
  // the menu, back/forward) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  const menuId = useId()

  return (
    <header
      data-scrolled={scrolled}
      className="fixed inset-x-0 top-0 z-50 bg-brand-600 text-white transition-shadow data-[scrolled=true]:shadow-lg"
    >
      <div className="mx-auto flex h-header max-w-7xl items-center justify-between px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-md focus-visible:outline-white"
          aria-label={`${siteName} home`}
        >
          <Logo name={siteName} />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-white/15 focus-visible:outline-white md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="border-t border-white/20 bg-brand-600 md:hidden"
      >
        <ul className="flex flex-col gap-1 px-4 py-3">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                className={(state) => `block ${navLinkClass(state)}`}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

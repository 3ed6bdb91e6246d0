/**
 * The few interactive bits of a page that ships no app
 * (docs/decisions/027-scripts-only-where-needed.md), as one small inline
 * script at the end of <body>, in place of React and React Router: the
 * header's scroll state, and the phone menu (its button, Escape and a tap
 * outside close it and give focus back, as app/components/site-header.tsx does
 * once hydrated). It runs as soon as the parser reaches it, before the first
 * paint, and is a few hundred bytes. Prerendered pages allow it by its hash,
 * per-request renders by their nonce (server/http/csp.ts).
 */
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { ENGLISH, type Locale } from '#core/locales.ts'
import { INTERACTIVE, MENU_ICON, SCROLL_THRESHOLD_PX } from './header-settings.ts'

type EnhanceConfig = {
  openLabel: string
  closeLabel: string
  openIcon: string
  closeIcon: string
  scrolledAfter: number
  interactive: string
  /** The 404 page logs the path asked for, as app/components/not-found-view.tsx does. */
  notFound?: boolean
}

/** What the script needs to know, in the page's language. */
export function enhanceConfig(locale: Locale, status = 200): EnhanceConfig {
  const t = translator(locale.lang, catalogOf(locale))
  return {
    openLabel: t('frame.openMenu'),
    closeLabel: t('frame.closeMenu'),
    openIcon: MENU_ICON.open,
    closeIcon: MENU_ICON.close,
    scrolledAfter: SCROLL_THRESHOLD_PX,
    interactive: INTERACTIVE,
    ...(status === 404 && { notFound: true }),
  }
}

/**
 * Runs in the browser, sent as its own source text (Function.prototype.toString):
 * it may use nothing but its parameter and the browser's globals.
 */
function enhance(config: EnhanceConfig) {
  const header = document.querySelector('header[data-scrolled]')
  if (header) {
    const update = () =>
      header.setAttribute('data-scrolled', String(scrollY > config.scrolledAfter))
    update()
    addEventListener('scroll', update, { passive: true })
  }
  const button = header?.querySelector<HTMLButtonElement>('button[aria-controls]')
  const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (button && menu) {
    const label = button.querySelector('.sr-only')
    const icon = button.querySelector('path')
    const setOpen = (open: boolean) => {
      menu.hidden = !open
      button.setAttribute('aria-expanded', String(open))
      if (label) label.textContent = open ? config.closeLabel : config.openLabel
      icon?.setAttribute('d', open ? config.closeIcon : config.openIcon)
    }
    const close = (refocus: boolean) => {
      setOpen(false)
      if (refocus) button.focus({ preventScroll: true })
    }
    button.addEventListener('click', () => setOpen(Boolean(menu.hidden)))
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || menu.hidden) return
      event.preventDefault()
      close(true)
    })
    // A tap outside the menu and its button closes it; focus goes back to the button
    // unless the tap landed on another control, which keeps it.
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target
        if (menu.hidden || !(target instanceof Element)) return
        if (menu.contains(target) || button.contains(target)) return
        close(!target.closest(config.interactive))
      },
      true,
    )
    // A page restored from the back/forward cache shows the menu closed, like a fresh load.
    addEventListener('pageshow', (event) => event.persisted && setOpen(false))
  }
  // A warning, not an error: a mistyped address is the visitor's, not a fault of the page
  // (and Lighthouse's best-practices audit counts only errors).
  if (config.notFound) {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname)
  }
  // The page's scripts have taken over (the e2e tests wait for it, as on pages with the app).
  document.documentElement.setAttribute('data-hydrated', '')
}

/** The script element, with the render's CSP nonce when it has one. */
export function enhancementScript(
  nonce: string | undefined,
  status = 200,
  locale: Locale = ENGLISH,
): string {
  const attributes = nonce ? ` nonce="${nonce}"` : ''
  const config = enhanceConfig(locale, status)
  return `<script${attributes}>(${enhance.toString()})(${JSON.stringify(config)})</script>`
}

/**
 * A page without the app gets the enhancement as the last element of its body.
 * @example withEnhancement('<body>…</body></html>', undefined) // '<body>…<script>…</script></body></html>'
 */
export function withEnhancement(
  html: string,
  nonce: string | undefined,
  status = 200,
  locale: Locale = ENGLISH,
): string {
  const end = html.lastIndexOf('</body>')
  if (end < 0) throw new Error('a page without </body>')
  return `${html.slice(0, end)}${enhancementScript(nonce, status, locale)}${html.slice(end)}`
}

import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import stylesheet from '#app/app.css?url'
import { classifyLine } from '#core/batch.ts'
import type { BatchFormRefusal } from '#core/batch-form.ts'
import { useT, type PlainKey } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'
import { unprefixedPath } from '#core/locales.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { loadWholeStylesheet } from '../app-stylesheet.tsx'
import { ManyLinksSwitch } from './many-links-switch.ts'
import { MODE_SWITCH, modeSearch, type Mode } from './mode-url.ts'

/**
 * The Many links mode is loaded when first shown: it is not part of the page's first load. The
 * page's inlined stylesheet holds only the rules of its first load (app-stylesheet.tsx), so the
 * whole one comes with it.
 */
const BatchPanel = lazy(async () => {
  const [panel] = await Promise.all([
    import('#app/components/batch/batch-panel.tsx'),
    loadWholeStylesheet(stylesheet),
  ])
  return panel
})

/** Each tab is also a link to the page in that mode, for a browser without the page's script. */
const MODES: readonly { id: Mode; label: PlainKey; href: string }[] = [
  { id: 'one', label: 'downloader.modes.one', href: '/' },
  { id: 'many', label: 'downloader.modes.many', href: '/?mode=many' },
]

/** `/?mode=many` opens on the Many links mode (rendered per request: server/pages/static.ts). */
export function modeOf(query: URLSearchParams): Mode {
  return query.get('mode') === 'many' ? 'many' : 'one'
}

/**
 * The downloader's two modes as ARIA tabs (WAI-ARIA APG, Tabs with automatic activation): the
 * single link field (`children`) and the Many links mode. Arrow keys, Home and End move between
 * the tabs; only the selected one is in the tab order. A playlist or channel link pasted into
 * the single field gets an offer to switch, with the link carried over.
 *
 * Without the script (docs/decisions/011-no-js-paths.md) the tabs are plain links: `/?mode=many`
 * is rendered on the server with the Many links form, a real form post to `/api/batch`, and
 * until the page is hydrated both tabs stay in the tab order (no arrow keys without a script).
 */
export function DownloaderModes({
  children,
  refusal = null,
}: {
  children: ReactNode
  /** A refused plain post of the Many links form: open on it, with what was posted. */
  refusal?: BatchFormRefusal | null
}) {
  const t = useT()
  const localize = useLocalize()
  const [query] = useSearchParams()
  const [mode, setMode] = useState<Mode>(() => (refusal ? 'many' : modeOf(query)))
  const [offer, setOffer] = useState<{ link: string; what: 'playlist' | 'channel' } | null>(null)
  const [carried, setCarried] = useState<{ link: string; wholePlaylist: boolean } | null>(null)
  // Once shown, the Many links mode stays mounted, so going back and forth keeps its state.
  const [visited, setVisited] = useState(mode === 'many')
  const hydrated = useHydrated()
  const tabs = useRef<(HTMLAnchorElement | null)[]>([])
  const base = useId()
  const tabId = (id: Mode) => `${base}-tab-${id}`
  const panelId = (id: Mode) => `${base}-panel-${id}`

  const navigate = useNavigate()
  const location = useLocation()
  const select = (next: Mode, focus = false) => {
    setMode(next)
    // The address follows the mode, so a reload or a shared link opens on it. Only on the home
    // page: the refused-post page (/api/batch) is not a page to reload. Replaced, not pushed:
    // Back leaves the page rather than stepping through tabs.
    const search = modeSearch(location.search, next)
    if (unprefixedPath(location.pathname) === '/' && search !== location.search) {
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true, state: MODE_SWITCH },
      )
    }
    if (next === 'many') setVisited(true)
    if (focus) tabs.current[MODES.findIndex((m) => m.id === next)]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.findIndex((m) => m.id === mode)
    const last = MODES.length - 1
    const next = index === last ? 0 : index + 1
    const previous = index === 0 ? last : index - 1
    // The tabs run the reading way: on a right-to-left page the next one is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const target = {
      ArrowRight: rtl ? previous : next,
      ArrowLeft: rtl ? next : previous,
      Home: 0,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    select(MODES[target]?.id ?? 'one', true)
  }
  /** A plain click selects in place; a click meant for a new tab or window is the browser's. */
  const onClick = (event: MouseEvent, id: Mode) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return
    }
    event.preventDefault()
    select(id)
  }
  /** A pasted playlist or channel link (or a watch link inside a playlist) is offered the batch. */
  const onPaste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text').trim()
    if (!text || text.includes('\n')) return setOffer(null)
    const line = classifyLine(text, { wholePlaylist: true })
    const what =
      line.kind === 'playlist'
        ? 'playlist'
        : line.kind === 'channel' || line.kind === 'handle'
          ? 'channel'
          : null
    setOffer(what ? { link: text, what } : null)
  }
  /** Opens the Many links mode with a link in it, the whole playlist asked for. */
  const switchToMany = (link: string) => {
    setCarried({ link, wholePlaylist: true })
    setOffer(null)
    select('many', true)
  }

  return (
    // Full width: the single-link results below the form use the whole section.
    <div className="w-full">
      <div className="mb-4 flex justify-center">
        <div
          role="tablist"
          aria-label={t('downloader.modes.label')}
          className="inline-grid grid-cols-2 gap-1 rounded-xl bg-[rgb(241_245_249)] p-1"
        >
          {MODES.map(({ id, label, href }, index) => (
            <a
              key={id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              id={tabId(id)}
              href={localize(href)}
              role="tab"
              aria-selected={mode === id}
              aria-controls={panelId(id)}
              tabIndex={mode === id || !hydrated ? 0 : -1}
              onClick={(event) => onClick(event, id)}
              onKeyDown={onKeyDown}
              className="inline-flex h-10 items-center justify-center rounded-lg px-5 text-sm font-bold text-slate-600 transition aria-selected:bg-white aria-selected:text-brand-700 aria-selected:shadow focus-visible:outline-2 focus-visible:outline-focus-ring"
            >
              {t(label)}
            </a>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={panelId('one')}
        aria-labelledby={tabId('one')}
        hidden={mode !== 'one'}
        onPaste={onPaste}
        // Once the link is sent, the field's own message under it (link-form.tsx) says the rest.
        onSubmit={() => setOffer(null)}
      >
        {offer && (
          <div
            role="status"
            className="mx-auto mb-3 flex max-w-2xl flex-wrap items-center justify-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-4 py-2 text-sm text-slate-700 ring-1 ring-brand-100"
          >
            <span>{t('downloader.modes.pasteOffer', { what: offer.what })}</span>
            <button
              type="button"
              onClick={() => switchToMany(offer.link)}
              className="font-bold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-focus-ring"
            >
              {t('downloader.modes.switchToMany')}
            </button>
          </div>
        )}
        <ManyLinksSwitch value={switchToMany}>{children}</ManyLinksSwitch>
      </div>
      <div
        role="tabpanel"
        id={panelId('many')}
        aria-labelledby={tabId('many')}
        hidden={mode !== 'many'}
        className="mx-auto max-w-2xl text-start"
      >
        {visited ? (
          <Suspense
            fallback={
              <p className="py-8 text-center text-slate-500">{t('downloader.modes.loading')}</p>
            }
          >
            <BatchPanel key={carried?.link} initial={carried} refusal={carried ? null : refusal} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}

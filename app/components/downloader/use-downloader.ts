/**
 * Runs the downloader: the state machine of downloader-state.ts plus its
 * effects — the lookup request and its Cancel, the still-working timer, the
 * toasts (toast-texts.ts), the URL (`/?v=ID` after a lookup, so results can be
 * shared and reloaded), the download, and where focus goes after each.
 */
import { startTransition, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useLocale, useLocalize } from '#app/i18n/locale.ts'
import { ENGLISH } from '#core/locales.ts'
import { qualityLabel } from './quality-words.ts'
import type { NameStyle } from '#core/filename.ts'
import { needsConversion } from '#core/qualities.ts'
import { isVideoId, watchLink } from '#core/video-id.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { notify } from '#app/lib/toast.ts'
import { useRecordRecent } from '#app/components/recent/use-record-recent.ts'
import { readFileNameChoice, rememberFileNameChoice } from './file-name-choice.ts'
import {
  downloadCut,
  initialState,
  lookupToast,
  reduceDownloader,
  selectedThumbnail,
  SLOW_LOOKUP_MS,
  type LookupOutcome,
  type ServerLookup,
} from './downloader-state.ts'
import { loadResults } from './lazy-results.tsx'
import { LINK_INPUT_ID, SUBMIT_ID } from './link-form.tsx'
import { createLookupClient, type LookupClient } from './lookup-client.ts'
import { isModeSwitch } from './mode-url.ts'
import { saveThumbnail } from './save-thumbnail.ts'
import { pageToasts } from './toast-texts.ts'

let client: LookupClient | undefined
/** One client per page load, so its 5-minute cache outlives the component. */
const lookupClient = () => (client ??= createLookupClient())

export function useDownloader(server: ServerLookup) {
  const t = useT()
  const toasts = pageToasts(t)
  const locale = useLocale()
  const [state, dispatch] = useReducer(reduceDownloader, server, initialState)
  const navigate = useNavigate()
  const localize = useLocalize()
  /** Counts lookups finished in this page, so the results scroll into view after each. */
  const [revealed, setRevealed] = useState(0)

  // New server data starts the downloader over, and so does each navigation to the home
  // page without a video (the Home link or the logo from `/?v=…`, Back or Forward): the
  // server's data for `/` is the same as before then, but the page must be fresh again. The
  // downloader's own navigations record a video (`/?v=ID`) and keep what they show.
  // A switch between the One link and Many links tabs only changes `mode=`: not fresh.
  const location = useLocation()
  const fresh = !new URLSearchParams(location.search).has('v') && !isModeSwitch(location.state)
  const [shown, setShown] = useState({ server, key: location.key })
  if (shown.server !== server || (shown.key !== location.key && fresh)) {
    setShown({ server, key: location.key })
    dispatch({ type: 'reset', state: initialState(server) })
    // Only a navigation in the browser gets here: the file name style chosen earlier stays.
    const remembered = readFileNameChoice()
    if (remembered !== 'id') dispatch({ type: 'select-file-name', fileName: remembered })
  } else if (shown.key !== location.key) {
    setShown({ server, key: location.key })
  }

  // Every video shown goes to this browser's recent lookups (app/components/recent/).
  useRecordRecent(state.results)

  /** The running lookup's Cancel; null when none runs. */
  const running = useRef<AbortController | null>(null)

  // Leaving the page drops a lookup still on its way, and so does a navigation to a fresh home
  // page (above), so that a late answer does not fill the page again.
  useEffect(() => () => running.current?.abort(), [])
  const freshKey = fresh ? location.key : null
  useEffect(() => {
    if (freshKey === null) return
    running.current?.abort()
    running.current = null
  }, [freshKey])

  // Back or Forward to another video's `/?v=ID` within the page (which does not ask the server
  // again: shouldRevalidate in app/routes/home.tsx) looks that video up, as its link would. The
  // downloader's own `/?v=ID` after a lookup is skipped once (ownNavigation).
  const ownNavigation = useRef<string | null>(null)
  const videoInUrl = new URLSearchParams(location.search).get('v')
  const openFromUrl = useEffectEvent((id: string) => {
    const own = ownNavigation.current === id
    ownNavigation.current = null
    if (own || id === state.results?.videoId || state.status === 'loading') return
    // What the server renders for the same address: a bad id is shown as it is (home.server.ts).
    const link = isVideoId(id) ? watchLink(id) : id
    dispatch({ type: 'input', value: link })
    void lookup(link)
  })
  const firstKey = useRef(location.key)
  useEffect(() => {
    if (location.key === firstKey.current || videoInUrl === null) return
    openFromUrl(videoInUrl)
  }, [location.key, videoInUrl])

  // A lookup still running after SLOW_LOOKUP_MS says so and offers Cancel.
  const loading = state.status === 'loading'
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => dispatch({ type: 'lookup-slow' }), SLOW_LOOKUP_MS)
    return () => clearTimeout(timer)
  }, [loading])

  // The file name style chosen on an earlier visit; read after hydration, which renders the
  // server's default so both renders match.
  useEffect(() => {
    const remembered = readFileNameChoice()
    if (remembered !== 'id') dispatch({ type: 'select-file-name', fileName: remembered })
  }, [])

  function chooseFileName(fileName: NameStyle) {
    dispatch({ type: 'select-file-name', fileName })
    rememberFileNameChoice(fileName)
  }

  async function lookup(input: string) {
    if (state.status === 'loading') return
    const parsed = parseVideoId(input)
    if (!parsed.ok) {
      // The field says why, and takes focus so its message is read with it; the toast stays too.
      finish({ ok: false, failure: 'invalid_url', reason: parsed.reason })
      document.getElementById(LINK_INPUT_ID)?.focus()
      return
    }
    dispatch({ type: 'lookup-started' })
    const controller = new AbortController()
    running.current = controller
    let outcome: LookupOutcome
    try {
      // The results' code comes beside the answer (lazy-results.tsx), so both render at once;
      // without it the results cannot show, which the visitor hears as the site unreachable.
      const [answer, view] = await Promise.all([
        lookupClient().lookup(parsed.id, controller.signal),
        loadResults().then(
          () => true,
          () => false,
        ),
      ])
      outcome = answer.ok && !view ? { ok: false, failure: 'unreachable' } : answer
    } catch (error) {
      if (controller.signal.aborted) return // cancelled: cancel() gave the form back already
      throw error
    } finally {
      if (running.current === controller) running.current = null
    }
    if (controller.signal.aborted) return
    // Six cards and the format controls are a big render: in a transition React
    // renders them in slices rather than in one long task (Total Blocking Time of a
    // lookup: docs/performance.md, Lighthouse).
    startTransition(() => {
      finish(outcome)
      if (outcome.ok) setRevealed((count) => count + 1)
    })
    if (outcome.ok) {
      // Record the lookup in the URL without a server round trip (see shouldRevalidate in home.tsx).
      ownNavigation.current = parsed.id
      void navigate(localize(`/?v=${parsed.id}`), { replace: true, preventScrollReset: true })
    }
  }

  function finish(outcome: LookupOutcome) {
    dispatch({ type: 'lookup-finished', outcome })
    const shown = lookupToast(outcome, toasts)
    void notify(shown.kind, shown.toast)
  }

  /** Cancel: aborts the request and gives the form back, focus on its button. */
  function cancel() {
    running.current?.abort()
    running.current = null
    dispatch({ type: 'lookup-cancelled' })
    document.getElementById(SUBMIT_ID)?.focus()
  }

  /** Try again: the same link once more; focus waits on the form's button meanwhile. */
  function retry() {
    document.getElementById(SUBMIT_ID)?.focus()
    void lookup(state.input)
  }

  async function download() {
    const thumbnail = selectedThumbnail(state)
    if (!thumbnail || !state.results || state.downloading) return
    const { format } = state
    const { crop, overlay } = downloadCut(state)
    // A title-named file only when the title is known; otherwise the server's default name.
    const fileName = state.results.title ? state.fileName : 'id'
    const converting =
      crop !== undefined || overlay !== undefined || needsConversion(thumbnail.quality, format)
    dispatch({ type: 'download-started' })
    const processing = converting ? notify('loading', toasts.processing(format)) : undefined
    const outcome = await saveThumbnail(state.results.videoId, thumbnail.quality, format, {
      crop,
      overlay,
      fileName,
      // The server names the file in English; another language's page gives its own words.
      label: locale === ENGLISH ? undefined : qualityLabel(t, thumbnail),
    })
    dispatch({ type: 'download-finished' })
    const id = await processing
    if (outcome === 'started') return void notify('success', toasts.downloadStarted(format), id)
    console.warn(`download of ${thumbnail.quality}.${format} failed: ${outcome}`)
    const failure = toasts.plain(converting ? 'conversionFailed' : 'fetchFailed')
    void notify('error', failure, id)
  }

  return { state, dispatch, lookup, cancel, retry, download, revealed, chooseFileName }
}

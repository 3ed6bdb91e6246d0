/**
 * Runs the downloader: the state machine of downloader-state.ts plus its
 * effects — the lookup request, the toasts (core/toasts.ts), the URL (`/?v=ID`
 * after a lookup, so results can be shared and reloaded) and the download.
 */
import { startTransition, useEffect, useReducer, useState } from 'react'
import { useNavigate } from 'react-router'
import type { NameStyle } from '#core/filename.ts'
import { needsConversion } from '#core/qualities.ts'
import { invalidUrlToast, TOASTS, type Toast } from '#core/toasts.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import { notify } from '#app/lib/toast.ts'
import { readFileNameChoice, rememberFileNameChoice } from './file-name-choice.ts'
import {
  cropsSelected,
  initialState,
  lookupToast,
  reduceDownloader,
  selectedThumbnail,
  type LookupOutcome,
  type ServerLookup,
} from './downloader-state.ts'
import { createLookupClient, type LookupClient } from './lookup-client.ts'
import { saveThumbnail } from './save-thumbnail.ts'

let client: LookupClient | undefined
/** One client per page load, so its 5-minute cache outlives the component. */
const lookupClient = () => (client ??= createLookupClient())

export function useDownloader(server: ServerLookup) {
  const [state, dispatch] = useReducer(reduceDownloader, server, initialState)
  const navigate = useNavigate()
  /** Counts lookups finished in this page, so the results scroll into view after each. */
  const [revealed, setRevealed] = useState(0)

  // New server data (e.g. the Home link from `/?v=…` to `/`) starts the downloader over.
  const [shownServer, setShownServer] = useState(server)
  if (shownServer !== server) {
    setShownServer(server)
    dispatch({ type: 'reset', state: initialState(server) })
  }

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
      return finish({ ok: false, failure: 'invalid_url' }, invalidUrlToast(parsed.reason))
    }
    dispatch({ type: 'lookup-started' })
    const outcome = await lookupClient().lookup(parsed.id)
    // Six cards and the format controls are a big render: in a transition React
    // renders them in slices rather than in one long task (Total Blocking Time of a
    // lookup: docs/performance.md, Lighthouse).
    startTransition(() => {
      finish(outcome)
      if (outcome.ok) setRevealed((count) => count + 1)
    })
    if (outcome.ok) {
      // Record the lookup in the URL without a server round trip (see shouldRevalidate in home.tsx).
      void navigate(`/?v=${parsed.id}`, { replace: true, preventScrollReset: true })
    }
  }

  /** `toast` words a refusal more precisely than the outcome alone (a playlist link). */
  function finish(outcome: LookupOutcome, toast?: Toast) {
    dispatch({ type: 'lookup-finished', outcome })
    const shown = lookupToast(outcome)
    void notify(shown.kind, toast ?? shown.toast)
  }

  async function download() {
    const thumbnail = selectedThumbnail(state)
    if (!thumbnail || !state.results || state.downloading) return
    const { format } = state
    const crop = cropsSelected(state)
    // A title-named file only when the title is known; otherwise the server's default name.
    const fileName = state.results.title ? state.fileName : 'id'
    const converting = crop || needsConversion(thumbnail.quality, format)
    dispatch({ type: 'download-started' })
    const processing = converting ? notify('loading', TOASTS.processing(format)) : undefined
    const outcome = await saveThumbnail(state.results.videoId, thumbnail.quality, format, {
      crop,
      fileName,
    })
    dispatch({ type: 'download-finished' })
    const id = await processing
    if (outcome === 'started') return void notify('success', TOASTS.downloadStarted(format), id)
    console.warn(`download of ${thumbnail.quality}.${format} failed: ${outcome}`)
    const failure = converting ? TOASTS.conversionFailed : TOASTS.fetchFailed
    void notify('error', failure, id)
  }

  return { state, dispatch, lookup, download, revealed, chooseFileName }
}

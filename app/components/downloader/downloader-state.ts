/**
 * The downloader as a pure state machine: idle → loading → results or failed; a
 * failed lookup leaves the results already on show unchanged. A link that names
 * no video is refused before any request (`fieldError`, shown under the field);
 * a lookup that fails leaves a lasting `notice` until the link changes; a lookup
 * still running after SLOW_LOOKUP_MS is `slow` and may be cancelled. Selection
 * and format live here too, so the component only renders the state and runs
 * the effects (requests, timers, toasts, the URL, focus).
 */
import type { Crop, ShapeCrop } from '#core/crops.ts'
import type { NameStyle, Overlay } from '#core/filename.ts'
import { DEFAULT_FORMAT, type FormatId } from '#core/formats.ts'
import {
  bestQuality,
  offeredThumbnails,
  type AvailableThumbnail,
  type Lookup,
} from '#core/lookup.ts'
import type { LookupProblem } from '#core/lookup-notices.ts'
import type { Toast } from '#core/toasts.ts'
import type { PageToasts } from './toast-texts.ts'
import type { QualityId } from '#core/qualities.ts'
import { parseVideoId, type InvalidReason } from '#core/youtube-url.ts'

/** How long a lookup runs before the downloader says it is still working and offers Cancel. */
export const SLOW_LOOKUP_MS = 2000

/**
 * Why a lookup shows nothing new: a link that names no video, or what went wrong in looking it up
 * (a row of core/lookup-notices.ts).
 */
export type LookupFailure = 'invalid_url' | LookupProblem

/** `reason` says why a link was refused (invalid_url), so the field can say it precisely. */
export type LookupOutcome =
  { ok: true; lookup: Lookup } | { ok: false; failure: LookupFailure; reason?: InvalidReason }

/** A failure that is not the link's fault: a lasting notice in the downloader. */
export type LookupNoticeKind = LookupProblem

/** What the server rendered for `/?v=…` or `/?url=…` (null for plain `/`). */
export type ServerLookup = { input: string; outcome: LookupOutcome } | null

export type Results = {
  videoId: string
  /** The video's title and channel (untrusted text, React escapes it); null when unknown. */
  title: string | null
  channel: string | null
  /** Every picture the video has, in catalogue order (the page groups them). */
  thumbnails: AvailableThumbnail[]
  /** The catalogue entries this video lacks, for a short note (in the page's words). */
  missing: QualityId[]
}

export type DownloaderState = {
  input: string
  status: 'idle' | 'loading' | 'results' | 'failed'
  results: Results | null
  selected: QualityId | null
  format: FormatId
  /**
   * The pictures whose "Without black bars" is ticked: the choice is made for one picture
   * and stays with it (only offered on pictures that have bars).
   */
  crops: QualityId[]
  /** A shape to cut every download to (core/crops.ts), whatever picture; null: as it is. */
  shape: ShapeCrop | null
  /** A play button drawn on the download (`?overlay=play`). */
  overlay: boolean
  /** How the downloaded file is named: the default id-based name or the video's title. */
  fileName: NameStyle
  downloading: boolean
  /** The lookup has run for SLOW_LOOKUP_MS: say it is still working, offer Cancel. */
  slow: boolean
  /** Why the link in the field names no video: the field is marked invalid until it changes. */
  fieldError: InvalidReason | null
  /** Why the last lookup failed (host error, timeout, no pictures…): shown until the link changes. */
  notice: LookupNoticeKind | null
}

export type DownloaderAction =
  | { type: 'reset'; state: DownloaderState }
  | { type: 'input'; value: string }
  | { type: 'lookup-started' }
  | { type: 'lookup-slow' }
  | { type: 'lookup-cancelled' }
  | { type: 'lookup-finished'; outcome: LookupOutcome }
  | { type: 'select-quality'; quality: QualityId }
  | { type: 'select-format'; format: FormatId }
  | { type: 'set-crop'; quality: QualityId; crop: boolean }
  | { type: 'select-shape'; shape: ShapeCrop | null }
  | { type: 'set-overlay'; overlay: boolean }
  | { type: 'select-file-name'; fileName: NameStyle }
  | { type: 'download-started' }
  | { type: 'download-finished' }

const IDLE: DownloaderState = {
  input: '',
  status: 'idle',
  results: null,
  selected: null,
  format: DEFAULT_FORMAT,
  crops: [],
  shape: null,
  overlay: false,
  fileName: 'id',
  downloading: false,
  slow: false,
  fieldError: null,
  notice: null,
}

/** The state a page starts in, from what the server looked up (if anything). */
export function initialState(server: ServerLookup): DownloaderState {
  if (!server) return IDLE
  return reduceDownloader(
    { ...IDLE, input: server.input, status: 'loading' },
    { type: 'lookup-finished', outcome: server.outcome },
  )
}

export function reduceDownloader(
  state: DownloaderState,
  action: DownloaderAction,
): DownloaderState {
  switch (action.type) {
    case 'reset':
      return action.state
    case 'input':
      // A changed link is a new attempt: what was said about the old one goes.
      if (action.value === state.input) return state
      return { ...state, input: action.value, fieldError: null, notice: null }
    case 'lookup-started':
      return { ...state, status: 'loading', slow: false, fieldError: null, notice: null }
    case 'lookup-slow':
      return state.status === 'loading' ? { ...state, slow: true } : state
    case 'lookup-cancelled':
      if (state.status !== 'loading') return state
      return { ...state, status: state.results ? 'results' : 'idle', slow: false }
    case 'lookup-finished': {
      const { outcome } = action
      const done = { ...state, slow: false, fieldError: null, notice: null }
      if (!outcome.ok && outcome.failure === 'invalid_url') {
        return { ...done, status: 'failed', fieldError: outcome.reason ?? 'not_youtube' }
      }
      const results = outcome.ok ? toResults(outcome.lookup) : null
      if (!results) {
        // invalid_url returned above; a lookup with nothing available has no pictures.
        const notice: LookupNoticeKind =
          outcome.ok || outcome.failure === 'invalid_url' ? 'no_thumbnails' : outcome.failure
        return { ...done, status: 'failed', notice }
      }
      return {
        ...done,
        status: 'results',
        results,
        selected: bestQuality(results.thumbnails),
        crops: [],
      }
    }
    case 'select-quality': {
      const offered = state.results?.thumbnails.some((t) => t.quality === action.quality)
      return offered ? { ...state, selected: action.quality } : state
    }
    case 'select-format':
      return { ...state, format: action.format }
    case 'set-crop': {
      const others = state.crops.filter((quality) => quality !== action.quality)
      return { ...state, crops: action.crop ? [...others, action.quality] : others }
    }
    case 'select-shape':
      return { ...state, shape: action.shape }
    case 'set-overlay':
      return { ...state, overlay: action.overlay }
    case 'select-file-name':
      return { ...state, fileName: action.fileName }
    case 'download-started':
      return { ...state, downloading: true }
    case 'download-finished':
      return { ...state, downloading: false }
  }
}

/** A lookup with nothing available is a failure, whatever the server said. */
function toResults(lookup: Lookup): Results | null {
  const thumbnails = offeredThumbnails(lookup)
  if (thumbnails.length === 0) return null
  const missing = lookup.thumbnails.filter((t) => !t.available).map((t) => t.quality)
  const { videoId, title, channel } = lookup
  return { videoId, title, channel, thumbnails, missing }
}

/** The thumbnail the format and download controls act on; they show only when there is one. */
export function selectedThumbnail(state: DownloaderState): AvailableThumbnail | null {
  return state.results?.thumbnails.find((t) => t.quality === state.selected) ?? null
}

/** Whether the download cuts the black bars away: asked for the selected picture, which has them. */
export function cropsSelected(state: DownloaderState): boolean {
  const selected = selectedThumbnail(state)
  return selected !== null && selected.letterboxed && state.crops.includes(selected.quality)
}

/**
 * How the selected picture is cut and marked: the shape chosen (cut from inside any bars), else
 * without its black bars when that is ticked for it; the play button when chosen.
 * @example downloadCut({ ...state, shape: '1:1', overlay: true }) // { crop: '1:1', overlay: 'play' }
 */
export function downloadCut(state: DownloaderState): {
  crop: Crop | undefined
  overlay: Overlay | undefined
} {
  const crop = state.shape ?? (cropsSelected(state) ? 'letterbox' : undefined)
  return { crop, overlay: state.overlay ? 'play' : undefined }
}

/**
 * Pasting into the empty field starts the lookup at once when what is pasted
 * names a video; anything else is only pasted, to be read and corrected.
 * @example pasteStartsLookup('', 'https://youtu.be/dQw4w9WgXcQ') // true
 */
export function pasteStartsLookup(current: string, pasted: string): boolean {
  return current.trim() === '' && parseVideoId(pasted).ok
}

/**
 * The outcome of a lookup as the toast that announces it, in the page's words (`toasts`:
 * toast-texts.ts); the lasting notice says more precisely what went wrong.
 */
export function lookupToast(
  outcome: LookupOutcome,
  toasts: PageToasts,
): { kind: 'success' | 'error'; toast: Toast } {
  if (outcome.ok) {
    const count = offeredThumbnails(outcome.lookup).length
    if (count > 0) return { kind: 'success', toast: toasts.thumbnailsFound(count) }
    return { kind: 'error', toast: toasts.plain('noThumbnails') }
  }
  if (outcome.failure === 'invalid_url') {
    return { kind: 'error', toast: toasts.invalidUrl(outcome.reason ?? 'not_youtube') }
  }
  const name = outcome.failure === 'no_thumbnails' ? 'noThumbnails' : 'fetchFailed'
  return { kind: 'error', toast: toasts.plain(name) }
}

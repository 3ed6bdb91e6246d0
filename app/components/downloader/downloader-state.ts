/**
 * The downloader as a pure state machine: idle → loading → results or failed; a
 * failed lookup leaves the results already on show unchanged. Selection and
 * format live here too, so the component only renders the state and runs the
 * effects (requests, toasts, the URL).
 */
import type { NameStyle } from '#core/filename.ts'
import { DEFAULT_FORMAT, type FormatId } from '#core/formats.ts'
import {
  availableThumbnails,
  bestQuality,
  type AvailableThumbnail,
  type Lookup,
} from '#core/lookup.ts'
import { TOASTS, type Toast } from '#core/toasts.ts'
import type { QualityId } from '#core/qualities.ts'

/** Why a lookup shows nothing new; each has one toast (core/toasts.ts). */
export type LookupFailure = 'invalid_url' | 'no_thumbnails' | 'fetch_failed'

export type LookupOutcome = { ok: true; lookup: Lookup } | { ok: false; failure: LookupFailure }

/** What the server rendered for `/?v=…` or `/?url=…` (null for plain `/`). */
export type ServerLookup = { input: string; outcome: LookupOutcome } | null

export type Results = {
  videoId: string
  /** The video's title and channel (untrusted text, React escapes it); null when unknown. */
  title: string | null
  channel: string | null
  /** Every picture the video has, in catalogue order (the page groups them). */
  thumbnails: AvailableThumbnail[]
  /** Names of the catalogue entries this video lacks, for a short note. */
  missing: string[]
}

export type DownloaderState = {
  input: string
  status: 'idle' | 'loading' | 'results' | 'failed'
  results: Results | null
  selected: QualityId | null
  format: FormatId
  /** Download the selected picture without its black bars (only offered when it has them). */
  crop: boolean
  /** How the downloaded file is named: SPEC's id-based name or the video's title. */
  fileName: NameStyle
  downloading: boolean
  /** A failure the server rendered (no toast without JavaScript): shown inline until the next lookup. */
  notice: LookupFailure | null
}

export type DownloaderAction =
  | { type: 'reset'; state: DownloaderState }
  | { type: 'input'; value: string }
  | { type: 'lookup-started' }
  | { type: 'lookup-finished'; outcome: LookupOutcome }
  | { type: 'select-quality'; quality: QualityId }
  | { type: 'select-format'; format: FormatId }
  | { type: 'set-crop'; crop: boolean }
  | { type: 'select-file-name'; fileName: NameStyle }
  | { type: 'download-started' }
  | { type: 'download-finished' }

const IDLE: DownloaderState = {
  input: '',
  status: 'idle',
  results: null,
  selected: null,
  format: DEFAULT_FORMAT,
  crop: false,
  fileName: 'id',
  downloading: false,
  notice: null,
}

/** The state a page starts in, from what the server looked up (if anything). */
export function initialState(server: ServerLookup): DownloaderState {
  if (!server) return IDLE
  const state = reduceDownloader(
    { ...IDLE, input: server.input, status: 'loading' },
    { type: 'lookup-finished', outcome: server.outcome },
  )
  return server.outcome.ok ? state : { ...state, notice: server.outcome.failure }
}

export function reduceDownloader(
  state: DownloaderState,
  action: DownloaderAction,
): DownloaderState {
  switch (action.type) {
    case 'reset':
      return action.state
    case 'input':
      return { ...state, input: action.value }
    case 'lookup-started':
      return { ...state, status: 'loading', notice: null }
    case 'lookup-finished': {
      const results = action.outcome.ok ? toResults(action.outcome.lookup) : null
      if (!results) return { ...state, status: 'failed', notice: null }
      return {
        ...state,
        status: 'results',
        results,
        selected: bestQuality(results.thumbnails),
        crop: false,
        notice: null,
      }
    }
    case 'select-quality': {
      const offered = state.results?.thumbnails.some((t) => t.quality === action.quality)
      return offered ? { ...state, selected: action.quality } : state
    }
    case 'select-format':
      return { ...state, format: action.format }
    case 'set-crop':
      return { ...state, crop: action.crop }
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
  const thumbnails = availableThumbnails(lookup)
  if (thumbnails.length === 0) return null
  const missing = lookup.thumbnails.filter((t) => !t.available).map((t) => t.name)
  const { videoId, title, channel } = lookup
  return { videoId, title, channel, thumbnails, missing }
}

/** The thumbnail the format and download controls act on; they show only when there is one. */
export function selectedThumbnail(state: DownloaderState): AvailableThumbnail | null {
  return state.results?.thumbnails.find((t) => t.quality === state.selected) ?? null
}

/** Whether the download cuts the black bars away: asked for, and the selected picture has them. */
export function cropsSelected(state: DownloaderState): boolean {
  return state.crop && Boolean(selectedThumbnail(state)?.letterboxed)
}

/** The outcome of a lookup as the toast that announces it. */
export function lookupToast(outcome: LookupOutcome): { kind: 'success' | 'error'; toast: Toast } {
  if (outcome.ok) {
    const count = availableThumbnails(outcome.lookup).length
    if (count > 0) return { kind: 'success', toast: TOASTS.thumbnailsFound(count) }
    return { kind: 'error', toast: TOASTS.noThumbnails }
  }
  const toast = {
    invalid_url: TOASTS.invalidUrl,
    no_thumbnails: TOASTS.noThumbnails,
    fetch_failed: TOASTS.fetchFailed,
  }[outcome.failure]
  return { kind: 'error', toast }
}

/**
 * The last few videos this browser looked up, kept in localStorage only: they
 * never reach the server (the privacy policy, app/content/privacy-policy.ts,
 * says so; change both together). What is stored per video: its id, title,
 * channel, which of its pictures to show small, and when it was looked up.
 *
 * The stored value is read as untrusted: anything that is not this module's own
 * shape (another version, another site's script, a hand edit, a truncated write)
 * is dropped entry by entry, never thrown. Storage may be missing or refuse
 * (private modes, sandboxed frames, a full quota): the list then lasts as long
 * as the page, and every function still returns the list the page should show.
 */
import { isQualityId, type QualityId } from '#core/qualities.ts'
import { isVideoId } from '#core/video-id.ts'
import { localStore } from '#app/lib/local-storage.ts'

/** Versioned: a later shape gets a new key rather than misreading this one. */
export const RECENT_KEY = 'thumbgrab:recent:v1'

/** How many videos are kept, newest first. */
export const RECENT_LIMIT = 8

/** Longest title or channel kept, in characters (the server caps them lower already). */
const TEXT_LIMIT = 200

export type RecentLookup = {
  videoId: string
  /** Untrusted text from the host, as the lookup gave it (React escapes it); null when unknown. */
  title: string | null
  channel: string | null
  /** The picture shown small, through this site's preview endpoint. */
  quality: QualityId
  /** When it was looked up, in milliseconds since the epoch. */
  at: number
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The pictures tried for the small image, in order: 16:9 without bars first. */
const SMALL_PICTURES: readonly QualityId[] = ['mqdefault', 'hqdefault', 'default']

/**
 * Which picture a lookup's entry shows small: the first of SMALL_PICTURES the
 * video has, else any picture it has; null when it has none.
 * @example smallPicture(['hqdefault', 'mqdefault']) // 'mqdefault'
 */
export function smallPicture(available: readonly QualityId[]): QualityId | null {
  return SMALL_PICTURES.find((quality) => available.includes(quality)) ?? available[0] ?? null
}

function text(value: unknown): string | null | undefined {
  if (value === null) return null
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim().slice(0, TEXT_LIMIT)
  return trimmed === '' ? null : trimmed
}

/** One stored entry, or null when it is not one of ours. */
function toEntry(value: unknown): RecentLookup | null {
  if (typeof value !== 'object' || value === null) return null
  const entry = value as Record<string, unknown>
  const title = text(entry.title)
  const channel = text(entry.channel)
  if (!isVideoId(entry.videoId) || !isQualityId(entry.quality)) return null
  if (title === undefined || channel === undefined) return null
  if (typeof entry.at !== 'number' || !Number.isFinite(entry.at)) return null
  return { videoId: entry.videoId, title, channel, quality: entry.quality, at: entry.at }
}

/**
 * The list in a stored value: valid entries only, one per video, newest first,
 * at most RECENT_LIMIT. Anything unreadable gives an empty list.
 * @example parseRecent('not json') // []
 */
export function parseRecent(raw: string | null | undefined): RecentLookup[] {
  if (!raw) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  const valid = parsed.map(toEntry).filter((entry) => entry !== null)
  // Newest first, so a video listed twice keeps its latest entry.
  valid.sort((a, b) => b.at - a.at)
  const seen = new Set<string>()
  const entries: RecentLookup[] = []
  for (const entry of valid) {
    if (seen.has(entry.videoId)) continue
    seen.add(entry.videoId)
    entries.push(entry)
  }
  return entries.slice(0, RECENT_LIMIT)
}

/**
 * Lists that storage refused to keep, by the storage that refused (NO_STORAGE
 * when there is none): they last as long as the page, like the rest of its state.
 */
const pageOnly = new WeakMap<object, RecentLookup[]>()
const NO_STORAGE = {}

export function readRecent(
  storage: Pick<Store, 'getItem'> | undefined = localStore(),
): RecentLookup[] {
  const kept = pageOnly.get(storage ?? NO_STORAGE)
  if (kept) return kept
  try {
    return parseRecent(storage?.getItem(RECENT_KEY))
  } catch {
    return [] // storage refused to be read (a sandboxed frame, disabled storage)
  }
}

/** Writes `entries`; a refusal (quota, disabled storage) keeps them for this page only. */
function write(entries: RecentLookup[], storage: Store | undefined): RecentLookup[] {
  try {
    if (!storage) throw new Error('no storage')
    if (entries.length === 0) storage.removeItem(RECENT_KEY)
    else storage.setItem(RECENT_KEY, JSON.stringify(entries))
    pageOnly.delete(storage)
  } catch {
    pageOnly.set(storage ?? NO_STORAGE, entries)
  }
  notify()
  return entries
}

/** Puts `entry` first (replacing an older entry of the same video) and keeps RECENT_LIMIT. */
export function addRecent(
  entry: RecentLookup,
  storage: Store | undefined = localStore(),
  current: RecentLookup[] = readRecent(storage),
): RecentLookup[] {
  const valid = toEntry(entry)
  if (!valid) return current
  const rest = current.filter((item) => item.videoId !== valid.videoId)
  return write([valid, ...rest].slice(0, RECENT_LIMIT), storage)
}

export function removeRecent(
  videoId: string,
  storage: Store | undefined = localStore(),
  current: RecentLookup[] = readRecent(storage),
): RecentLookup[] {
  return write(
    current.filter((item) => item.videoId !== videoId),
    storage,
  )
}

export function clearRecent(storage: Store | undefined = localStore()): RecentLookup[] {
  return write([], storage)
}

/** Listeners in this page: the list on show re-reads when a lookup adds to it. */
const listeners = new Set<() => void>()

function notify() {
  for (const listener of listeners) listener()
}

/**
 * Calls `listener` when the list changes in this page, or in another tab of this
 * site (the `storage` event); returns the unsubscribe.
 */
export function subscribeRecent(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENT_KEY || event.key === null) listener()
  }
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage)
  }
}

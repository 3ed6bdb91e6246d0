import { useRef, useState, useSyncExternalStore, type MouseEvent, type RefObject } from 'react'
import { thumbnailPreviewPath } from '#core/filename.ts'
import { LINK_INPUT_ID } from '#app/components/downloader/link-form.tsx'
import { useCspNonce } from '#app/lib/csp-nonce.ts'
import { usePictureRetry } from '#app/lib/picture-retry.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { useOpenVideo } from './open-video.ts'
import {
  clearRecent,
  readRecent,
  removeRecent,
  subscribeRecent,
  type RecentLookup,
} from './recent-lookups.ts'
import { RESERVE_SCRIPT } from './reserve-script.ts'
import { FADE_END, useScrollEdges } from './scroll-edges.ts'
import { useLocalize } from '#app/i18n/locale.ts'

const HEADING_ID = 'recent-lookups-title'

/** Size of the small picture on screen, in CSS pixels (16:9). */
const PICTURE = { width: 112, height: 63 }

/**
 * The section's height, whatever the number of entries (one scrolling row): the
 * empty slot the server renders takes the same height, with its margin, when the
 * script before it (reserve-script.ts) found entries, so the list fills room that
 * was there from the first paint. Utilities written out whole, as Tailwind finds them.
 */
const SECTION = 'mt-8 h-45'
const RESERVED = 'in-data-recent:mt-8 in-data-recent:h-45'

/**
 * The stored list as last read, for useSyncExternalStore (which needs the same array until
 * the list changes): dropped at every change, whether or not a list is on show then (a
 * lookup adds to it while the results replace the list). Subscribed first, so it is
 * dropped before any list re-reads it.
 */
let snapshot: RecentLookup[] | undefined
if (typeof window !== 'undefined') subscribeRecent(() => (snapshot = undefined))
const NO_ENTRIES: RecentLookup[] = []
const entriesNow = () => (snapshot ??= readRecent())

/**
 * The videos this browser looked up lately (recent-lookups.ts) in one row that
 * scrolls sideways, each opening its thumbnails again and each removable, plus
 * "Clear all". The server renders the script that reserves the row's room and an
 * empty slot; hydration renders that same slot, then the list in its place.
 */
export function RecentLookups() {
  const t = useT()
  const nonce = useCspNonce()
  // The server and hydration see no entries and no browser; the render right after sees both.
  const entries = useSyncExternalStore(subscribeRecent, entriesNow, () => NO_ENTRIES)
  const hydrated = useHydrated()
  const open = useOpenVideo()
  const list = useRef<HTMLUListElement>(null)
  const edges = useScrollEdges(list, entries.length)

  const reserve = (
    // Runs while the page is parsed; React never runs it again (suppressHydrationWarning: the
    // browser hides the nonce's value from the DOM, and the browser's render has none).
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: RESERVE_SCRIPT }}
    />
  )
  if (!hydrated) {
    return (
      <>
        {reserve}
        <div data-recent-slot="" className={RESERVED} />
      </>
    )
  }
  if (entries.length === 0) {
    return (
      <>
        {reserve}
        <div data-recent-slot="" />
      </>
    )
  }

  function remove(index: number) {
    const entry = entries[index]
    if (!entry) return
    const left = removeRecent(entry.videoId, undefined, entries)
    if (left.length === 0) return focusLinkField()
    // Focus stays in the list: on the entry that took this one's place, else the one before.
    const next = Math.min(index, left.length - 1)
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLElement>('[data-recent-remove]')[next]?.focus(),
    )
  }

  function clearAll() {
    clearRecent()
    focusLinkField()
  }

  return (
    <>
      {reserve}
      <section
        data-recent-slot=""
        aria-labelledby={HEADING_ID}
        className={`mx-auto flex w-full max-w-2xl flex-col text-start ${SECTION}`}
      >
        <div className="flex h-10 shrink-0 items-center gap-1">
          <h2 id={HEADING_ID} className="me-auto truncate text-lg font-bold text-ink">
            {t('recent.title')}
          </h2>
          {(edges.before || edges.after) && (
            <>
              <ScrollButton direction={-1} list={list} enabled={edges.before} />
              <ScrollButton direction={1} list={list} enabled={edges.after} />
            </>
          )}
          <button
            type="button"
            onClick={clearAll}
            className="min-h-10 shrink-0 cursor-pointer rounded-lg px-3 text-sm font-semibold text-slate-700 underline-offset-4 hover:bg-slate-100 hover:underline"
          >
            {t('recent.clearAll')}
          </button>
        </div>
        <p className="h-5 shrink-0 truncate text-xs leading-5 text-slate-600">
          {t('recent.private')}
        </p>
        {/* One row of fixed height that scrolls sideways (by Tab from entry to entry, by touch,
            by the scroll bar, by the arrow buttons above), snapping to an entry's start; the
            scroll bar's room is inside it. Its end fades out while there is more beyond it. */}
        <ul
          ref={list}
          className={`${edges.after ? FADE_END : ''} mt-2 flex h-28 shrink-0 snap-x snap-mandatory motion-safe:scroll-smooth scroll-px-1 gap-2 overflow-x-auto overflow-y-hidden overscroll-x-contain px-1 pt-1 pb-4 [scrollbar-width:thin]`}
        >
          {entries.map((entry, index) => (
            <RecentEntry
              key={entry.videoId}
              entry={entry}
              onOpen={open}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      </section>
    </>
  )
}

/**
 * Scrolls the row by most of its width, one way. At the end it scrolls to it is
 * aria-disabled, not disabled, so it keeps focus when it has just got there.
 */
function ScrollButton({
  direction,
  list,
  enabled,
}: {
  direction: -1 | 1
  list: RefObject<HTMLUListElement | null>
  enabled: boolean
}) {
  const t = useT()
  function scroll() {
    const row = list.current
    // Smoothly unless the visitor asks for less motion: the row's CSS scroll-behavior.
    if (enabled && row) row.scrollBy({ left: direction * row.clientWidth * 0.8 })
  }
  return (
    <button
      type="button"
      onClick={scroll}
      aria-disabled={!enabled || undefined}
      aria-label={direction < 0 ? t('recent.earlier') : t('recent.later')}
      className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-disabled:cursor-default aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent"
    >
      <span aria-hidden="true" className="text-2xl leading-none">
        {direction < 0 ? '‹' : '›'}
      </span>
    </button>
  )
}

function RecentEntry({
  entry,
  onOpen,
  onRemove,
}: {
  entry: RecentLookup
  onOpen: ((videoId: string) => void) | null
  onRemove: () => void
}) {
  const t = useT()
  const localize = useLocalize()
  const { videoId, title, channel, quality } = entry
  const [broken, setBroken] = useState(false)
  // Asked again after a failed load (the server may be busy); hidden once the tries are spent.
  const retry = usePictureRetry(() => setBroken(true))
  const name = title ?? t('recent.untitled', { videoId })
  function openHere(event: MouseEvent<HTMLAnchorElement>) {
    // A plain click looks the video up in place; a new tab or window follows the link.
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey) return
    event.preventDefault()
    onOpen(videoId)
  }
  return (
    <li className="flex h-[5.25rem] w-72 shrink-0 snap-start items-center gap-1 rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-slate-200">
      <a
        href={localize(`/?v=${videoId}`)}
        onClick={openHere}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
      >
        <span
          className="block shrink-0 overflow-hidden rounded-md bg-slate-100"
          style={{ width: PICTURE.width, height: PICTURE.height }}
        >
          {!broken && (
            // This site's preview endpoint: the browser never asks the image host itself.
            <img
              src={thumbnailPreviewPath(videoId, quality)}
              alt=""
              width={PICTURE.width}
              height={PICTURE.height}
              loading="lazy"
              decoding="async"
              {...retry}
              className="size-full object-cover"
            />
          )}
        </span>
        <span className="min-w-0">
          {/* Untrusted text from the host, as the lookup gave it: React escapes it. */}
          <span className="line-clamp-2 text-sm font-semibold [overflow-wrap:anywhere] text-ink">
            {name}
          </span>
          {channel !== null && (
            <span className="block truncate text-xs text-slate-600">{channel}</span>
          )}
        </span>
      </a>
      <button
        type="button"
        data-recent-remove=""
        onClick={onRemove}
        aria-label={t('recent.remove', { name })}
        className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
          <path
            d="M6 6l12 12M18 6L6 18"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          />
        </svg>
      </button>
    </li>
  )
}

function focusLinkField() {
  document.getElementById(LINK_INPUT_ID)?.focus()
}

import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { thumbnailPreviewPath } from '#core/filename.ts'
import { LINK_INPUT_ID } from '#app/components/downloader/link-form.tsx'
import { useOpenVideo } from './open-video.ts'
import {
  clearRecent,
  readRecent,
  removeRecent,
  subscribeRecent,
  type RecentLookup,
} from './recent-lookups.ts'

const HEADING_ID = 'recent-lookups-title'

/** Size of the small picture on screen, in CSS pixels (16:9). */
const PICTURE = { width: 112, height: 63 }

/**
 * The videos this browser looked up lately (recent-lookups.ts), each opening its
 * thumbnails again and each removable, plus "Clear all". The list lives in this
 * browser only, so the server renders only an empty marker here and the section
 * appears after hydration, when there is something to show (useShownWithoutShift).
 */
export function RecentLookups() {
  const [entries, setEntries] = useState<RecentLookup[]>([])
  const open = useOpenVideo()
  const list = useRef<HTMLUListElement>(null)
  const slot = useRef<HTMLDivElement>(null)
  const placed = useShownWithoutShift(slot)

  useEffect(() => {
    const update = () => setEntries(readRecent())
    update()
    return subscribeRecent(update)
  }, [])

  if (!placed || entries.length === 0) return <div ref={slot} />

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
    <section
      ref={slot}
      aria-labelledby={HEADING_ID}
      className="mx-auto mt-10 w-full max-w-2xl text-left"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={HEADING_ID} className="text-lg font-bold text-ink">
          Your recent lookups
        </h2>
        <button
          type="button"
          onClick={clearAll}
          className="min-h-10 cursor-pointer rounded-lg px-3 text-sm font-semibold text-slate-700 underline-offset-4 hover:bg-slate-100 hover:underline"
        >
          Clear all
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">Kept only in this browser, never sent to us.</p>
      <ul ref={list} className="mt-3 grid gap-2 sm:grid-cols-2">
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
  const { videoId, title, channel, quality } = entry
  const [broken, setBroken] = useState(false)
  const name = title ?? `Video ${videoId}`
  function openHere(event: MouseEvent<HTMLAnchorElement>) {
    // A plain click looks the video up in place; a new tab or window follows the link.
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.altKey) return
    event.preventDefault()
    onOpen(videoId)
  }
  return (
    <li className="flex items-center gap-1 rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-slate-200">
      <a
        href={`/?v=${videoId}`}
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
              onError={() => setBroken(true)}
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
        aria-label={`Remove “${name}” from recent lookups`}
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

/**
 * Whether content may now appear at `slot` without moving anything the visitor
 * sees (Cumulative Layout Shift, docs/performance.md): at once when the slot is
 * below the screen; otherwise at the visitor's first click or key press (a
 * layout shift right after an input does not count, as it answers the input),
 * or once the slot has scrolled out of view above (the browser's scroll
 * anchoring then keeps what is on screen in place).
 */
function useShownWithoutShift(slot: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const element = slot.current
    if (!element || shown) return
    const show = () => setShown(true)
    // Called at once with where the slot is now, then as it enters or leaves the screen.
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting) show()
    })
    observer.observe(element)
    const events = ['click', 'keydown'] as const
    for (const type of events) window.addEventListener(type, show, { capture: true })
    return () => {
      observer.disconnect()
      for (const type of events) window.removeEventListener(type, show, { capture: true })
    }
  }, [slot, shown])
  return shown
}

function focusLinkField() {
  document.getElementById(LINK_INPUT_ID)?.focus()
}

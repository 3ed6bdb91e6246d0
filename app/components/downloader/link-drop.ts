/**
 * A link dropped anywhere on the page looks it up, as a paste into the empty field does: a
 * link dragged from another tab, the address bar or a chat. Only drags that carry a link or
 * text are taken (a dropped file keeps the browser's own behaviour), and only what names a
 * video, or any link at all (the lookup then says what is wrong with it, as for one typed).
 */
import { useEffect, useRef } from 'react'
import { parseVideoId } from '#core/youtube-url.ts'

/**
 * The link a drop carries: the first entry of its URI list (comments start with `#`, RFC 2483),
 * else its text when that names a video; null for anything else.
 * @example droppedLink({ getData: (type) => (type === 'text/uri-list' ? 'https://youtu.be/dQw4w9WgXcQ' : '') })
 * // 'https://youtu.be/dQw4w9WgXcQ'
 */
export function droppedLink(data: Pick<DataTransfer, 'getData'>): string | null {
  const uri = data
    .getData('text/uri-list')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('#'))
  if (uri) return uri
  const text = data.getData('text/plain').trim()
  return text !== '' && parseVideoId(text).ok ? text : null
}

const carriesLink = (event: DragEvent) =>
  event.dataTransfer?.types.some((type) => type === 'text/uri-list' || type === 'text/plain') ??
  false

/** Calls `onLink` with each link dropped on the page (droppedLink), while mounted. */
export function useLinkDrop(onLink: (link: string) => void) {
  // The latest callback, so the listeners are added once however often the page renders.
  const latest = useRef(onLink)
  useEffect(() => {
    latest.current = onLink
  })
  useEffect(() => {
    // A drag's data can be read only on drop: while it moves, only whether it carries text.
    const over = (event: DragEvent) => {
      if (!carriesLink(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    }
    const drop = (event: DragEvent) => {
      if (!carriesLink(event) || !event.dataTransfer) return
      const link = droppedLink(event.dataTransfer)
      if (link === null) return
      event.preventDefault()
      latest.current(link)
    }
    window.addEventListener('dragover', over)
    window.addEventListener('drop', drop)
    return () => {
      window.removeEventListener('dragover', over)
      window.removeEventListener('drop', drop)
    }
  }, [])
}

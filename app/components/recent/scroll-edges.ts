import { useEffect, useState, type RefObject } from 'react'

/** Whether a row that scrolls sideways has more to show before and after what is in view. */
export type ScrollEdges = { before: boolean; after: boolean }

const NONE: ScrollEdges = { before: false, after: false }

/**
 * The row's edges with more beyond them, followed as it scrolls, resizes or its entries
 * change (`count`); a pixel of rounding is no more.
 */
export function useScrollEdges(row: RefObject<HTMLElement | null>, count: number): ScrollEdges {
  const [edges, setEdges] = useState(NONE)
  useEffect(() => {
    const element = row.current
    if (!element) return
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element
      const next = { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 }
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next))
    }
    measure()
    element.addEventListener('scroll', measure, { passive: true })
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    resize?.observe(element)
    return () => {
      element.removeEventListener('scroll', measure)
      resize?.disconnect()
    }
  }, [row, count])
  return edges
}

/** The end fades out while there is more beyond it (a mask: it works on any background). */
export const FADE_END = '[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)]'

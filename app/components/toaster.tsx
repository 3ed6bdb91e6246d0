import { useEffect, useState, type ComponentType } from 'react'
import { loadToaster, onToasterLoaded } from '#app/lib/toast.ts'

/** Signs that the visitor has started to use the page; every toast follows one of them. */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const

/**
 * The toast area, rendered once in the root layout. Nothing is rendered on the
 * server or at hydration; the sonner chunk loads at the visitor's first
 * pointer, key or focus (so the live region exists before the first message,
 * which always answers an action), or at the first toast. A visit that only
 * reads never downloads it (the first-load JavaScript budget:
 * docs/performance.md, Lighthouse).
 */
export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)

  useEffect(() => onToasterLoaded((module) => setLoaded(() => module.SonnerToaster)), [])

  useEffect(() => {
    const load = () => {
      stop()
      void loadToaster()
    }
    const stop = () => FIRST_USE.forEach((type) => removeEventListener(type, load, true))
    FIRST_USE.forEach((type) => addEventListener(type, load, { capture: true, passive: true }))
    return stop
  }, [])

  return Loaded ? <Loaded /> : null
}

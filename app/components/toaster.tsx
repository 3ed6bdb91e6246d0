import { useEffect, useState, type ComponentType } from 'react'
import { loadToaster, onToasterLoaded } from '#app/lib/toast.ts'

/**
 * The toast area, rendered once in the root layout. Nothing is rendered on the
 * server or at hydration; the sonner chunk loads when the browser is idle.
 */
export function Toaster() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null)

  useEffect(() => onToasterLoaded((module) => setLoaded(() => module.SonnerToaster)), [])

  useEffect(() => {
    const load = () => void loadToaster()
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(load, { timeout: 3000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(load, 1000)
    return () => clearTimeout(timer)
  }, [])

  return Loaded ? <Loaded /> : null
}

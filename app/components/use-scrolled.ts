import { useEffect, useState } from 'react'

/** True once the page has scrolled beyond `threshold` pixels (50 by default). */
export function useScrolled(threshold = 50): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

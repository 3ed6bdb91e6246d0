import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False on the server and while the page hydrates, true once the app runs it: what a form
 * shows before its script (a button never disabled, the browser's own checks) can differ from
 * what it shows after, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

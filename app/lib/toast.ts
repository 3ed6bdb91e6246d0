/**
 * Toasts with the texts of core/toasts.ts. sonner is not in the page's first
 * load: its chunk comes in at the visitor's first pointer, key or focus (so the
 * live region exists before the first message; app/components/toaster.tsx),
 * or at the first toast.
 */
import type { Toast } from '#core/toasts.ts'
import type * as SonnerToaster from '#app/components/sonner-toaster.tsx'

type ToasterModule = typeof SonnerToaster
export type ToastKind = 'success' | 'error' | 'loading'

let loading: Promise<ToasterModule> | undefined
const listeners = new Set<(module: ToasterModule) => void>()

export function loadToaster(): Promise<ToasterModule> {
  if (!loading) {
    loading = import('#app/components/sonner-toaster.tsx')
    loading.then(
      (module) => listeners.forEach((listener) => listener(module)),
      () => (loading = undefined), // offline for a moment: the next toast tries again
    )
  }
  return loading
}

/** Calls `listener` once the toaster chunk is in. Returns an unsubscribe function. */
export function onToasterLoaded(listener: (module: ToasterModule) => void): () => void {
  listeners.add(listener)
  void loading?.then((module) => listeners.has(listener) && listener(module))
  return () => listeners.delete(listener)
}

/**
 * Resolves once the main thread is idle (200 ms at most): a toast answers a
 * change, such as results appearing, and sonner measures each toast as it
 * mounts, which would force that change's layout into the same long task (Total
 * Blocking Time of a lookup: docs/performance.md, Lighthouse). A frame or two
 * later, the page is laid out already.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: 200 })
    else setTimeout(resolve, 50)
  })
}

/**
 * Shows a toast; give the id of an earlier one to replace it (Processing → Download started).
 * @example const id = await notify('loading', TOASTS.processing('png'))
 */
export async function notify(
  kind: ToastKind,
  { title, description }: Toast,
  id?: string | number,
): Promise<string | number | undefined> {
  try {
    const [{ toast }] = await Promise.all([loadToaster(), whenIdle()])
    return toast[kind](title, { description, id })
  } catch (error) {
    // The toast chunk did not load (offline): the page itself still shows the state.
    console.warn('toast not shown:', title, error)
    return undefined
  }
}

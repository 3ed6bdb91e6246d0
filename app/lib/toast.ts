/**
 * Toasts with the texts of core/messages.ts. sonner is not in the page's first
 * load: its chunk comes in at the visitor's first pointer, key or focus (so the
 * live region exists before the first message; app/components/toaster.tsx),
 * or at the first toast.
 */
import type { Toast } from '#core/messages.ts'
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
 * Shows a toast; give the id of an earlier one to replace it (Processing → Download started).
 * @example const id = await notify('loading', TOASTS.processing('png'))
 */
export async function notify(
  kind: ToastKind,
  { title, description }: Toast,
  id?: string | number,
): Promise<string | number | undefined> {
  try {
    const { toast } = await loadToaster()
    return toast[kind](title, { description, id })
  } catch (error) {
    // The toast chunk did not load (offline): the page itself still shows the state.
    console.warn('toast not shown:', title, error)
    return undefined
  }
}

/**
 * The downloader's mode in the home page's address: `/?mode=many` is the Many links mode, `/`
 * the One link mode. Switching tabs rewrites the address through the router without asking
 * the server again (shouldRevalidate in app/routes/home.tsx).
 */
export type Mode = 'one' | 'many'

/**
 * Navigation state that marks a switch of mode: the downloader keeps what it shows
 * (app/components/downloader/use-downloader.ts), as it would for its own `/?v=ID`.
 */
export const MODE_SWITCH = { modeSwitch: true } as const

/** Whether a navigation was only a switch of mode (MODE_SWITCH). */
export function isModeSwitch(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'modeSwitch' in state
}

/**
 * The home page's query in a mode: `mode=many` set or removed, every other parameter kept.
 * @example modeSearch('?v=dQw4w9WgXcQ', 'many') // '?v=dQw4w9WgXcQ&mode=many'
 * @example modeSearch('?mode=many', 'one') // ''
 */
export function modeSearch(search: string, mode: Mode): string {
  const query = new URLSearchParams(search)
  if (mode === 'many') query.set('mode', 'many')
  else query.delete('mode')
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The two addresses differ in their `mode` parameter alone. */
export function onlyModeChanged(current: URL, next: URL): boolean {
  const [a, b] = [new URLSearchParams(current.search), new URLSearchParams(next.search)]
  a.delete('mode')
  b.delete('mode')
  return a.toString() === b.toString()
}

/**
 * Which pages load the app (React and React Router, most of the first-load
 * JavaScript: docs/performance.md, Lighthouse) and which ship only the header's small enhancement
 * (docs/decisions/027-scripts-only-where-needed.md). A route whose content
 * needs no script says so in its `handle`; the root layout then renders no
 * `<Scripts>`, and app/entry.server.tsx adds the enhancement instead.
 */

/** A route module's `handle` for a page whose content needs no app. */
export const NO_APP = { hydrate: false } as const

/**
 * Whether the page needs the app: true unless a matched route's handle is `NO_APP`.
 * @example needsApp([{ handle: undefined }, { handle: NO_APP }]) // false
 */
export function needsApp(matches: ReadonlyArray<{ handle?: unknown } | undefined>): boolean {
  return !matches.some((match) => {
    const handle = match?.handle
    return typeof handle === 'object' && handle !== null && 'hydrate' in handle && !handle.hydrate
  })
}

/**
 * Work the page must finish before React hydrates it (app/entry.client.tsx). The route modules
 * run before the entry does (React Router's bootstrap, as app/lib/hydrate-after-paint.server.ts
 * rewrites it), so what they hold here is held by the time it asks. A failed piece
 * of work holds nothing back: the page hydrates all the same.
 */
const held: Promise<unknown>[] = []

/** Holds hydration until `work` settles. */
export function holdHydration(work: Promise<unknown>): void {
  held.push(work.catch(() => {}))
}

/** Settles once everything held so far has. */
export function hydrationHeld(): Promise<unknown> {
  return Promise.all(held)
}

import { lazy, type ComponentProps, type ComponentType } from 'react'
import stylesheet from '#app/app.css?url'
import { loadWholeStylesheet } from '#app/components/app-stylesheet.tsx'
import type { Results } from './results.tsx'

type ResultsProps = ComponentProps<typeof Results>

let loaded: ComponentType<ResultsProps> | undefined
let loading: Promise<ComponentType<ResultsProps>> | undefined

/**
 * The results' code (the cards, the download bar and what it opens) is its own chunk, not part
 * of the home page's first load (docs/performance.md): the link form asks for it as soon as the
 * visitor turns to it, and a lookup waits for it beside its request, so the answer renders in
 * the same commit as its state. The page's inlined stylesheet holds only the classes of the
 * code it loads at first (app/lib/stylesheet.server.ts), so the whole stylesheet comes with it,
 * as for the feed preview (app/components/feed-preview/lazy-feed-preview.tsx). After a failure
 * the next call tries again.
 */
export function loadResults(): Promise<ComponentType<ResultsProps>> {
  loading ??= Promise.all([import('./results.tsx'), loadWholeStylesheet(stylesheet)]).then(
    ([module]) => (loaded = module.Results),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Only where the results are rendered before any lookup asked for their chunk: on the server,
 * and hydrating the results it rendered (`/?v=ID`), whose Suspense boundary keeps the server's
 * HTML, a working GET form, until the chunk is here (app/components/downloader/downloader.tsx).
 * No lookup uses it: a component that suspends is shown no sooner than 300 ms after its fallback
 * (React's throttle for revealing Suspense content).
 */
const SuspendingResults = lazy(async () => ({ default: await loadResults() }))

/** The results (results.tsx), rendered at once when their chunk is here. */
export function LazyResults(props: ResultsProps) {
  const View = loaded ?? SuspendingResults
  return <View {...props} />
}

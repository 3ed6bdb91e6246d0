import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import stylesheet from '#app/app.css?url'
import { loadWholeStylesheet } from '#app/components/app-stylesheet.tsx'
import { holdHydration } from '#app/lib/hydration-gate.ts'
import type { Results } from './results.tsx'

type ResultsProps = ComponentProps<typeof Results>

/** The results' heading: on a page whose results the server rendered (`/?v=ID`). */
export const RESULTS_TITLE_ID = 'results-title'

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
  loading ??= Promise.all([loadCode(), loadWholeStylesheet(stylesheet)]).then(
    ([View]) => View,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

let code: Promise<ComponentType<ResultsProps>> | undefined

/** The results' module alone; after a failure the next call tries again. */
function loadCode(): Promise<ComponentType<ResultsProps>> {
  code ??= import('./results.tsx').then(
    (module) => (loaded = module.Results),
    (error: unknown) => {
      code = undefined
      throw error
    },
  )
  return code
}

/**
 * Results the server rendered (`/?v=ID`) must hydrate with their code here: a Suspense boundary
 * still waiting for its code when the page updates it (the router's first render in the
 * browser, a remembered file-name choice) drops the server's HTML and renders afresh, which
 * makes the page jump. So their code holds hydration back (app/lib/hydration-gate.ts), with the
 * whole stylesheet: a state the server did not render (the frames shown, say) needs its rules.
 */
if (typeof document !== 'undefined' && document.getElementById(RESULTS_TITLE_ID)) {
  holdHydration(loadResults())
}

/**
 * For the server, where it waits for the results' module (React's `onAllReady`,
 * app/entry.server.tsx), and for a browser that could not fetch it before hydrating. Otherwise
 * the module is here before the results render: fetched above, or awaited by the lookup
 * (use-downloader.ts).
 */
const SuspendingResults = lazy(async () => ({ default: await loadResults() }))

/** The results (results.tsx), rendered at once when their chunk is here. */
export function LazyResults(props: ResultsProps) {
  const View = loaded ?? SuspendingResults
  return <View {...props} />
}

/**
 * Where the results were, when their code cannot be had (offline, or a page older than the
 * site's release, whose chunk is gone), or they fail to render, and React gives up on them:
 * `fallback` says so there, instead of the whole page's error.
 */
export class ResultsBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

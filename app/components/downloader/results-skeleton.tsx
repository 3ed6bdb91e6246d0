/** As many placeholder cards as a video usually has thumbnails. */
const PLACEHOLDERS = 6

/**
 * The shape of the results while the first lookup runs. It takes their place
 * at once (within the 500 ms after the click that CLS forgives), so the
 * results replace it instead of pushing the page down when they arrive.
 */
export function ResultsSkeleton() {
  return (
    <div aria-hidden="true" className="mx-auto mt-12 w-full max-w-6xl animate-pulse text-start">
      <div className="h-8 w-64 max-w-full rounded-lg bg-slate-200" />
      <div className="mt-2 h-5 w-40 rounded bg-slate-100 sm:hidden" />
      <div className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {Array.from({ length: PLACEHOLDERS }, (_, i) => (
          <div key={i} className="rounded-2xl bg-white p-2 ring-1 ring-slate-200">
            <div className="aspect-video rounded-xl bg-slate-200" />
            <div className="mx-1 mt-3 mb-1 h-6 w-3/4 rounded bg-slate-200" />
            <div className="mx-1 mb-1 h-5 w-1/2 rounded bg-slate-100" />
          </div>
        ))}
      </div>
      <div className="mt-6 h-31 rounded-2xl bg-slate-100 sm:h-20" />
    </div>
  )
}

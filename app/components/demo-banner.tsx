/** Shown on every page when the site runs as `npm run demo`. */
export function DemoBanner() {
  return (
    <p role="note" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
      <strong>Demo mode:</strong> thumbnails come from a local test image host, not from YouTube.
      Every link works; the pictures are generated samples.
    </p>
  )
}

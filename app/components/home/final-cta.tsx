import { DOWNLOAD_SECTION, ScrollLink } from './scroll-link.tsx'

/** Section 8: the last nudge back up to the downloader. */
export function FinalCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pt-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2
          id="cta-title"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          Ready to grab your thumbnail?
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white">
          Paste a link and get every size in seconds. Free, with no sign-up, on any device.
        </p>
        <div className="mt-8">
          <ScrollLink to={DOWNLOAD_SECTION} variant="inverted">
            Start downloading
          </ScrollLink>
        </div>
      </div>
    </section>
  )
}

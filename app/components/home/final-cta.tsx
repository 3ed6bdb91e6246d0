import { useT } from '#app/i18n/i18n.tsx'
import { DOWNLOAD_SECTION, ScrollLink } from './scroll-link.tsx'

/** Section 8: the last nudge back up to the downloader. */
export function FinalCta() {
  const t = useT()
  return (
    <section aria-labelledby="cta-title" className="px-4 pt-4 pb-16 sm:px-6 sm:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-brand-600 px-6 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2
          id="cta-title"
          className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t('home.cta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-white">{t('home.cta.lead')}</p>
        <div className="mt-8">
          <ScrollLink to={DOWNLOAD_SECTION} variant="inverted">
            {t('home.cta.button')}
          </ScrollLink>
        </div>
      </div>
    </section>
  )
}

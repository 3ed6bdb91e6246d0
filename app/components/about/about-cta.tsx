import { Link } from 'react-router'
import { useT } from '#app/i18n/i18n.tsx'
import { ArrowRightIcon } from '../ui/line-icon.tsx'
import { DOWNLOAD_SECTION_ID, useGoToDownloader } from './use-go-to-downloader.ts'
import { useLocalize } from '#app/i18n/locale.ts'

export function AboutCta() {
  const goToDownloader = useGoToDownloader()
  const t = useT()
  const localize = useLocalize()

  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-600 px-4 py-12 text-center text-white shadow-xl sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="absolute -top-20 -right-20 size-64 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-16 size-56 rounded-full bg-brand-800/40"
        />
        <h2
          id="cta-title"
          className="relative text-2xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t('about.cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white">{t('about.cta.lead')}</p>
        {/* A real link, so it works before hydration and opens in a new tab on a modified click. */}
        <Link
          to={localize(`/#${DOWNLOAD_SECTION_ID}`)}
          onClick={(event) => {
            const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
            if (event.button !== 0 || modified) return
            event.preventDefault()
            void goToDownloader()
          }}
          className="relative mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-4 py-4 text-base font-bold sm:px-7 sm:text-lg text-brand-700 shadow-lg transition hover:bg-brand-50 focus-visible:outline-white"
        >
          {t('about.cta.button')}
          <ArrowRightIcon className="hidden size-5 sm:block" />
        </Link>
      </div>
    </section>
  )
}

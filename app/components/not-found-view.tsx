import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'

const BUTTON =
  'rounded-lg bg-brand-600 px-4 py-3 font-semibold text-balance text-white shadow hover:bg-brand-700 sm:px-6 sm:whitespace-nowrap'

export function NotFoundView() {
  const { pathname } = useLocation()
  const t = useT()
  const localize = useLocalize()

  // A warning, not an error, as in app/lib/enhance.server.ts.
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="flex min-h-[60vh] items-center justify-center bg-slate-50 px-4 py-20">
      <div className="max-w-lg text-center">
        <p className="text-8xl font-black tracking-tight text-brand-600" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-extrabold">
          <Rich
            text={t('errorPage.notFound.title')}
            tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
          />
        </h1>
        <p className="mt-4 text-lg text-slate-600">{t('errorPage.notFound.lead')}</p>
        {/*
          Two ways on, neither ranked above the other: one look, one size. Stacked on a phone;
          side by side in two equal columns from `sm`, on one line each, the row wider than
          the text above (the second label alone is some 330 px wide).
        */}
        <div className="mx-auto mt-8 grid max-w-sm gap-3 text-center sm:-mx-16 sm:max-w-none sm:grid-cols-2">
          <Link to={localize('/')} className={BUTTON}>
            {t('errorPage.notFound.home')}
          </Link>
          <Link to={localize('/#download-section')} className={BUTTON}>
            {t('errorPage.notFound.downloader')}
          </Link>
        </div>
      </div>
    </section>
  )
}

import { Suspense } from 'react'
import { messagesFor } from '#app/i18n/catalog.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { localeOfPath } from '#core/locales.ts'
import { ThumbnailTester } from '#app/components/thumbnail-tester/thumbnail-tester.tsx'
import { LockIcon } from '#app/components/thumbnail-tester/tester-icons.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/preview'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/preview',
    title: t('meta.preview.title', { site: site.name }),
    description: t('meta.preview.description'),
    keywords: t('meta.preview.keywords'),
  }))
}

/** The tester's own words, the feed mock-ups', and a failed lookup's (tester-failure.ts). */
const PREVIEW_MESSAGES = ['tester', 'feed', 'errors'] as const

export function loader({ request }: Route.LoaderArgs) {
  return { messages: messagesFor(localeOfPath(new URL(request.url).pathname), PREVIEW_MESSAGES) }
}

/**
 * Prerendered like the other pages; the tester itself runs in the browser once the app
 * hydrates, and until then (or without JavaScript) the page says why it needs a script.
 * The introduction and the tester are Suspense boundaries, hydrated one at a time after the
 * frame (selective hydration, docs/decisions/027-scripts-only-where-needed.md); nothing
 * suspends.
 */
export default function PreviewPage() {
  const t = useT()
  return (
    <div className="bg-linear-to-b from-brand-50 to-white bg-size-[100%_28rem] bg-no-repeat">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
        <Suspense>
          <header className="max-w-3xl">
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              {t('tester.eyebrow')}
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('tester.title')}
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-700">{t('tester.lead')}</p>
            <p className="mt-4 flex gap-2 text-base font-medium text-ink">
              <LockIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>{t('tester.private')}</span>
            </p>
          </header>
        </Suspense>
        <noscript>
          <p className="mt-8 max-w-3xl rounded-2xl bg-amber-100 p-5 text-base font-medium text-amber-950">
            {t('tester.noScript')}
          </p>
        </noscript>
        <div className="mt-10">
          <Suspense>
            <ThumbnailTester />
          </Suspense>
        </div>
      </div>
    </div>
  )
}

import { Suspense } from 'react'
import { ThumbnailTester } from '#app/components/thumbnail-tester/thumbnail-tester.tsx'
import { LockIcon } from '#app/components/thumbnail-tester/tester-icons.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import type { Route } from './+types/preview'

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site) => ({
    path: '/preview',
    title: `Test your thumbnail: see it in YouTube’s feed | ${site.name}`,
    description:
      'Preview your own thumbnail in YouTube’s home feed, search results, Up next and phone feed, light and dark, with your title. Compare up to three pictures. Nothing is uploaded.',
    keywords: [
      'youtube thumbnail preview',
      'test youtube thumbnail',
      'thumbnail tester',
      'youtube thumbnail checker',
    ],
  }))
}

/**
 * Prerendered like the other pages; the tester itself runs in the browser once the app
 * hydrates, and until then (or without JavaScript) the page says why it needs a script.
 * The introduction and the tester are Suspense boundaries, hydrated one at a time after the
 * frame (selective hydration, docs/decisions/027-scripts-only-where-needed.md); nothing
 * suspends.
 */
export default function PreviewPage() {
  return (
    <div className="bg-linear-to-b from-brand-50 to-white bg-size-[100%_28rem] bg-no-repeat">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-20 sm:px-6 sm:pt-16">
        <Suspense>
          <header className="max-w-3xl">
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              For creators
            </p>
            <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
              Test your thumbnail
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-700">
              See your thumbnail where viewers will meet it, before you publish: in YouTube’s home
              feed, search results, “Up next” column and phone feed, on light and dark backgrounds,
              with your title beside it. Compare up to three pictures side by side, and check
              whether their text stays readable at the smallest size.
            </p>
            <p className="mt-4 flex gap-2 text-base font-medium text-ink">
              <LockIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span>
                Nothing is uploaded. Your pictures stay in this browser: the page shows them from
                your device and forgets them when you remove them or leave.
              </span>
            </p>
          </header>
        </Suspense>
        <noscript>
          <p className="mt-8 max-w-3xl rounded-2xl bg-amber-100 p-5 text-base font-medium text-amber-950">
            The tester runs entirely in your browser, which is how your pictures stay on your
            device, so it needs JavaScript. Turn JavaScript on for this site to try your pictures.
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

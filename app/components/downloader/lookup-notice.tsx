import { TOASTS } from '#core/toasts.ts'
import { AlertIcon } from './downloader-icons.tsx'
import type { LookupFailure } from './downloader-state.ts'

const TEXT = {
  invalid_url: TOASTS.invalidUrl,
  no_thumbnails: TOASTS.noThumbnails,
  fetch_failed: TOASTS.fetchFailed,
} as const

/** A failed lookup the server rendered (a deep link, or the form without JavaScript). */
export function LookupNotice({ failure }: { failure: LookupFailure }) {
  const { title, description } = TEXT[failure]
  return (
    <div
      role="alert"
      className="mx-auto mt-6 flex w-full max-w-2xl gap-3 rounded-2xl border border-brand-200 bg-white p-4 text-left shadow-sm"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
    </div>
  )
}

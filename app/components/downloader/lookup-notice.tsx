import { LOOKUP_NOTICES } from '#core/lookup-notices.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'
import { AlertIcon } from './downloader-icons.tsx'
import type { LookupNoticeKind } from './downloader-state.ts'
import { noticeWords } from './notice-words.ts'

/**
 * A failed lookup, said in the downloader until the link changes (a toast fades; this stays),
 * in the page's words (`errors.lookup`: notice-words.ts; core/lookup-notices.ts says whether
 * to offer "Try again"). "Try again", where asking again can help, is a GET
 * form for the same link, so it works without JavaScript too; with it, `onRetry` looks the link
 * up in place.
 */
export function LookupNotice({
  failure,
  input,
  onRetry,
}: {
  failure: LookupNoticeKind
  input: string
  onRetry: () => void
}) {
  const t = useT()
  const localize = useLocalize()
  const { tryAgain } = LOOKUP_NOTICES[failure]
  const { title, description } = noticeWords(t, failure)
  return (
    <div
      role="alert"
      className="mx-auto mt-6 flex w-full max-w-2xl gap-3 rounded-2xl border border-brand-200 bg-white p-4 text-start shadow-sm"
    >
      <AlertIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <div>
          <p className="font-semibold text-ink">{title}</p>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
        {tryAgain && (
          <form
            method="get"
            action={localize('/')}
            onSubmit={(event) => {
              event.preventDefault()
              onRetry()
            }}
          >
            <input type="hidden" name="url" value={input} />
            <button
              type="submit"
              className="inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-bold text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50"
            >
              {t('downloader.notice.tryAgain')}
            </button>
          </form>
        )}
      </div>
    </div>
  )
}

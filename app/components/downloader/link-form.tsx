import { useContext } from 'react'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { useLocalize } from '#app/i18n/locale.ts'
import { invalidUrlToastName } from '#core/toast-names.ts'
import type { InvalidReason } from '#core/youtube-url.ts'
import { AlertIcon, LinkIcon, Spinner } from './downloader-icons.tsx'
import { ManyLinksSwitch } from './many-links-switch.ts'
import { pasteStartsLookup } from './downloader-state.ts'

export const LINK_INPUT_ID = 'youtube-url'
export const SUBMIT_ID = 'youtube-url-submit'
const ERROR_ID = 'youtube-url-error'

/**
 * The link field and its button. A real GET form to `/`: before hydration or
 * without JavaScript it submits `?url=…` and the server renders the results.
 *
 * A link that names no video marks the field invalid, with the reason under it
 * (`aria-describedby`). While a lookup runs the button keeps its width and its
 * focus (`aria-disabled`, not `disabled`, which would drop focus to the page);
 * once it is `slow`, a line under the form says it is still working and offers
 * Cancel. Pasting a video link into the empty field looks it up at once. Focus coming into
 * the form calls `onEngage`: time to fetch what a lookup will show.
 */
export function LinkForm({
  value,
  loading,
  slow,
  fieldError,
  onChange,
  onLookup,
  onCancel,
  onEngage,
}: {
  value: string
  loading: boolean
  slow: boolean
  fieldError: InvalidReason | null
  onChange: (value: string) => void
  onLookup: (value: string) => void
  onCancel: () => void
  onEngage: () => void
}) {
  const t = useT()
  const localize = useLocalize()
  return (
    <form
      method="get"
      action={localize('/')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onLookup(value)
      }}
      onFocus={onEngage}
      className="relative mx-auto w-full max-w-2xl text-start"
    >
      <label htmlFor={LINK_INPUT_ID} className="mb-2 block text-sm font-semibold text-slate-700">
        {t('downloader.linkLabel')}
      </label>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:gap-2">
        {/* A link reads left to right in every language, its icon before it. */}
        <div dir="ltr" className="relative min-w-0 flex-1">
          <LinkIcon className="pointer-events-none absolute top-1/2 start-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={LINK_INPUT_ID}
            name="url"
            type="text"
            inputMode="url"
            enterKeyHint="go"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t('downloader.linkPlaceholder')}
            value={value}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? ERROR_ID : undefined}
            onChange={(event) => onChange(event.target.value)}
            onPaste={(event) => {
              // The paste itself still lands in the field (onChange); the lookup starts with it.
              const pasted = event.clipboardData.getData('text')
              if (!loading && pasteStartsLookup(value, pasted)) onLookup(pasted)
            }}
            className="h-12 w-full rounded-xl border-0 bg-slate-50 pe-3 ps-10 text-base text-ink placeholder:text-slate-400 focus:bg-white focus-visible:outline-2 focus-visible:outline-focus-ring aria-invalid:bg-white aria-invalid:ring-2 aria-invalid:ring-brand-600 aria-invalid:ring-inset"
          />
        </div>
        <button
          id={SUBMIT_ID}
          type="submit"
          aria-disabled={loading || undefined}
          className="relative inline-flex h-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 px-6 font-bold text-white shadow transition-colors hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:bg-brand-700"
        >
          {/* The name stays (and keeps the width) while the spinner covers it. */}
          <span className={loading ? 'opacity-0' : undefined}>{t('downloader.submit')}</span>
          {loading && <Spinner className="absolute size-5 animate-spin" />}
        </button>
      </div>
      {fieldError && (
        <p id={ERROR_ID} className="mt-2 flex gap-1.5 text-sm font-semibold text-brand-700">
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {fieldError === 'playlist' || fieldError === 'channel' ? (
            <ManyLinksOffer link={value} what={fieldError} />
          ) : (
            t(`toasts.${invalidUrlToastName(fieldError)}.description`)
          )}
        </p>
      )}
      {/*
        Present from the start, so screen readers announce what appears in it. It sits in the
        gap above what follows the form (the results or their placeholder), so its coming
        seconds after the click moves nothing (no layout shift).
      */}
      <div role="status" className="absolute inset-x-0 top-full">
        {slow && (
          <p className="mt-2 flex items-center gap-3 text-sm text-slate-700">
            <span>{t('downloader.stillLooking')}</span>
            <button
              type="button"
              onClick={onCancel}
              className="inline-flex h-9 items-center rounded-lg bg-white px-3 font-semibold text-ink ring-1 ring-slate-300 hover:ring-brand-600 hover:text-brand-700"
            >
              {t('downloader.cancel')}
            </button>
          </p>
        )}
      </div>
    </form>
  )
}

/**
 * Under a refused playlist or channel link: where such a link works, and a link to the Many
 * links mode (`/?mode=many`, so it works without the page's script too); once the page runs,
 * a click switches the mode in place with the link carried over. Its sentence differs from the
 * toast's, so the same words never show twice at once.
 */
function ManyLinksOffer({ link, what }: { link: string; what: 'playlist' | 'channel' }) {
  const t = useT()
  const localize = useLocalize()
  const switchToMany = useContext(ManyLinksSwitch)
  return (
    <span>
      <Rich
        text={t('downloader.manyLinksOffer', { what })}
        tags={{
          link: (text) => (
            <a
              href={localize('/?mode=many')}
              onClick={(event) => {
                if (!switchToMany || event.button !== 0 || event.metaKey || event.ctrlKey) return
                event.preventDefault()
                switchToMany(link.trim())
              }}
              className="font-bold underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-focus-ring"
            >
              {text}
            </a>
          ),
        }}
      />
    </span>
  )
}

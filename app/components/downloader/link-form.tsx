import { LinkIcon, Spinner } from './downloader-icons.tsx'

export const LINK_INPUT_ID = 'youtube-url'

/**
 * The link field and its button. A real GET form to `/`: before hydration or
 * without JavaScript it submits `?url=…` and the server renders the results.
 */
export function LinkForm({
  value,
  loading,
  onChange,
  onLookup,
}: {
  value: string
  loading: boolean
  onChange: (value: string) => void
  onLookup: (value: string) => void
}) {
  return (
    <form
      method="get"
      action="/"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onLookup(value)
      }}
      className="mx-auto w-full max-w-2xl text-left"
    >
      <label htmlFor={LINK_INPUT_ID} className="mb-2 block text-sm font-semibold text-slate-700">
        YouTube video link
      </label>
      <div className="flex flex-col gap-3 rounded-2xl bg-white p-2 shadow-lg ring-1 ring-slate-200 sm:flex-row sm:gap-2">
        <div className="relative min-w-0 flex-1">
          <LinkIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
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
            placeholder="https://www.youtube.com/watch?v=…"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className="h-12 w-full rounded-xl border-0 bg-slate-50 pr-3 pl-10 text-base text-ink placeholder:text-slate-400 focus:bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        <button
          type="submit"
          disabled={loading}
          className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-bold text-white shadow transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-700"
        >
          {loading && <Spinner className="size-5 animate-spin" />}
          Get Thumbnails
        </button>
      </div>
    </form>
  )
}

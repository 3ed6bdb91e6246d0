import { useId, useState, type ReactNode } from 'react'
import { CHANNEL_VIDEOS_SHOWN, shownSentence } from './channel-videos.ts'
import type { RealVideoState } from './use-real-video.ts'

const FIELD =
  'block w-full min-w-0 rounded-xl border-0 bg-white px-4 py-3 text-base text-ink ring-1 ring-slate-500 placeholder:text-slate-500 focus:ring-2 focus:ring-focus-ring focus:outline-none aria-invalid:ring-2 aria-invalid:ring-red-600'

/**
 * "Compare with a real video or channel": a video link, looked up through this site's API,
 * whose picture then stands beside the visitor's in the mock-ups; or a channel link, whose
 * newest videos (CHANNEL_VIDEOS_SHOWN) stand there instead.
 */
export function RealVideoForm({
  video,
  disabled,
  onShow,
  onClear,
}: {
  video: RealVideoState
  disabled: boolean
  onShow: (link: string) => void
  onClear: () => void
}) {
  const [link, setLink] = useState('')
  const id = useId()
  const failed = video.state === 'failed'
  const remove = () => {
    setLink('')
    onClear()
  }
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        onShow(link)
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-ink">
        Compare with a real video or channel{' '}
        <span className="font-normal text-slate-600">(optional)</span>
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        Paste the link of a video you would compete with, or one of your own: its thumbnail joins
        yours in every place below. Paste a channel’s link to see yours beside its{' '}
        {CHANNEL_VIDEOS_SHOWN} newest videos.
      </p>
      <label htmlFor={`${id}-link`} className="sr-only">
        YouTube video or channel link
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-link`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="A YouTube video or channel link"
          value={link}
          disabled={disabled}
          onChange={(event) => setLink(event.currentTarget.value)}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : `${id}-hint`}
          className={FIELD}
        />
        <button
          type="submit"
          disabled={disabled || video.state === 'looking'}
          className="shrink-0 rounded-xl bg-ink px-5 py-3 font-bold text-white transition-colors hover:bg-slate-800 disabled:cursor-wait disabled:opacity-70"
        >
          {video.state === 'looking' ? 'Looking up…' : 'Show beside mine'}
        </button>
      </div>
      <div aria-live="polite">
        {failed && (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {video.message}
          </p>
        )}
        {video.state === 'channel' && (
          <Showing remove="Remove the channel’s videos" onRemove={remove}>
            {shownSentence(video.channel)}
          </Showing>
        )}
        {video.state === 'shown' && (
          <Showing remove="Remove the real video" onRemove={remove}>
            Showing “{video.video.title ?? video.video.videoId}”
            {video.video.channel && ` by ${video.video.channel}`} beside your pictures.
          </Showing>
        )}
      </div>
    </form>
  )
}

/** What stands beside the visitor's pictures, with the button that takes it away. */
function Showing({
  remove,
  onRemove,
  children,
}: {
  remove: string
  onRemove: () => void
  children: ReactNode
}) {
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-lg px-2 py-1 font-bold text-brand-700 underline underline-offset-2 hover:bg-brand-50"
      >
        {remove}
      </button>
    </p>
  )
}

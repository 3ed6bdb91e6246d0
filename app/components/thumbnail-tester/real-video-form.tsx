import { useId, useState, type ReactNode } from 'react'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { CHANNEL_VIDEOS_SHOWN } from './channel-videos.ts'
import { failureText } from './tester-failure.ts'
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
  const t = useT()
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
        <Rich text={t('tester.compareTitle')} tags={{ optional }} />
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {t('tester.compareHint', { count: CHANNEL_VIDEOS_SHOWN })}
      </p>
      <label htmlFor={`${id}-link`} className="sr-only">
        {t('tester.linkLabel')}
      </label>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-link`}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('tester.linkPlaceholder')}
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
          {video.state === 'looking' ? t('tester.lookingUp') : t('tester.show')}
        </button>
      </div>
      <div aria-live="polite">
        {failed && (
          <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
            {failureText(t, video.failure)}
          </p>
        )}
        {video.state === 'channel' && (
          <Showing remove={t('tester.removeChannel')} onRemove={remove}>
            {t('tester.showingChannel', {
              count: video.channel.videos.length,
              channel: video.channel.name ?? t('tester.thisChannel'),
            })}
          </Showing>
        )}
        {video.state === 'shown' && (
          <Showing remove={t('tester.removeVideo')} onRemove={remove}>
            {video.video.channel
              ? t('tester.showingVideoBy', {
                  title: video.video.title ?? video.video.videoId,
                  channel: video.video.channel,
                })
              : t('tester.showingVideo', { title: video.video.title ?? video.video.videoId })}
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

/** The "(optional)" after a heading or a label, in a lighter weight. */
export function optional(text: string) {
  return <span className="font-normal text-slate-600">{text}</span>
}

/**
 * "Test your thumbnail" (app/routes/preview.tsx): the visitor's own pictures, with a title and
 * optionally a channel and a length, in the feed mock-ups the results page draws
 * (app/components/feed-preview/feed-mockups.tsx), side by side, each checked for text too
 * small to read (core/legibility.ts), and optionally beside a real video's thumbnail or a
 * channel's newest videos (channel-videos.ts). The
 * pictures never leave the browser: they are shown from object URLs (use-tester-pictures.ts).
 */
import { Suspense, useId, useRef, useState } from 'react'
import { EXAMPLE_DURATION } from '#app/components/feed-preview/feed-sizes.ts'
import { FeedMockups, type FeedCandidate } from '#app/components/feed-preview/feed-mockups.tsx'
import { thumbnailCandidate } from '#app/components/feed-preview/thumbnail-candidate.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { parseDuration } from '#core/video-duration.ts'
import { channelCandidates } from './channel-videos.ts'
import { PictureDrop } from './picture-drop.tsx'
import { PictureList } from './picture-list.tsx'
import { optional, RealVideoForm } from './real-video-form.tsx'
import { useRealVideo } from './use-real-video.ts'
import { useTesterPictures } from './use-tester-pictures.ts'

/** YouTube's longest title, in characters. */
const TITLE_MAX = 100

const FIELD =
  'mt-1.5 block w-full rounded-xl border-0 bg-white px-4 py-3 text-base text-ink ring-1 ring-slate-500 placeholder:text-slate-500 focus:ring-2 focus:ring-focus-ring focus:outline-none disabled:opacity-60 aria-invalid:ring-2 aria-invalid:ring-red-600'

const CARD = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8'

export function ThumbnailTester() {
  const t = useT()
  const hydrated = useHydrated()
  const pictures = useTesterPictures()
  const real = useRealVideo()
  const [title, setTitle] = useState('')
  const [channel, setChannel] = useState('')
  const [durationInput, setDurationInput] = useState('')
  const picker = useRef<HTMLInputElement>(null)
  const id = useId()

  const duration = parseDuration(durationInput)
  const badge = (duration.ok && duration.text) || EXAMPLE_DURATION
  const candidates: FeedCandidate[] = pictures.pictures.map((picture, index) => ({
    id: picture.id,
    label: t('tester.pictureLabel', { number: index + 1 }),
    source: () => ({ src: picture.url }),
    retry: false,
    title: title.trim() || null,
    channel: channel.trim() || null,
    duration: badge,
  }))
  if (real.video.state === 'shown') {
    const { video } = real.video
    candidates.push(
      thumbnailCandidate({
        id: `real-${video.videoId}`,
        label: t('tester.realVideoLabel'),
        thumbnail: video.thumbnail,
        cropped: false,
        title: video.title,
        channel: video.channel,
      }),
    )
  }
  if (real.video.state === 'channel') {
    candidates.push(
      ...channelCandidates(real.video.channel, (number) =>
        t('tester.channelVideoLabel', { number }),
      ),
    )
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby={`${id}-yours`} className={CARD}>
        <h2 id={`${id}-yours`} className="text-xl font-extrabold tracking-tight text-ink">
          {t('tester.yourVideo')}
        </h2>
        <div className="mt-4 space-y-4">
          <PictureDrop
            held={pictures.pictures.length}
            disabled={!hydrated}
            onFiles={pictures.add}
            inputRef={picker}
          />
          {pictures.notice && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
            >
              {pictures.notice}
            </p>
          )}
          <PictureList
            pictures={pictures.pictures}
            onReplace={pictures.replace}
            onRemove={(pictureId) => {
              pictures.remove(pictureId)
              picker.current?.focus()
            }}
          />
          <div className="grid gap-4 sm:grid-cols-[1fr_1fr_10rem]">
            <div className="sm:col-span-3">
              <label htmlFor={`${id}-title`} className="block text-sm font-semibold text-ink">
                {t('tester.titleField')}
              </label>
              <input
                id={`${id}-title`}
                value={title}
                maxLength={TITLE_MAX}
                disabled={!hydrated}
                onChange={(event) => setTitle(event.currentTarget.value)}
                placeholder={t('tester.titlePlaceholder')}
                className={FIELD}
              />
            </div>
            <div className="sm:col-span-2">
              <label htmlFor={`${id}-channel`} className="block text-sm font-semibold text-ink">
                <Rich text={t('tester.channelField')} tags={{ optional }} />
              </label>
              <input
                id={`${id}-channel`}
                value={channel}
                maxLength={TITLE_MAX}
                disabled={!hydrated}
                onChange={(event) => setChannel(event.currentTarget.value)}
                className={FIELD}
              />
            </div>
            <div>
              <label htmlFor={`${id}-duration`} className="block text-sm font-semibold text-ink">
                <Rich text={t('tester.lengthField')} tags={{ optional }} />
              </label>
              <input
                id={`${id}-duration`}
                value={durationInput}
                inputMode="numeric"
                placeholder="8:05"
                disabled={!hydrated}
                onChange={(event) => setDurationInput(event.currentTarget.value)}
                aria-invalid={!duration.ok || undefined}
                aria-describedby={duration.ok ? undefined : `${id}-duration-error`}
                className={FIELD}
              />
            </div>
            {!duration.ok && (
              <p
                id={`${id}-duration-error`}
                className="text-sm font-medium text-red-700 sm:col-span-3"
              >
                {t('tester.durationHint')}
              </p>
            )}
          </div>
        </div>
      </section>

      {/* Hydrated after the first card, at a lower priority; nothing suspends. */}
      <Suspense>
        <section className={CARD}>
          <RealVideoForm
            video={real.video}
            disabled={!hydrated}
            onShow={(link) => void real.show(link)}
            onClear={real.clear}
          />
        </section>
      </Suspense>

      <section aria-labelledby={`${id}-feed`}>
        <h2 id={`${id}-feed`} className="text-2xl font-extrabold tracking-tight text-ink">
          {t('tester.feedTitle')}
        </h2>
        {candidates.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('tester.feedEmpty')}</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-600">
              {[
                t('tester.feedLead'),
                !(duration.ok && duration.text) &&
                  t('tester.exampleLength', { duration: EXAMPLE_DURATION }),
                real.video.state === 'shown' &&
                  t('tester.realVideoLength', { duration: EXAMPLE_DURATION }),
                real.video.state === 'channel' &&
                  t('tester.channelLength', { duration: EXAMPLE_DURATION }),
              ]
                .filter(Boolean)
                .join(' ')}
            </p>
            <div className="mt-4">
              <FeedMockups candidates={candidates} />
            </div>
          </>
        )}
      </section>
    </div>
  )
}

/**
 * The chosen picture as YouTube will show it: in the home feed, a search
 * result, the "Up next" column and a phone's feed, at those places' sizes
 * (feed-sizes.ts), on YouTube's light and dark backgrounds, with the title and
 * channel from the lookup and a length badge. An upright picture (a Short's
 * cover) is shown in the Shorts shelf instead, as YouTube shows it. Loaded on demand
 * (lazy-feed-preview.tsx), so the home page's first load does not carry it.
 *
 * The colours are YouTube's own, fixed: the preview must look like YouTube in
 * either theme, whatever this site's colour scheme is (app/app.css changes
 * only the named utility colours, not these arbitrary values).
 */
import { needsConversion } from '#core/qualities.ts'
import { usePictureRetry } from '#app/lib/picture-retry.ts'
import type { AvailableThumbnail } from '#core/lookup.ts'
import {
  EXAMPLE_DURATION,
  FEED_SIZES,
  isUpright,
  SHORTS_SIZES,
  type FeedPlace,
  type ShortsPlace,
} from './feed-sizes.ts'

type Place = { width: number; height: number; label: string }
const PLACES: Record<FeedPlace | ShortsPlace, Place> = { ...FEED_SIZES, ...SHORTS_SIZES }

export type FeedPreviewProps = {
  thumbnail: AvailableThumbnail
  /** The picture is downloaded without its black bars: preview it that way. */
  cropped: boolean
  title: string | null
  channel: string | null
}

const THEMES = {
  light: {
    label: 'Light background',
    page: 'bg-[#ffffff] ring-1 ring-[#e5e5e5]',
    primary: 'text-[#0f0f0f]',
    secondary: 'text-[#606060]',
    avatar: 'bg-[#e5e5e5] text-[#0f0f0f]',
    skeleton: 'bg-[#e5e5e5]',
  },
  dark: {
    label: 'Dark background',
    page: 'bg-[#0f0f0f] ring-1 ring-[#3f3f3f]',
    primary: 'text-[#f1f1f1]',
    secondary: 'text-[#aaaaaa]',
    avatar: 'bg-[#3f3f3f] text-[#f1f1f1]',
    skeleton: 'bg-[#272727]',
  },
} as const

type Theme = (typeof THEMES)[keyof typeof THEMES]

/** Where the picture comes from: always this site's endpoints, never the image host. */
function pictureSource(thumbnail: AvailableThumbnail, cropped: boolean, width: number) {
  const preview = cropped ? `${thumbnail.previewUrl}?crop=letterbox` : thumbnail.previewUrl
  // The small preview is at most 320 wide; a larger or denser place may take the JPG itself,
  // when serving it costs no conversion (an upscaled or cropped picture stays on the preview).
  const previewWidth = Math.min(thumbnail.width, 320)
  const original = !cropped && !needsConversion(thumbnail.quality, 'jpg') && thumbnail.width > 320
  return {
    src: preview,
    srcSet: original
      ? `${preview} ${previewWidth}w, ${thumbnail.downloadUrl} ${thumbnail.width}w`
      : undefined,
    sizes: original ? `${width}px` : undefined,
  }
}

function Picture({
  place,
  props,
  radius,
  badge,
}: {
  place: FeedPlace | ShortsPlace
  props: FeedPreviewProps
  radius: string
  /** The length badge's size; none in the Shorts shelf. */
  badge: 'small' | 'normal' | null
}) {
  const { width, height } = PLACES[place]
  const source = pictureSource(props.thumbnail, props.cropped, width)
  const retry = usePictureRetry()
  return (
    <span
      data-feed-picture={place}
      className={`relative block max-w-full shrink-0 overflow-hidden bg-[#272727] ${radius}`}
      style={{ width, aspectRatio: `${width} / ${height}` }}
    >
      <img
        {...source}
        {...retry}
        alt=""
        width={width}
        height={height}
        decoding="async"
        className="size-full object-cover"
      />
      {badge && (
        <span
          aria-hidden="true"
          className={`absolute rounded bg-[rgb(0_0_0/0.8)] font-medium text-[#ffffff] ${
            badge === 'small'
              ? 'right-1 bottom-1 px-1 text-[11px] leading-4'
              : 'right-2 bottom-2 px-1 text-xs leading-[18px]'
          }`}
        >
          {EXAMPLE_DURATION}
        </span>
      )}
    </span>
  )
}

function Avatar({ channel, theme }: { channel: string | null; theme: Theme }) {
  const initial = channel?.trim().charAt(0).toUpperCase() || '?'
  return (
    <span
      aria-hidden="true"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${theme.avatar}`}
    >
      {initial}
    </span>
  )
}

/** What YouTube writes under the title (views, age): unknown here, so a neutral bar. */
function MetaBar({ theme, width }: { theme: Theme; width: string }) {
  return (
    <span aria-hidden="true" className={`mt-1.5 block h-2.5 rounded ${width} ${theme.skeleton}`} />
  )
}

function Caption({ place, theme }: { place: FeedPlace | ShortsPlace; theme: Theme }) {
  const { label, width, height } = PLACES[place]
  return (
    <figcaption className={`mb-2 text-xs font-semibold ${theme.secondary}`}>
      {label} ·{' '}
      <span className="whitespace-nowrap">
        {width} × {height}
      </span>
    </figcaption>
  )
}

function Places({ props, theme }: { props: FeedPreviewProps; theme: Theme }) {
  const title = props.title ?? 'Your video’s title'
  const channel = props.channel ?? 'Your channel'
  const titleText = `line-clamp-2 font-medium [overflow-wrap:anywhere] ${theme.primary}`
  return (
    <div className="flex flex-wrap items-start gap-x-5 gap-y-6">
      <figure className="w-[320px] max-w-full">
        <Caption place="home" theme={theme} />
        <Picture place="home" props={props} radius="rounded-xl" badge="normal" />
        <span className="mt-3 flex gap-3">
          <Avatar channel={props.channel} theme={theme} />
          <span className="min-w-0">
            <span className={`${titleText} text-base leading-[22px]`}>{title}</span>
            <span className={`mt-1 block truncate text-sm ${theme.secondary}`}>{channel}</span>
            <MetaBar theme={theme} width="w-28" />
          </span>
        </span>
      </figure>
      <figure className="w-[390px] max-w-full">
        <Caption place="phone" theme={theme} />
        <Picture place="phone" props={props} radius="rounded-none" badge="normal" />
        <span className="mt-3 flex gap-3 px-3">
          <Avatar channel={props.channel} theme={theme} />
          <span className="min-w-0">
            <span className={`${titleText} text-[15px] leading-5`}>{title}</span>
            <span className={`mt-1 block truncate text-xs ${theme.secondary}`}>{channel}</span>
          </span>
        </span>
      </figure>
      <figure className="w-[336px] max-w-full">
        <Caption place="sidebar" theme={theme} />
        <span className="flex gap-2">
          <Picture place="sidebar" props={props} radius="rounded-lg" badge="small" />
          <span className="min-w-0">
            <span className={`${titleText} text-sm leading-5`}>{title}</span>
            <span className={`mt-1 block truncate text-xs ${theme.secondary}`}>{channel}</span>
            <MetaBar theme={theme} width="w-20" />
          </span>
        </span>
      </figure>
      <figure className="w-[760px] max-w-full">
        <Caption place="search" theme={theme} />
        <span className="flex flex-col gap-3 sm:flex-row sm:gap-4">
          <Picture place="search" props={props} radius="rounded-xl" badge="normal" />
          <span className="min-w-0">
            <span className={`${titleText} text-lg leading-[26px]`}>{title}</span>
            <MetaBar theme={theme} width="w-32" />
            <span className={`mt-3 flex items-center gap-2 text-xs ${theme.secondary}`}>
              <Avatar channel={props.channel} theme={theme} />
              <span className="truncate">{channel}</span>
            </span>
          </span>
        </span>
      </figure>
    </div>
  )
}

/** The Shorts shelf: a tall card with the title and a view count under it, no channel. */
function ShortsPlaces({ props, theme }: { props: FeedPreviewProps; theme: Theme }) {
  const title = props.title ?? 'Your video’s title'
  const titleText = `line-clamp-2 font-medium [overflow-wrap:anywhere] ${theme.primary}`
  return (
    <div className="flex flex-wrap items-start gap-x-5 gap-y-6">
      <figure className="w-[210px] max-w-full">
        <Caption place="shorts" theme={theme} />
        <Picture place="shorts" props={props} radius="rounded-xl" badge={null} />
        <span className={`mt-2 ${titleText} text-base leading-[22px]`}>{title}</span>
        <MetaBar theme={theme} width="w-20" />
      </figure>
      <figure className="w-[179px] max-w-full">
        <Caption place="shortsPhone" theme={theme} />
        <Picture place="shortsPhone" props={props} radius="rounded-lg" badge={null} />
        <span className={`mt-2 ${titleText} text-sm leading-5`}>{title}</span>
        <MetaBar theme={theme} width="w-16" />
      </figure>
    </div>
  )
}

export function FeedPreview(props: FeedPreviewProps) {
  const upright = isUpright(props.thumbnail)
  return (
    <section
      aria-labelledby="feed-preview-title"
      className="mx-auto mt-12 w-full max-w-6xl text-left"
    >
      <h2 id="feed-preview-title" className="text-2xl font-extrabold tracking-tight text-ink">
        How it will look on YouTube
      </h2>
      {upright ? (
        <p className="mt-1 text-sm text-slate-600">
          The selected picture is taller than it is wide, like a Short’s cover, so it is shown here
          the way YouTube shows Shorts: as a tall card in the Shorts shelf, at its real size. On a
          narrow screen, a card shrinks to fit.
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          The selected picture in the places YouTube shows it, each at its real size. On a narrow
          screen, a place shrinks to fit. The {EXAMPLE_DURATION} in the corner is only an example:
          YouTube shows the video’s real length there, so keep that corner clear.
        </p>
      )}
      <div className="mt-4 space-y-4">
        {(['light', 'dark'] as const).map((id) => {
          const theme = THEMES[id]
          return (
            <div
              key={id}
              role="group"
              aria-label={`Preview on YouTube’s ${id} background`}
              data-feed-theme={id}
              className={`rounded-2xl p-4 sm:p-6 ${theme.page}`}
            >
              <p className={`mb-4 text-sm font-bold ${theme.primary}`}>{theme.label}</p>
              {upright ? (
                <ShortsPlaces props={props} theme={theme} />
              ) : (
                <Places props={props} theme={theme} />
              )}
            </div>
          )
        })}
      </div>
    </section>
  )
}

/**
 * YouTube's feed as mock-ups: the home feed, a search result, the "Up next" column and a
 * phone's feed, at those places' sizes (feed-sizes.ts), on YouTube's light and dark
 * backgrounds, with a title, a channel and a length badge beside each picture. One or several
 * pictures (candidates) stand side by side in each place, so they can be compared. An upright
 * picture set (a Short's cover) is shown in the Shorts shelf instead, as YouTube shows it.
 * Used by the results' preview (feed-preview.tsx) and the thumbnail tester
 * (app/routes/preview.tsx).
 *
 * The colours are YouTube's own, fixed: the mock-ups must look like YouTube in either theme,
 * whatever this site's colour scheme is (app/app.css changes only the named utility colours,
 * not these arbitrary values).
 */
import type { ReactNode } from 'react'
import { Rich, useT, type Translate } from '#app/i18n/i18n.tsx'
import { usePictureRetry } from '#app/lib/picture-retry.ts'
import { FEED_SIZES, SHORTS_SIZES, type FeedPlace, type ShortsPlace } from './feed-sizes.ts'

type Place = FeedPlace | ShortsPlace
const PLACES = { ...FEED_SIZES, ...SHORTS_SIZES }

/** What an `<img>` shows for a place of a given width. */
export type PictureSource = { src: string; srcSet?: string; sizes?: string }

/** One picture in the mock-ups, with the words YouTube writes beside it. */
export type FeedCandidate = {
  /** Stable and unique among the candidates shown together. */
  id: string
  /** Names the candidate above its cards when several stand side by side. */
  label?: string
  /** The picture for a place `width` CSS pixels wide. */
  source: (width: number) => PictureSource
  /** Whether a failed load is asked again: this site's own pictures, not a visitor's file. */
  retry: boolean
  title: string | null
  channel: string | null
  /** The length badge's text. */
  duration: string
}

const THEMES = {
  light: {
    id: 'light',
    page: 'bg-[#ffffff] ring-1 ring-[#e5e5e5]',
    primary: 'text-[#0f0f0f]',
    secondary: 'text-[#606060]',
    avatar: 'bg-[#e5e5e5] text-[#0f0f0f]',
    skeleton: 'bg-[#e5e5e5]',
  },
  dark: {
    id: 'dark',
    page: 'bg-[#0f0f0f] ring-1 ring-[#3f3f3f]',
    primary: 'text-[#f1f1f1]',
    secondary: 'text-[#aaaaaa]',
    avatar: 'bg-[#3f3f3f] text-[#f1f1f1]',
    skeleton: 'bg-[#272727]',
  },
} as const

type Theme = (typeof THEMES)[keyof typeof THEMES]

function PictureImage({
  candidate,
  width,
  height,
}: {
  candidate: FeedCandidate
  width: number
  height: number
}) {
  const retry = usePictureRetry()
  return (
    <img
      {...candidate.source(width)}
      {...(candidate.retry ? retry : {})}
      alt=""
      width={width}
      height={height}
      decoding="async"
      className="size-full object-cover"
    />
  )
}

function Picture({
  place,
  candidate,
  radius,
  badge,
}: {
  place: Place
  candidate: FeedCandidate
  radius: string
  /** The length badge's size; none in the Shorts shelf. */
  badge: 'small' | 'normal' | null
}) {
  const { width, height } = PLACES[place]
  return (
    <span
      data-feed-picture={place}
      className={`relative block max-w-full shrink-0 overflow-hidden bg-[#272727] ${radius}`}
      style={{ width, aspectRatio: `${width} / ${height}` }}
    >
      <PictureImage candidate={candidate} width={width} height={height} />
      {badge && (
        <span
          aria-hidden="true"
          data-feed-duration
          className={`absolute rounded bg-[rgb(0_0_0/0.8)] font-medium text-[#ffffff] ${
            badge === 'small'
              ? 'end-1 bottom-1 px-1 text-[11px] leading-4'
              : 'end-2 bottom-2 px-1 text-xs leading-[18px]'
          }`}
        >
          {candidate.duration}
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

function Caption({ place, theme }: { place: Place; theme: Theme }) {
  const t = useT()
  const { width, height } = PLACES[place]
  return (
    <figcaption className={`mb-2 text-xs font-semibold ${theme.secondary}`}>
      <Rich
        text={t('feed.caption', { place: t(`feed.place.${place}`), width, height })}
        tags={{ size: (size) => <span className="whitespace-nowrap">{size}</span> }}
      />
    </figcaption>
  )
}

type CardProps = { candidate: FeedCandidate; theme: Theme; t: Translate }

const titleClass = (theme: Theme) =>
  `line-clamp-2 font-medium [overflow-wrap:anywhere] ${theme.primary}`
const titleOf = (candidate: FeedCandidate, t: Translate) =>
  candidate.title ?? t('feed.defaultTitle')
const channelOf = (candidate: FeedCandidate, t: Translate) =>
  candidate.channel ?? t('feed.defaultChannel')

/** Each place: its figure's width and one candidate's card there. */
const CARDS: Record<Place, { width: string; card: (props: CardProps) => ReactNode }> = {
  home: {
    width: 'w-[320px]',
    card: ({ candidate, theme, t }) => (
      <>
        <Picture place="home" candidate={candidate} radius="rounded-xl" badge="normal" />
        <span className="mt-3 flex gap-3">
          <Avatar channel={candidate.channel} theme={theme} />
          <span className="min-w-0">
            <span className={`${titleClass(theme)} text-base leading-[22px]`}>
              {titleOf(candidate, t)}
            </span>
            <span className={`mt-1 block truncate text-sm ${theme.secondary}`}>
              {channelOf(candidate, t)}
            </span>
            <MetaBar theme={theme} width="w-28" />
          </span>
        </span>
      </>
    ),
  },
  phone: {
    width: 'w-[390px]',
    card: ({ candidate, theme, t }) => (
      <>
        <Picture place="phone" candidate={candidate} radius="rounded-none" badge="normal" />
        <span className="mt-3 flex gap-3 px-3">
          <Avatar channel={candidate.channel} theme={theme} />
          <span className="min-w-0">
            <span className={`${titleClass(theme)} text-[15px] leading-5`}>
              {titleOf(candidate, t)}
            </span>
            <span className={`mt-1 block truncate text-xs ${theme.secondary}`}>
              {channelOf(candidate, t)}
            </span>
          </span>
        </span>
      </>
    ),
  },
  sidebar: {
    width: 'w-[336px]',
    card: ({ candidate, theme, t }) => (
      <span className="flex gap-2">
        <Picture place="sidebar" candidate={candidate} radius="rounded-lg" badge="small" />
        <span className="min-w-0">
          <span className={`${titleClass(theme)} text-sm leading-5`}>{titleOf(candidate, t)}</span>
          <span className={`mt-1 block truncate text-xs ${theme.secondary}`}>
            {channelOf(candidate, t)}
          </span>
          <MetaBar theme={theme} width="w-20" />
        </span>
      </span>
    ),
  },
  search: {
    width: 'w-[760px]',
    card: ({ candidate, theme, t }) => (
      <span className="flex flex-col gap-3 sm:flex-row sm:gap-4">
        <Picture place="search" candidate={candidate} radius="rounded-xl" badge="normal" />
        <span className="min-w-0">
          <span className={`${titleClass(theme)} text-lg leading-[26px]`}>
            {titleOf(candidate, t)}
          </span>
          <MetaBar theme={theme} width="w-32" />
          <span className={`mt-3 flex items-center gap-2 text-xs ${theme.secondary}`}>
            <Avatar channel={candidate.channel} theme={theme} />
            <span className="truncate">{channelOf(candidate, t)}</span>
          </span>
        </span>
      </span>
    ),
  },
  // The Shorts shelf: a tall card with the title and a view count under it, no channel.
  shorts: {
    width: 'w-[210px]',
    card: ({ candidate, theme, t }) => (
      <>
        <Picture place="shorts" candidate={candidate} radius="rounded-xl" badge={null} />
        <span className={`mt-2 ${titleClass(theme)} text-base leading-[22px]`}>
          {titleOf(candidate, t)}
        </span>
        <MetaBar theme={theme} width="w-20" />
      </>
    ),
  },
  shortsPhone: {
    width: 'w-[179px]',
    card: ({ candidate, theme, t }) => (
      <>
        <Picture place="shortsPhone" candidate={candidate} radius="rounded-lg" badge={null} />
        <span className={`mt-2 ${titleClass(theme)} text-sm leading-5`}>
          {titleOf(candidate, t)}
        </span>
        <MetaBar theme={theme} width="w-16" />
      </>
    ),
  },
}

const WIDE_PLACES: readonly Place[] = ['home', 'phone', 'sidebar', 'search']
const UPRIGHT_PLACES: readonly Place[] = ['shorts', 'shortsPhone']

/** One place: its caption, then each candidate's card there, side by side as room allows. */
function PlaceFigure({
  place,
  candidates,
  theme,
}: {
  place: Place
  candidates: readonly FeedCandidate[]
  theme: Theme
}) {
  const t = useT()
  const { width, card } = CARDS[place]
  const single = candidates.length === 1
  return (
    <figure className={single ? `${width} max-w-full` : 'w-full'}>
      <Caption place={place} theme={theme} />
      <div className="flex flex-wrap items-start gap-x-5 gap-y-4">
        {candidates.map((candidate) => (
          <div
            key={candidate.id}
            className={`${width} max-w-full`}
            data-feed-candidate={candidate.id}
          >
            {candidate.label && (
              <p className={`mb-1.5 truncate text-xs font-bold ${theme.primary}`}>
                {candidate.label}
              </p>
            )}
            {card({ candidate, theme, t })}
          </div>
        ))}
      </div>
    </figure>
  )
}

export function FeedMockups({
  candidates,
  upright = false,
}: {
  candidates: readonly FeedCandidate[]
  /** Show the Shorts shelf rather than the 16:9 places. */
  upright?: boolean
}) {
  const t = useT()
  const places = upright ? UPRIGHT_PLACES : WIDE_PLACES
  return (
    <div className="space-y-4">
      {(['light', 'dark'] as const).map((id) => {
        const theme = THEMES[id]
        return (
          <div
            key={id}
            role="group"
            aria-label={t('feed.themeGroup', { theme: id })}
            data-feed-theme={id}
            className={`rounded-2xl p-4 sm:p-6 ${theme.page}`}
          >
            <p className={`mb-4 text-sm font-bold ${theme.primary}`}>
              {t(`feed.theme.${theme.id}`)}
            </p>
            <div className="flex flex-wrap items-start gap-x-5 gap-y-6">
              {places.map((place) => (
                <PlaceFigure key={place} place={place} candidates={candidates} theme={theme} />
              ))}
            </div>
          </div>
        )
      })}
    </div>
  )
}

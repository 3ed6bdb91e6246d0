import { describe, expect, test } from 'vitest'
import { createApiClient, type ApiFailure } from '#app/lib/api-client.ts'
import type { NewestVideos } from '#core/newest-videos.ts'
import {
  CHANNEL_VIDEOS_SHOWN,
  channelCandidates,
  channelVideos,
  newestClient,
  type ChannelVideos,
  type ChannelVideosResult,
} from './channel-videos.ts'
import { failureText } from './tester-failure.ts'
import { catalogOf } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { ENGLISH } from '#core/locales.ts'

const t = translator('en', catalogOf(ENGLISH))
/** The sentence the page shows for a result that failed. */
const said = (result: ChannelVideosResult) => (result.ok ? null : failureText(t, result.failure))
/** The status line's words, as real-video-form.tsx writes them. */
const shownSentence = (channel: ChannelVideos) =>
  t('tester.showingChannel', {
    count: channel.videos.length,
    channel: channel.name ?? t('tester.thisChannel'),
  })

const video = (n: number) => {
  const videoId = `video${String(n).padStart(6, '0')}`
  return {
    videoId,
    title: `Video ${n}`,
    previewUrl: `/api/thumbnails/${videoId}/preview/mqdefault.webp`,
  }
}

const ANSWER: NewestVideos = {
  kind: 'channel',
  id: 'UCabcdefghijklmnopqrstuv',
  title: 'Pixel Kitchen',
  channel: 'Pixel Kitchen',
  videos: [1, 2, 3, 4, 5].map(video),
  complete: false,
  source: 'feed',
}

const failure = (code: ApiFailure['code'], message?: string) => ({
  ok: false as const,
  error: { status: 0, code, message, fields: {} },
})

describe('channelVideos', () => {
  test('keeps the newest few, with the channel name', () => {
    const result = channelVideos({ ok: true, data: ANSWER })
    expect(result).toEqual({
      ok: true,
      channel: {
        id: ANSWER.id,
        name: 'Pixel Kitchen',
        videos: ANSWER.videos.slice(0, CHANNEL_VIDEOS_SHOWN),
      },
    })
  })

  test('falls back to the list title for the name; skips a video without an id or a picture here', () => {
    const answer = {
      ...ANSWER,
      channel: null,
      videos: [
        // An answer that is not what the type says: the page does not trust it blindly.
        { ...video(2), videoId: null as unknown as string },
        { ...video(3), previewUrl: 'https://i.ytimg.com/vi/video000003/mqdefault.jpg' },
        { ...video(4), previewUrl: '//elsewhere.example/x.webp' },
        video(1),
      ],
    }
    expect(channelVideos({ ok: true, data: answer })).toEqual({
      ok: true,
      channel: { id: ANSWER.id, name: 'Pixel Kitchen', videos: [video(1)] },
    })
  })

  test('a channel without videos, and an answer that is not one, say so', () => {
    expect(said(channelVideos({ ok: true, data: { ...ANSWER, videos: [] } }))).toBe(
      'This channel has no public videos to show yet.',
    )
    const junk = channelVideos({ ok: true, data: {} as NewestVideos })
    expect(junk.ok).toBe(false)
  })

  test("shows the server's own sentence; else the downloader's words for the failure", () => {
    const needsKey = 'This server reads @handle links only with a YouTube API key.'
    expect(said(channelVideos(failure('invalid_url', needsKey)))).toBe(needsKey)
    expect(said(channelVideos(failure('unreachable')))).toBe(
      'The site could not be reached. Check your internet connection, then try again.',
    )
    // A 500's words say nothing of use: the generic failure's are shown.
    expect(said(channelVideos(failure('internal_error', 'Something went wrong.')))).toBe(
      'Error fetching thumbnails. There was a problem processing your request.',
    )
  })
})

describe('newestClient', () => {
  test('asks this site for the link, through the API client, and maps its answer', async () => {
    const asked: string[] = []
    const client = createApiClient({
      fetchFn: (input) => {
        asked.push(String(input))
        return Promise.resolve(Response.json(ANSWER))
      },
    })
    const result = await newestClient({ client }).newest('https://www.youtube.com/@pixel')
    expect(asked).toEqual(['/api/lists/newest?url=https%3A%2F%2Fwww.youtube.com%2F%40pixel'])
    expect(result.ok && result.channel.videos).toHaveLength(CHANNEL_VIDEOS_SHOWN)
  })

  test('a 429 is the server sentence, asked once (a retry would not mend it)', async () => {
    let calls = 0
    const client = createApiClient({
      fetchFn: () => {
        calls++
        const body = { error: { code: 'rate_limited', message: 'Wait 7 seconds.', requestId: 'r' } }
        return Promise.resolve(
          Response.json(body, { status: 429, headers: { 'Retry-After': '7' } }),
        )
      },
    })
    const result = await newestClient({ client }).newest('https://www.youtube.com/@pixel')
    expect(said(result)).toBe('Wait 7 seconds.')
    expect(calls).toBe(1)
  })
})

describe('channelCandidates and the status line', () => {
  test("each video is a candidate with its title, the channel's name and this site's picture", () => {
    const result = channelVideos({ ok: true, data: ANSWER })
    if (!result.ok) throw new Error('expected the channel')
    const candidates = channelCandidates(result.channel, (number) =>
      t('tester.channelVideoLabel', { number }),
    )
    expect(candidates.map((c) => [c.id, c.label, c.title, c.channel])).toEqual([
      ['channel-video000001', 'Channel video 1', 'Video 1', 'Pixel Kitchen'],
      ['channel-video000002', 'Channel video 2', 'Video 2', 'Pixel Kitchen'],
      ['channel-video000003', 'Channel video 3', 'Video 3', 'Pixel Kitchen'],
    ])
    expect(candidates[0]?.source(360)).toEqual({
      src: '/api/thumbnails/video000001/preview/mqdefault.webp',
    })
    expect(candidates.every((c) => c.retry)).toBe(true)
    expect(shownSentence(result.channel)).toBe(
      'Showing the 3 newest videos of Pixel Kitchen beside your pictures.',
    )
  })

  test('one video, or no name, is said as such', () => {
    expect(shownSentence({ id: 'UCx', name: null, videos: [video(1)] })).toBe(
      'Showing the newest video of this channel beside your pictures.',
    )
  })
})

import { describe, expect, test } from 'vitest'
import { hasForeignScheme, videoIdFromLink } from './youtube-link.ts'

const ID = 'dQw4w9WgXcQ'
const nest = (link: string) =>
  `https://www.youtube.com/attribution_link?u=${encodeURIComponent(link)}`

describe('videoIdFromLink', () => {
  test('reads a link with or without a scheme', () => {
    expect(videoIdFromLink(`youtu.be/${ID}`)).toEqual({ ok: true, id: ID })
    expect(videoIdFromLink(`https://youtu.be/${ID}`)).toEqual({ ok: true, id: ID })
  })

  test('treats a bare id as a host, leaving bare ids to parseVideoId', () => {
    expect(videoIdFromLink(ID)).toEqual({ ok: false, reason: 'not_youtube' })
  })

  test('reads the last fragment segment of old channel pages after a position number', () => {
    for (const hash of [`p/u/1/${ID}`, `p/a/u/0/${ID}`, `p/c/PL123/12/${ID}`, `p/f/3/${ID}`]) {
      expect(videoIdFromLink(`https://www.youtube.com/user/x#${hash}`)).toEqual({
        ok: true,
        id: ID,
      })
    }
    for (const hash of ['p/u', 'p/u/1', `p/u/x/${ID}`, `q/u/1/${ID}`]) {
      expect(videoIdFromLink(`https://www.youtube.com/user/x#${hash}`).ok).toBe(false)
    }
  })

  test('does not take playlist or channel-live embed words for ids', () => {
    for (const [word, reason] of [
      ['videoseries', 'playlist'],
      ['live_stream', 'channel'],
    ]) {
      for (const kind of ['embed', 'v']) {
        expect(videoIdFromLink(`https://www.youtube.com/${kind}/${word}?list=PL1`)).toEqual({
          ok: false,
          reason,
        })
      }
    }
  })

  test('follows links nested inside links, but only six deep', () => {
    let link = `/watch?v=${ID}`
    for (let depth = 1; depth <= 6; depth++) {
      link = nest(link)
      expect(videoIdFromLink(link)).toEqual({ ok: true, id: ID })
    }
    expect(videoIdFromLink(nest(link))).toEqual({
      ok: false,
      reason: 'no_video_id',
    })
  })

  test('holds a nested link to the same host rules as the outer one', () => {
    for (const inner of [`https://evil.net/watch?v=${ID}`, `javascript:alert('${ID}')`]) {
      expect(videoIdFromLink(nest(inner))).toEqual({ ok: false, reason: 'not_youtube' })
    }
  })
})

describe('hasForeignScheme', () => {
  test.each(['javascript:alert(1)', 'JAVASCRIPT:x', 'data:text/plain,x', 'ftp://x', 'blob:x'])(
    'sees a foreign scheme in %j',
    (text) => expect(hasForeignScheme(text)).toBe(true),
  )

  test.each(['https://youtu.be/x', 'HTTP://x', 'youtube.com:443/watch', 'youtu.be/x', '//x'])(
    'sees none in %j',
    (text) => expect(hasForeignScheme(text)).toBe(false),
  )
})

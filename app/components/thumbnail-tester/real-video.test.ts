import { describe, expect, test } from 'vitest'
import { englishWords } from '#tests/support/english-words.ts'
import { lookupWith, withExtras } from '#tests/support/lookups.ts'
import { realVideo, type RealVideoResult } from './real-video.ts'
import { failureText } from './tester-failure.ts'

const t = englishWords(['tester', 'errors'])
/** The sentence the page shows for a result that failed. */
const said = (result: RealVideoResult) => (result.ok ? null : failureText(t, result.failure))

describe('realVideo', () => {
  test('takes the largest landscape picture, with the title and channel', () => {
    const lookup = withExtras(lookupWith(['default', 'hqdefault', 'maxresdefault']), [], {
      title: 'A real video',
      channel: 'A channel',
    })
    const result = realVideo({ ok: true, lookup })
    expect(result.ok && result.video.thumbnail.quality).toBe('maxresdefault')
    expect(result.ok && [result.video.title, result.video.channel]).toEqual([
      'A real video',
      'A channel',
    ])
  })

  test('passes over a Short’s upright cover for the 16:9 places', () => {
    const lookup = withExtras(lookupWith(['hqdefault']), [
      { quality: 'oardefault', width: 1080, height: 1920 },
    ])
    const result = realVideo({ ok: true, lookup })
    expect(result.ok && result.video.thumbnail.quality).toBe('hqdefault')
  })

  test('says so when the video has no picture to show', () => {
    expect(said(realVideo({ ok: true, lookup: lookupWith([]) }))).toBe(
      'This video has no pictures. It may have been removed or made private. Check the link, or try another video.',
    )
  })

  test('says what a failed lookup means, in the downloader’s words', () => {
    expect(said(realVideo({ ok: false, failure: 'rate_limited' }))).toBe(
      'Too many lookups from your connection. Wait a minute, then try again.',
    )
  })

  test('says why a link names no video, pointing to one video', () => {
    expect(said(realVideo({ ok: false, failure: 'invalid_url', reason: 'playlist' }))).toBe(
      'This is a playlist link: paste the link of one video, or of a channel.',
    )
  })
})

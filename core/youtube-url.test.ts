import { describe, expect, test } from 'vitest'
import { MAX_INPUT_LENGTH, parseVideoId, type InvalidReason } from './youtube-url.ts'

const ID = 'dQw4w9WgXcQ'
const DASHED = 'a-B_c1D2e3_' // dashes, underscores and a trailing underscore must survive intact

describe('parseVideoId accepts every form a person may paste', () => {
  test.each([
    // watch links, with v anywhere in the query
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2`, ID],
    [`https://www.youtube.com/watch?v=${ID}&si=AbCdEfGhIjKlMnOp`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=1m30s`, ID],
    [`https://www.youtube.com/watch?feature=player_embedded&v=${ID}`, ID],
    [`https://www.youtube.com/watch?app=desktop&v=${ID}&ab_channel=RickAstley`, ID],
    [`https://www.youtube.com/watch?v=${ID}?t=30`, ID],
    [`https://www.youtube.com/watch?ab_channel=Foo(Bar)&v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&title=it's`, ID],
    [`https://www.youtube.com/watch#!v=${ID}`, ID],
    [`https://www.youtube.com/watch/${ID}`, ID],
    [`https://www.youtube.com/?v=${ID}&feature=share`, ID],
    // youtu.be
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=AbCdEfGhIjKlMnOp`, ID],
    [`https://youtu.be/${ID}?t=42`, ID],
    // path forms
    [`https://www.youtube.com/embed/${ID}?start=30&autoplay=1`, ID],
    [`https://www.youtube.com/v/${ID}?version=3&autohide=1`, ID],
    [`https://www.youtube.com/v/${ID}&hl=en_US&fs=1`, ID],
    [`https://www.youtube.com/e/${ID}`, ID],
    [`https://www.youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://www.youtube.com/live/${ID}?si=x`, ID],
    [`https://www.youtube.com/user/RickAstleyVEVO#p/u/1/${ID}`, ID],
    [`https://www.youtube.com/user/RickAstleyVEVO#p/a/u/0/${ID}`, ID],
    [`https://www.youtube.com/user/NAME#p/c/PL123/3/${ID}`, ID],
    // hosts
    [`https://youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM${ID}`, ID],
    [`https://gaming.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`, ID],
    [`https://youtube-nocookie.com/embed/${ID}`, ID],
    [`https://WWW.YouTube.COM/watch?v=${ID}`, ID],
    [`HTTPS://YOUTU.BE/${ID}`, ID],
    [`https://youtube.com./watch?v=${ID}`, ID],
    [`https://www.youtube.com:443/watch?v=${ID}`, ID],
    // links inside links
    [`https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`, ID],
    [
      `https://www.youtube.com/oembed?url=https%3A//www.youtube.com/watch%3Fv%3D${ID}&format=json`,
      ID,
    ],
    // schemes
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`www.youtube.com/watch?v=${ID}`, ID],
    [`youtube.com/watch?v=${ID}`, ID],
    [`youtu.be/${ID}`, ID],
    [`//youtu.be/${ID}`, ID],
    // shape of the input around the link
    [`https://youtu.be/${ID}/`, ID],
    [`https://www.youtube.com/shorts/${ID}/`, ID],
    [`  https://youtu.be/${ID} \n`, ID],
    [`\thttps://youtu.be/${ID}\r\n`, ID],
    [`check this https://youtu.be/${ID} !`, ID],
    [`Link: https://www.youtube.com/watch?v=${ID}.`, ID],
    [`(see https://youtu.be/${ID})`, ID],
    [`<https://youtu.be/${ID}>`, ID],
    [`[my video](https://youtu.be/${ID})`, ID],
    [`see: [video](youtu.be/${ID}).`, ID],
    [`"https://youtu.be/${ID}"`, ID],
    [`https://youtu.be/${ID} and again https://www.youtube.com/watch?v=${ID}`, ID],
    [`watch youtube.com/channel/UC123 then https://youtu.be/${ID}`, ID],
    // bare ids
    [ID, ID],
    [` ${ID} `, ID],
    [`(${ID})`, ID],
    [`'${ID}'`, ID],
    [`"${ID}".`, ID],
    [DASHED, DASHED],
    ['-__-__-__-_', '-__-__-__-_'],
    [`https://youtu.be/${DASHED}`, DASHED],
    [`https://www.youtube.com/watch?v=${DASHED}&t=1`, DASHED],
  ])('accepts %j', (input, id) => {
    expect(parseVideoId(input)).toEqual({ ok: true, id })
  })
})

describe('parseVideoId rejects what holds no video id', () => {
  test.each<[string, InvalidReason]>([
    // nothing there
    ['', 'empty'],
    ['   \n\t ', 'empty'],
    ['x'.repeat(MAX_INPUT_LENGTH + 1), 'too_long'],
    [`https://youtu.be/${ID}?pad=${'a'.repeat(MAX_INPUT_LENGTH)}`, 'too_long'],
    // other hosts, lookalikes included
    ['https://vimeo.com/76979871', 'not_youtube'],
    [`https://youtube.com.evil.net/watch?v=${ID}`, 'not_youtube'],
    [`https://notyoutube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://youtu.be.evil/${ID}`, 'not_youtube'],
    [`https://evil.net/youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://evil.net/?next=https://youtu.be/${ID}`, 'not_youtube'],
    [`https://evil.net#https://youtu.be/${ID}`, 'not_youtube'],
    [`https://youtube.com@evil.net/watch?v=${ID}`, 'not_youtube'],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://www.youtube.co/watch?v=${ID}`, 'not_youtube'],
    [`https://www.yоutube.com/watch?v=${ID}`, 'not_youtube'], // Cyrillic о
    [`https://tv.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`https://i.ytimg.com/${ID}/maxresdefault.jpg`, 'no_video_id'], // no /vi/ folder
    ['hello world', 'not_youtube'],
    // other schemes
    ['javascript:alert(1)', 'not_youtube'],
    [`javascript://www.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`javascript:alert(1) https://youtu.be/${ID}`, 'not_youtube'],
    [`JavaScript:void(0)//youtu.be/${ID}`, 'not_youtube'],
    [`data:text/html,<a href="https://youtu.be/${ID}">x</a>`, 'not_youtube'],
    [`ftp://www.youtube.com/watch?v=${ID}`, 'not_youtube'],
    [`file:///watch?v=${ID}`, 'not_youtube'],
    // YouTube pages that are not one video
    ['https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw', 'channel'],
    ['https://www.youtube.com/c/RickAstleyYT', 'channel'],
    ['https://www.youtube.com/@RickAstleyYT', 'channel'],
    ['https://www.youtube.com/@RickAstleyYT/videos', 'channel'],
    ['https://www.youtube.com/user/RickAstleyVEVO', 'channel'],
    ['https://www.youtube.com/user/RickAstleyVEVO#p/a', 'no_video_id'],
    ['https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'playlist'],
    ['https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', 'playlist'],
    [
      'https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      'playlist',
    ],
    ['https://www.youtube.com/embed/live_stream?channel=UCuAXFkgsw1L7xaCfnd5JJOw', 'channel'],
    ['https://www.youtube.com/results?search_query=never+gonna+give+you+up', 'no_video_id'],
    ['https://www.youtube.com/feed/subscriptions', 'no_video_id'],
    ['https://www.youtube.com/feed/trending', 'no_video_id'],
    ['https://www.youtube.com/hashtag/music', 'no_video_id'],
    ['https://www.youtube.com/clip/UgkxU2HSeGL_NvmDJ-nQJrlLwllwMDBdGZFs', 'no_video_id'],
    ['https://music.youtube.com/playlist?list=OLAK5uy_k', 'playlist'],
    ['https://www.youtube.com/', 'no_video_id'],
    ['youtube.com', 'no_video_id'],
    ['https://youtu.be/', 'no_video_id'],
    ['https://www.youtube.com/shorts/', 'no_video_id'],
    ['https://www.youtube.com/watch?v=', 'no_video_id'],
    ['https://www.youtube.com/attribution_link?u=%2Ffeed%2Ftrending', 'no_video_id'],
    [
      `https://www.youtube.com/attribution_link?u=https%3A%2F%2Fevil.net%2Fwatch%3Fv%3D${ID}`,
      'not_youtube',
    ],
    // ids that are not exactly 11 of [A-Za-z0-9_-]
    ['dQw4w9WgXc', 'malformed_id'],
    ['dQw4w9WgXcQQ', 'malformed_id'],
    ['dQw4w9WgXc!', 'malformed_id'],
    ['https://youtu.be/dQw4w9WgXc', 'malformed_id'],
    ['https://youtu.be/dQw4w9WgXcQQ', 'malformed_id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', 'malformed_id'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc%21', 'malformed_id'],
    ['https://www.youtube.com/embed/dQw4w9WgXc.', 'malformed_id'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcé', 'malformed_id'],
    // prose and more than one video
    [`my video is ${ID}`, 'not_youtube'],
    [`https://youtu.be/${ID} or https://youtu.be/9bZkp7q19f0`, 'ambiguous'],
  ])('rejects %j as %s', (input, reason) => {
    expect(parseVideoId(input)).toEqual({ ok: false, reason })
  })

  test('rejects a value that is not a string instead of throwing', () => {
    expect(parseVideoId(undefined as unknown as string)).toEqual({ ok: false, reason: 'empty' })
  })
})

describe('parseVideoId limits', () => {
  test('accepts a link of exactly the maximum length', () => {
    const prefix = `https://youtu.be/${ID}?pad=`
    const input = prefix + 'a'.repeat(MAX_INPUT_LENGTH - prefix.length)
    expect(input).toHaveLength(MAX_INPUT_LENGTH)
    expect(parseVideoId(input)).toEqual({ ok: true, id: ID })
  })
})

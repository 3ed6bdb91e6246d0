/**
 * What a YouTube video id is: exactly 11 characters of the URL-safe base64
 * alphabet. This check guards every place an id reaches a URL, a file name or
 * a header.
 */

/** Length of every YouTube video id. */
export const VIDEO_ID_LENGTH = 11

/** The whole id: 11 characters of the URL-safe base64 alphabet (also the API document's pattern). */
export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/

/**
 * True when `value` is a syntactically valid video id. It says nothing about
 * whether the video exists.
 *
 * @example
 * isVideoId('dQw4w9WgXcQ') // true
 * isVideoId('dQw4w9WgXc') // false: 10 characters
 */
export function isVideoId(value: unknown): value is string {
  return typeof value === 'string' && VIDEO_ID_PATTERN.test(value)
}

/**
 * Throws unless `value` is a valid video id. For builders of URLs, file names
 * and paths, where an unchecked id would be a bug, not bad user input.
 *
 * @example
 * assertVideoId('dQw4w9WgXcQ') // returns nothing
 * assertVideoId('../etc') // throws TypeError
 */
export function assertVideoId(value: unknown): asserts value is string {
  if (!isVideoId(value)) throw new TypeError('Expected an 11-character YouTube video id')
}

/**
 * The watch link of a video: what a visitor would paste, and how report rows of expanded
 * videos name them. Throws unless `videoId` is a valid id (assertVideoId).
 *
 * @example
 * watchLink('dQw4w9WgXcQ') // 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
 */
export function watchLink(videoId: string): string {
  assertVideoId(videoId)
  return `https://www.youtube.com/watch?v=${videoId}`
}

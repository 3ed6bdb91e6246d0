/**
 * The length a visitor types for the thumbnail tester's badge, written as YouTube writes it
 * in the corner of a picture: minutes and seconds (`8:05`, `0:45`), or hours, minutes and
 * seconds (`1:02:03`), without leading zeros in the first part. A length it cannot read is
 * refused; the page says how to write one (`tester.durationHint`).
 */

export type ParsedDuration = { ok: true; text: string | null } | { ok: false }

/**
 * @example parseDuration('08:05') // { ok: true, text: '8:05' }
 * @example parseDuration('') // { ok: true, text: null }: no length given
 */
export function parseDuration(input: string): ParsedDuration {
  const trimmed = input.trim()
  if (trimmed === '') return { ok: true, text: null }
  const match = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})$/.exec(trimmed)
  if (!match) return { ok: false }
  const [, hours, minutes = '', seconds = ''] = match
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) {
    return { ok: false }
  }
  // YouTube writes an hour-long video as 1:00:00, never 0:mm:ss.
  if (hours !== undefined && Number(hours) === 0) return parseDuration(`${minutes}:${seconds}`)
  const text =
    hours === undefined
      ? `${Number(minutes)}:${seconds}`
      : `${Number(hours)}:${minutes.padStart(2, '0')}:${seconds}`
  return { ok: true, text }
}

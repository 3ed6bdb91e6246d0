/**
 * Text a stranger wrote (a video's title and channel, from oEmbed, a feed or the Data API)
 * made plain before the site keeps it, shows it or writes it into a file.
 */

/** Caps on a cleaned title and channel name, in characters (code points). */
export const TEXT_LIMITS = { titleChars: 200, channelChars: 100 } as const

/**
 * Untrusted text made plain: NFC, no control, format (zero-width, bidi) or separator
 * characters other than spaces, whitespace collapsed, at most `max` code points; null if
 * nothing is left.
 * @example cleanText('  a\u0000b\u200b  c ', 10) // 'ab c'
 */
export function cleanText(text: string, max: number): string | null {
  const cleaned = text
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu, (c) => (/\s/.test(c) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim()
  const capped = [...cleaned].slice(0, max).join('').trim()
  return capped === '' ? null : capped
}

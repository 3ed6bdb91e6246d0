/**
 * Which toast input that names no video gets, by name, apart from the toasts' English
 * (core/toasts.ts): the page words it from its catalog (app/components/downloader/toast-texts.ts),
 * so the server's English stays out of the page's scripts.
 */
import type { InvalidReason } from './youtube-url.ts'

/**
 * An empty field asks for a link, a playlist or channel link says what it is, everything else
 * is the plain invalidUrl toast.
 * @example invalidUrlToastName('empty') // 'linkRequired'
 */
export function invalidUrlToastName(
  reason: InvalidReason,
): 'linkRequired' | 'playlistUrl' | 'channelUrl' | 'invalidUrl' {
  if (reason === 'empty') return 'linkRequired'
  if (reason === 'playlist') return 'playlistUrl'
  if (reason === 'channel') return 'channelUrl'
  return 'invalidUrl'
}

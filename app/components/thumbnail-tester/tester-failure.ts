/**
 * What the tester says in the page's words: about files it left out, and why it shows no real
 * video or channel beside the visitor's pictures (`tester.*`, and the downloader's `errors.lookup.*` for a
 * failed lookup: the page must be sent both namespaces).
 */
import type { LookupProblem } from '#core/lookup-notices.ts'
import { MAX_PICTURES, type PictureRefusal } from '#core/picture-files.ts'
import type { InvalidReason } from '#core/youtube-url.ts'
import type { Translate } from '#app/i18n/i18n.tsx'
import { noticeWords } from '#app/components/downloader/notice-words.ts'

export type TesterFailure =
  /** The pasted link names no video (core/youtube-url.ts). */
  | { kind: 'link'; reason: InvalidReason }
  /** The lookup failed, as the downloader tells failures apart. */
  | { kind: 'lookup'; problem: LookupProblem }
  /** The API's own sentence, which names what the link was (server/batch/newest.ts). */
  | { kind: 'server'; message: string }
  /** The channel has no public video to show. */
  | { kind: 'channelEmpty' }

/**
 * Why a pasted link names no video, said for this page (it has no Many links tab). A channel
 * link is not refused here but read by `GET /api/lists/newest` (use-real-video.ts), which words
 * its own refusals; `channel` is for a lookup that refuses one.
 */
function linkText(t: Translate, reason: InvalidReason): string {
  if (reason === 'empty') return t('tester.link.empty')
  if (reason === 'playlist') return t('tester.link.playlist')
  if (reason === 'channel') return t('tester.link.channel')
  if (reason === 'ambiguous') return t('tester.link.ambiguous')
  return t('tester.link.other')
}

/** @example failureText(t, { kind: 'channelEmpty' }) // 'This channel has no public videos to show yet.' */
export function failureText(t: Translate, failure: TesterFailure): string {
  switch (failure.kind) {
    case 'link':
      return linkText(t, failure.reason)
    case 'lookup':
      return t('tester.lookupFailed', noticeWords(t, failure.problem))
    case 'server':
      return failure.message
    case 'channelEmpty':
      return t('tester.channelEmpty')
  }
}

/** "a", "a and b", "a, b and c", each in quotes. */
function listNames(t: Translate, names: readonly string[]): string {
  const quoted = names.map((name) => t('tester.files.name', { name }))
  const last = quoted.at(-1)
  if (quoted.length < 2 || last === undefined) return quoted.join('')
  const rest = quoted.slice(0, -1).join(t('tester.files.listSeparator'))
  return t('tester.files.list', { rest, last })
}

/**
 * What the tester says about the files it left out (core/picture-files.ts).
 * @example refusalText(t, { wrongType: ['a.pdf'], noRoom: [] }) // '“a.pdf” is not a picture the tester can show: …'
 */
export function refusalText(t: Translate, { wrongType, noRoom }: PictureRefusal): string {
  const sentences: string[] = []
  if (wrongType.length > 0) {
    const names = listNames(t, wrongType)
    sentences.push(t('tester.files.wrongType', { names, count: wrongType.length }))
  }
  if (noRoom.length > 0) {
    const names = listNames(t, noRoom)
    sentences.push(t('tester.files.noRoom', { names, count: noRoom.length, max: MAX_PICTURES }))
  }
  return sentences.join(' ')
}

/**
 * A failed lookup (core/lookup-notices.ts) in the page's words: `errors.lookup.<name>.title` and
 * `.description` (the page must be sent the `errors` namespace).
 */
import type { LookupProblem } from '#core/lookup-notices.ts'
import type { Translate } from '#app/i18n/i18n.tsx'

/** Each failure's name in the catalog. */
export const NOTICE_WORDS = {
  upstream_error: 'upstreamError',
  upstream_timeout: 'upstreamTimeout',
  no_thumbnails: 'noThumbnails',
  overloaded: 'overloaded',
  rate_limited: 'rateLimited',
  unreachable: 'unreachable',
  fetch_failed: 'fetchFailed',
} as const satisfies Record<LookupProblem, string>

/** @example noticeWords(t, 'overloaded').title // 'Our server is busy' */
export function noticeWords(
  t: Translate,
  problem: LookupProblem,
): { title: string; description: string } {
  const words = NOTICE_WORDS[problem]
  return {
    title: t(`errors.lookup.${words}.title`),
    description: t(`errors.lookup.${words}.description`),
  }
}

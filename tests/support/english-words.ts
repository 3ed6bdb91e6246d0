/**
 * The page's English words as tests expect them, read from the catalog (app/i18n/messages/en.json):
 * the pages send these, so a test finds the very text a visitor sees.
 */
import { LOOKUP_NOTICES, type LookupProblem } from '#core/lookup-notices.ts'
import { ENGLISH } from '#core/locales.ts'
import { messagesFor, type Namespace } from '#app/i18n/catalog.ts'
import { translator, type Translate } from '#app/i18n/i18n.tsx'
import { noticeWords } from '#app/components/downloader/notice-words.ts'

/** A translator over the English messages of `namespaces`. */
export function englishWords(namespaces: readonly Namespace[]): Translate {
  return translator('en', messagesFor(ENGLISH, namespaces))
}

/** Each failed lookup's notice in English, by its row of core/lookup-notices.ts. */
export const LOOKUP_NOTICE_WORDS = Object.fromEntries(
  (Object.keys(LOOKUP_NOTICES) as LookupProblem[]).map((problem) => [
    problem,
    noticeWords(englishWords(['errors']), problem),
  ]),
) as Record<LookupProblem, { title: string; description: string }>

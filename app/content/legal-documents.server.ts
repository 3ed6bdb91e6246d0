/**
 * The legal documents of every language, for the legal pages' loaders: a page receives its
 * own language's document as loader data, and no document is part of the browser's code.
 * A language's documents are translated whole, in app/content/legal/<prefix>/privacy-policy.ts
 * and terms-of-service.ts, with the same exported functions as the English ones
 * (`privacyPolicy`, `termsOfService`), and are listed in TRANSLATED below.
 */
import { ENGLISH, type Locale } from '#core/locales.ts'
import type { Site } from '#core/site.ts'
import type { LegalDocument } from './legal.ts'
import { privacyPolicy } from './privacy-policy.ts'
import { termsOfService } from './terms-of-service.ts'

export type LegalKind = 'privacy' | 'terms'

type Documents = Readonly<
  Record<LegalKind, (site: Pick<Site, 'name' | 'host' | 'contact'>) => LegalDocument>
>

const ENGLISH_DOCUMENTS: Documents = { privacy: privacyPolicy, terms: termsOfService }

/** The translated documents, by language prefix (core/locales.ts). */
const TRANSLATED: Readonly<Record<string, Documents>> = {}

/**
 * A legal document in `locale`'s language, or in English while it has no translation;
 * `lang` says which it is.
 * @example legalDocument('privacy', ENGLISH, site) // { lang: 'en', document: { title: 'Privacy Policy', … } }
 */
export function legalDocument(
  kind: LegalKind,
  locale: Locale,
  site: Pick<Site, 'name' | 'host' | 'contact'>,
): { lang: string; document: LegalDocument } {
  const translated = TRANSLATED[locale.prefix]
  if (translated) return { lang: locale.lang, document: translated[kind](site) }
  return { lang: ENGLISH.lang, document: ENGLISH_DOCUMENTS[kind](site) }
}

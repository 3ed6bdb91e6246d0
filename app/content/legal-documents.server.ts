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
import { privacyPolicy as esPrivacy } from './legal/es/privacy-policy.ts'
import { termsOfService as esTerms } from './legal/es/terms-of-service.ts'
import { privacyPolicy as ptbrPrivacy } from './legal/pt-br/privacy-policy.ts'
import { termsOfService as ptbrTerms } from './legal/pt-br/terms-of-service.ts'
import { privacyPolicy as frPrivacy } from './legal/fr/privacy-policy.ts'
import { termsOfService as frTerms } from './legal/fr/terms-of-service.ts'
import { privacyPolicy as dePrivacy } from './legal/de/privacy-policy.ts'
import { termsOfService as deTerms } from './legal/de/terms-of-service.ts'
import { privacyPolicy as hiPrivacy } from './legal/hi/privacy-policy.ts'
import { termsOfService as hiTerms } from './legal/hi/terms-of-service.ts'
import { privacyPolicy as idPrivacy } from './legal/id/privacy-policy.ts'
import { termsOfService as idTerms } from './legal/id/terms-of-service.ts'
import { privacyPolicy as jaPrivacy } from './legal/ja/privacy-policy.ts'
import { termsOfService as jaTerms } from './legal/ja/terms-of-service.ts'
import { privacyPolicy as koPrivacy } from './legal/ko/privacy-policy.ts'
import { termsOfService as koTerms } from './legal/ko/terms-of-service.ts'
import { privacyPolicy as trPrivacy } from './legal/tr/privacy-policy.ts'
import { termsOfService as trTerms } from './legal/tr/terms-of-service.ts'
import { privacyPolicy as arPrivacy } from './legal/ar/privacy-policy.ts'
import { termsOfService as arTerms } from './legal/ar/terms-of-service.ts'
import { privacyPolicy } from './privacy-policy.ts'
import { termsOfService } from './terms-of-service.ts'

export type LegalKind = 'privacy' | 'terms'

type Documents = Readonly<
  Record<LegalKind, (site: Pick<Site, 'name' | 'host' | 'contact'>) => LegalDocument>
>

const ENGLISH_DOCUMENTS: Documents = { privacy: privacyPolicy, terms: termsOfService }

/** The translated documents, by language prefix (core/locales.ts). */
const TRANSLATED: Readonly<Record<string, Documents>> = {
  es: { privacy: esPrivacy, terms: esTerms },
  'pt-br': { privacy: ptbrPrivacy, terms: ptbrTerms },
  fr: { privacy: frPrivacy, terms: frTerms },
  de: { privacy: dePrivacy, terms: deTerms },
  hi: { privacy: hiPrivacy, terms: hiTerms },
  id: { privacy: idPrivacy, terms: idTerms },
  ja: { privacy: jaPrivacy, terms: jaTerms },
  ko: { privacy: koPrivacy, terms: koTerms },
  tr: { privacy: trPrivacy, terms: trTerms },
  ar: { privacy: arPrivacy, terms: arTerms },
}

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

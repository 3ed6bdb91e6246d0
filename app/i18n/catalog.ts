/**
 * The messages of every language, compiled from their ICU MessageFormat text
 * (app/i18n/messages/<prefix>.json, English in en.json) into the form @lingui/core formats
 * (docs/decisions/037-messages.md). Only the server reads this module: a page receives the
 * messages of its own language and of its own parts, as loader data (messagesFor).
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { Locale } from '#core/locales.ts'
import ar from './messages/ar.json' with { type: 'json' }
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }
import es from './messages/es.json' with { type: 'json' }
import fr from './messages/fr.json' with { type: 'json' }
import hi from './messages/hi.json' with { type: 'json' }
import id from './messages/id.json' with { type: 'json' }
import ja from './messages/ja.json' with { type: 'json' }
import ko from './messages/ko.json' with { type: 'json' }
import ptBr from './messages/pt-br.json' with { type: 'json' }
import tr from './messages/tr.json' with { type: 'json' }

/** The keys of en.json, the catalog every other language must match. */
export type MessageKey = keyof typeof en

export type Catalog = Readonly<Record<MessageKey, CompiledMessage>>

/** A message key's first segment: the part of the site it belongs to (`frame`, `nav`, …). */
export type Namespace = MessageKey extends `${infer Head}.${string}` ? Head : never

/** Each language's messages as written, by its prefix (core/locales.ts; '' for English). */
export const SOURCES: Readonly<Record<string, Readonly<Record<MessageKey, string>>>> = {
  '': en,
  es,
  'pt-br': ptBr,
  fr,
  de,
  hi,
  id,
  ja,
  ko,
  tr,
  ar,
}

export function compileCatalog(source: Readonly<Record<MessageKey, string>>): Catalog {
  return Object.fromEntries(
    Object.entries(source).map(([key, text]) => [key, compileMessageOrThrow(text)]),
  ) as Catalog
}

const compiled = new Map<string, Catalog>()

/** A language's whole catalog, compiled once. */
export function catalogOf(locale: Locale): Catalog {
  let catalog = compiled.get(locale.prefix)
  if (!catalog) {
    const source = SOURCES[locale.prefix]
    if (!source) throw new Error(`no messages for ${locale.lang}`)
    catalog = compileCatalog(source)
    compiled.set(locale.prefix, catalog)
  }
  return catalog
}

/**
 * The messages of `namespaces` in `locale`: what a page's loader sends for its parts.
 * @example messagesFor(ENGLISH, ['frame', 'nav'])
 */
export function messagesFor(locale: Locale, namespaces: readonly Namespace[]): Partial<Catalog> {
  const catalog = catalogOf(locale)
  return Object.fromEntries(
    Object.entries(catalog).filter(([key]) =>
      namespaces.some((namespace) => key.startsWith(`${namespace}.`)),
    ),
  )
}

/**
 * Messages in the page's language, for components: `const t = useT()`, then
 * `t('nav.home')` or `t('frame.homeLink', { site })`. The messages come as loader data
 * (catalog.ts, messagesFor), so a page carries its own language's messages and no other's, and
 * the server and the browser render the same text. @lingui/core formats them: plurals, selects
 * and numbers through the browser's Intl, in the page's language.
 */
import { setupI18n } from '@lingui/core'
import { createContext, Fragment, use, type ReactNode } from 'react'
import type { Catalog, MessageKey } from './catalog.ts'
import type { MessageParams } from './message-params.ts'

type Args<K extends MessageKey> = MessageParams[K] extends undefined
  ? []
  : [values: MessageParams[K]]

/** A message that takes no values, such as a link's label. */
export type PlainKey = {
  [K in MessageKey]: MessageParams[K] extends undefined ? K : never
}[MessageKey]

export type Translate = <K extends MessageKey>(key: K, ...args: Args<K>) => string

/** A translator for `lang` (BCP 47) over the messages a loader sent. */
export function translator(lang: string, messages: Partial<Catalog>): Translate {
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages } })
  return (key, ...[values]) => {
    // A key the page was not sent is a bug of the page's loader: say so rather than show the key.
    if (!(key in messages)) throw new Error(`message ${key} was not sent to this page`)
    return i18n._(key, values)
  }
}

const I18n = createContext<Translate | null>(null)

export function I18nProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <I18n value={t}>{children}</I18n>
}

export function useT(): Translate {
  const t = use(I18n)
  if (!t) throw new Error('useT() outside an I18nProvider')
  return t
}

/**
 * The translator, or null outside a provider: for the error screen, which also renders when the
 * root loader failed and so sent no messages.
 */
export function useOptionalT(): Translate | null {
  return use(I18n)
}

type MatchLike = { loaderData?: unknown } | undefined

/**
 * The messages the matched routes' loaders sent (each a `messages` field: the root's for the
 * frame, a page's for itself), as one catalog.
 */
export function messagesOfMatches(matches: readonly MatchLike[]): Partial<Catalog> | undefined {
  const sent = matches
    .map((match) => (match?.loaderData as { messages?: Partial<Catalog> } | undefined)?.messages)
    .filter((messages) => messages !== undefined)
  return sent.length ? Object.assign({}, ...sent) : undefined
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs

/**
 * A message with markup, such as `Write to us through our <link>contact page</link>`: each
 * `<name>…</name>` is rendered by `tags[name]`, the rest as text. For the site's own messages
 * only (their values, if any, must hold no tags of their own).
 * @example <Rich text={t('home.faq.contact.answer')} tags={{ link: (text) => <Link to="/contact">{text}</Link> }} />
 */
export function Rich({
  text,
  tags,
}: {
  text: string
  tags: Readonly<Record<string, (children: string) => ReactNode>>
}) {
  const parts: ReactNode[] = []
  let end = 0
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', inner = ''] = match
    const render = tags[name]
    if (!render) continue
    parts.push(text.slice(end, match.index), <Fragment key={match.index}>{render(inner)}</Fragment>)
    end = match.index + whole.length
  }
  parts.push(text.slice(end))
  return <>{parts}</>
}

/** The text of a message with markup, its tags dropped (for a title, JSON-LD, an aria-label). */
export function plainText(text: string): string {
  return text.replace(TAG, '$2')
}

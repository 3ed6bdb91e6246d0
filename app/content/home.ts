/**
 * The home page's sections, as data: six features, three steps, three figures
 * that are true of every lookup, six use cases, a seven-row comparison and
 * seven FAQ entries, by id, icon and order; their words are messages under
 * `home.` (app/i18n/messages). Testimonials are the operator's own
 * (TESTIMONIALS, docs/configuration.md), never invented here. The FAQ also
 * feeds the page's FAQPage JSON-LD.
 */
import { QUALITIES } from '#core/qualities.ts'

export type IconName =
  | 'layers'
  | 'swap'
  | 'expand'
  | 'bolt'
  | 'shield'
  | 'devices'
  | 'video'
  | 'megaphone'
  | 'palette'
  | 'school'
  | 'pen'
  | 'chart'

/**
 * A feature or a use case: its icon, and its id, whose words are the messages
 * `home.features.<id>.title` and `.text` (or `home.useCases.…`).
 */
export type Item = { id: string; icon: IconName }

export const FEATURES = [
  { id: 'sizes', icon: 'layers' },
  { id: 'formats', icon: 'swap' },
  { id: 'fullHd', icon: 'expand' },
  { id: 'speed', icon: 'bolt' },
  { id: 'privacy', icon: 'shield' },
  { id: 'devices', icon: 'devices' },
] as const satisfies readonly Item[]

/** The three steps, in order: each is the messages `home.steps.<step>.title` and `.text`. */
export const STEPS = ['paste', 'download', 'save'] as const

/**
 * The pictures a lookup asks the image host for: every name of the catalogue
 * but the Full HD one, which is enlarged from the best of them rather than
 * fetched (the server's probe asks for the same list).
 */
const PICTURES_LOOKED_FOR = QUALITIES.filter((quality) => !quality.upscaleTo).length

/**
 * Figures that hold for every lookup, not traffic claims: a new site has no
 * download count to boast of, and one it could not prove would mislead. Each
 * figure's label is the message `home.stats.<id>`.
 */
export const STATS = [
  { id: 'pictures', value: String(PICTURES_LOOKED_FOR) },
  { id: 'formats', value: '3' },
  { id: 'signUps', value: '0' },
] as const satisfies readonly { id: string; value: string }[]

export type StatId = (typeof STATS)[number]['id']

export const USE_CASES = [
  { id: 'creators', icon: 'video' },
  { id: 'marketers', icon: 'megaphone' },
  { id: 'designers', icon: 'palette' },
  { id: 'teachers', icon: 'school' },
  { id: 'bloggers', icon: 'pen' },
  { id: 'researchers', icon: 'chart' },
] as const satisfies readonly Item[]

/**
 * The comparison's rows: what we offer (`home.comparison.<row>.feature`) and
 * what other tools usually do, in words (`….others`) or a plain no.
 */
export const COMPARISON = [
  { id: 'free', others: 'words' },
  { id: 'fullHd', others: 'words' },
  { id: 'formats', others: 'words' },
  { id: 'pixelSize', others: 'no' },
  { id: 'fileNames', others: 'words' },
  { id: 'limits', others: 'words' },
  { id: 'logs', others: 'words' },
] as const satisfies readonly { id: string; others: 'words' | 'no' }[]

/**
 * The seven FAQ entries, in order: each is the messages `home.faq.<entry>.question` and
 * `.answer` (app/i18n/messages), whose `<link>` goes to the contact page.
 */
export const FAQ = ['free', 'sizes', 'links', 'formats', 'phones', 'rights', 'contact'] as const

/**
 * The home page's copy, as data: six features, three steps, three figures that
 * are true of every lookup, six use cases, a seven-row comparison and seven
 * FAQ entries (their words are messages: app/i18n/messages). Testimonials are the operator's own (TESTIMONIALS, docs/configuration.md),
 * never invented here. The FAQ also feeds the page's FAQPage
 * JSON-LD.
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

export type Item = { icon: IconName; title: string; text: string }

export const FEATURES: readonly Item[] = [
  {
    icon: 'layers',
    title: 'Every size the video has',
    text: 'We check every picture the video has: the six sizes from 120×90 to Full HD, the original shape (a Short’s upright cover) and the automatic frames, and list only the ones that really exist, each with its true pixel size.',
  },
  {
    icon: 'swap',
    title: 'JPG, PNG or WebP',
    text: 'Keep the original JPG, or let our server convert it to lossless PNG or compact WebP in a moment.',
  },
  {
    icon: 'expand',
    title: 'Full HD when you need it',
    text: 'Need 1920×1080 for a slide or a banner? We enlarge the best source with a high-quality filter and say so on the card.',
  },
  {
    icon: 'bolt',
    title: 'Results in under a second',
    text: 'All sizes are checked at once and popular videos are cached, so you are rarely kept waiting.',
  },
  {
    icon: 'shield',
    title: 'Private and anonymous',
    text: 'No account and no sign-up. The links you paste are never written to our logs.',
  },
  {
    icon: 'devices',
    title: 'Works on every device',
    text: 'Phone, tablet or desktop: the file arrives with a proper name, even on an iPhone.',
  },
]

export const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Paste the URL',
    text: 'Copy the link of any YouTube video, Short or live stream and paste it into the box at the top of this page.',
  },
  {
    title: 'Click download',
    text: 'Press “Get thumbnails”, pick the size you like, choose JPG, PNG or WebP, then hit Download.',
  },
  {
    title: 'Save it',
    text: 'The image lands in your downloads, named with the video’s ID and its quality (maxresdefault, say), or after the title if you choose.',
  },
]

/**
 * The pictures a lookup asks the image host for: every name of the catalogue
 * but the Full HD one, which is enlarged from the best of them rather than
 * fetched (the server's probe asks for the same list).
 */
const PICTURES_LOOKED_FOR = QUALITIES.filter((quality) => !quality.upscaleTo).length

/**
 * Figures that hold for every lookup, not traffic claims: a new site has no
 * download count to boast of, and one it could not prove would mislead.
 */
export const STATS: readonly { value: string; label: string }[] = [
  { value: String(PICTURES_LOOKED_FOR), label: 'Pictures looked for per video' },
  { value: '3', label: 'Formats: JPG, PNG, WebP' },
  { value: '0', label: 'Sign-ups needed' },
]

export const USE_CASES: readonly Item[] = [
  {
    icon: 'video',
    title: 'Content creators',
    text: 'Archive your own thumbnails, or study what works on your channel before a redesign.',
  },
  {
    icon: 'megaphone',
    title: 'Marketers',
    text: 'Drop sharp video images into newsletters, ads and reports instead of blurry screenshots.',
  },
  {
    icon: 'palette',
    title: 'Designers',
    text: 'Use the real image in mock-ups, mood boards and A/B test comps.',
  },
  {
    icon: 'school',
    title: 'Teachers and students',
    text: 'Illustrate slides, worksheets and projects with the video you are talking about.',
  },
  {
    icon: 'pen',
    title: 'Bloggers and journalists',
    text: 'Give an article that cites a video a crisp preview image.',
  },
  {
    icon: 'chart',
    title: 'Researchers',
    text: 'Collect thumbnails to study colour, text and faces across channels and years.',
  },
]

/** One row of the comparison: what we offer, and what other tools usually do. */
export const COMPARISON: readonly { feature: string; others: string }[] = [
  { feature: 'Free, with no sign-up', others: 'Often asks for an account' },
  { feature: 'Full HD 1920×1080 option', others: 'Rarely' },
  { feature: 'JPG, PNG and WebP', others: 'JPG only' },
  { feature: 'True pixel size on every image', others: 'No' },
  { feature: 'Proper file names on phones', others: 'Hit and miss' },
  { feature: 'No watermarks or usage limits', others: 'Sometimes' },
  { feature: 'Your links kept out of server logs', others: 'Unknown' },
]

/**
 * The seven FAQ entries, in order: each is the messages `home.faq.<entry>.question` and
 * `.answer` (app/i18n/messages), whose `<link>` goes to the contact page.
 */
export const FAQ = ['free', 'sizes', 'links', 'formats', 'phones', 'rights', 'contact'] as const

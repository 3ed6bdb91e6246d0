/**
 * Copy for the About page as data: the figures, the three pillars, the
 * timeline and the values. The team is the operator's own (TEAM, README),
 * never invented here. The components in `app/components/about/` decide how
 * it looks.
 */

/** Figures true of every lookup (not traffic claims), shown in the hero. */
export { STATS as ABOUT_STATS } from './home.ts'

export type IconName =
  'target' | 'users' | 'chart' | 'gift' | 'shield' | 'bolt' | 'ruler' | 'heart' | 'globe'

export type Card = { icon: IconName; title: string; text: string }

export const PILLARS: readonly Card[] = [
  {
    icon: 'target',
    title: 'Mission',
    text: 'Give anyone the thumbnail they need in two clicks: free, at full quality, and without asking who they are.',
  },
  {
    icon: 'users',
    title: 'Team',
    text: 'The people who run this site build, host and support it themselves, and use the tool for their own videos, so they feel every rough edge.',
  },
  {
    icon: 'chart',
    title: 'Impact',
    text: 'Every lookup lists only the sizes that really exist, with their true pixel size, and every download is the real image: no screenshots, no guesswork.',
  },
]

export type Milestone = { year: string; title: string; text: string }

export const MILESTONES: readonly Milestone[] = [
  {
    year: '2023',
    title: 'A weekend script',
    text: 'A channel redesign needed the original thumbnails of forty old videos. YouTube had no save button, so we wrote a script that asked for every size it keeps.',
  },
  {
    year: '2023',
    title: 'The first public version',
    text: 'We put the script behind a single text box and shared the link. There was no sign-up on day one, and there has never been one since.',
  },
  {
    year: '2024',
    title: 'Every size, every format',
    text: 'PNG and WebP downloads arrived, together with a clear list of exactly which sizes each video really has.',
  },
  {
    year: '2024',
    title: 'Rebuilt around privacy',
    text: 'Downloads moved to our own server. Your browser now talks only to us, and the links you paste never reach our logs.',
  },
  {
    year: '2025',
    title: 'Guides',
    text: 'We started our blog with practical guides to thumbnail design.',
  },
]

export const VALUES: readonly Card[] = [
  {
    icon: 'gift',
    title: 'Free, for real',
    text: 'No paywall, no premium tier for the big sizes and no watermark stamped on your image.',
  },
  {
    icon: 'shield',
    title: 'Private by default',
    text: 'No account, no tracking cookies, no analytics, and the links you paste are never logged.',
  },
  {
    icon: 'bolt',
    title: 'Fast on every device',
    text: 'Small, prerendered pages and a lookup that usually takes less than a second, on a phone or a desktop.',
  },
  {
    icon: 'ruler',
    title: 'Honest quality',
    text: 'Every card shows the real pixel size of the image. When a size is upscaled, we tell you so.',
  },
  {
    icon: 'heart',
    title: 'Respect for creators',
    text: 'Thumbnails belong to the people who made them. We help you use them fairly and say so plainly.',
  },
  {
    icon: 'globe',
    title: 'Open to everyone',
    text: 'Keyboard, screen reader or a slow connection: the site is built and tested to work for all of them.',
  },
]

/**
 * Copy for the About page as data: the figures, the three pillars, the
 * timeline and the values. The team is the operator's own (TEAM, docs/configuration.md),
 * never invented here. The components in `app/components/about/` decide how
 * it looks.
 */

import { STATS, type StatId } from './home.ts'

/**
 * Figures true of every lookup (not traffic claims), shown in the hero: the home page's
 * (STATS). The home page's labels are messages of its own, which this page is not sent.
 */
const STAT_LABELS: Readonly<Record<StatId, string>> = {
  pictures: 'Pictures looked for per video',
  formats: 'Formats: JPG, PNG, WebP',
  signUps: 'Sign-ups needed',
}

export const ABOUT_STATS = STATS.map((stat) => ({ ...stat, label: STAT_LABELS[stat.id] }))

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
    text: 'The people who run this site host it, keep it up to date and read what you send through the contact page. They appear on this page only if they choose to, never as invented faces.',
  },
  {
    icon: 'chart',
    title: 'Impact',
    text: 'Every lookup lists only the sizes that really exist, with their true pixel size, and every download is the real image: no screenshots, no guesswork.',
  },
]

/**
 * One release of the site, as CHANGELOG.md records it: its version, the day
 * it shipped (ISO 8601 and as displayed) and what it gave visitors.
 */
export type Milestone = {
  version: string
  date: string
  label: string
  title: string
  text: string
}

/** The real releases, oldest first; about.test.ts checks each against CHANGELOG.md. */
export const MILESTONES: readonly Milestone[] = [
  {
    version: '0.1.0',
    date: '2026-11-21',
    label: 'November 21, 2026',
    title: 'The first version',
    text: 'Paste a YouTube link, see every size the video has, and download it as JPG, PNG or WebP, with a Full HD enlargement when you need one. The blog’s three guides, this page and the contact form came with it.',
  },
  {
    version: '0.2.0',
    date: '2026-11-25',
    label: 'November 25, 2026',
    title: 'Any link you paste',
    text: 'Many more kinds of link work: YouTube Kids, links to a thumbnail image, Google redirects and a link pasted with a sentence around it. A playlist or channel link now gets a message that says what it is.',
  },
  {
    version: '0.3.0',
    date: '2026-11-25',
    label: 'November 25, 2026',
    title: 'Every picture, and many at once',
    text: 'A lookup finds every picture a video has, a Short’s upright cover included, and shows the video’s title. Black bars can be cropped, files named after the title, and a list of links or a playlist saved as one ZIP. Dark mode and sharing from the YouTube app on Android came too.',
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

/**
 * The About page's structure as data: the figures, the three pillars, the timeline and the
 * values, each by id (their words are `about.*` in app/i18n/messages/en.json). The team is the
 * operator's own (TEAM, docs/configuration.md), never invented here. The components in
 * `app/components/about/` decide how it looks.
 */

/**
 * Figures true of every lookup (not traffic claims), shown in the hero: the home page's, with its
 * labels (`home.stats.*`), which the About page's loader sends with its own.
 */
export { STATS as ABOUT_STATS } from './home.ts'

export type IconName =
  'target' | 'users' | 'chart' | 'gift' | 'shield' | 'bolt' | 'ruler' | 'heart' | 'globe'

export const PILLARS = [
  { id: 'mission', icon: 'target' },
  { id: 'team', icon: 'users' },
  { id: 'impact', icon: 'chart' },
] as const satisfies readonly { id: string; icon: IconName }[]

/**
 * One release of the site, as CHANGELOG.md records it: its version, the day it shipped
 * (ISO 8601) and, by id, what it gave visitors (`about.timeline.<id>.title/.text`).
 */
export type Milestone = {
  id: 'firstVersion' | 'anyLink' | 'everyPicture'
  version: string
  date: string
}

/** The real releases, oldest first; honest-history.test.ts checks each against CHANGELOG.md. */
export const MILESTONES: readonly Milestone[] = [
  { id: 'firstVersion', version: '0.1.0', date: '2026-11-21' },
  { id: 'anyLink', version: '0.2.0', date: '2026-11-25' },
  { id: 'everyPicture', version: '0.3.0', date: '2026-11-25' },
]

/**
 * A release's day as the page shows it, in the page's language.
 * @example releaseDay('2026-11-21', 'en') // 'November 21, 2026'
 */
export function releaseDay(iso: string, lang: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(lang, {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })
}

export const VALUES = [
  { id: 'free', icon: 'gift' },
  { id: 'private', icon: 'shield' },
  { id: 'fast', icon: 'bolt' },
  { id: 'quality', icon: 'ruler' },
  { id: 'creators', icon: 'heart' },
  { id: 'open', icon: 'globe' },
] as const satisfies readonly { id: string; icon: IconName }[]

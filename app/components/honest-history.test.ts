/**
 * The site tells only the history it has: the About timeline is the releases
 * CHANGELOG.md records, on their days; no article is signed by a person or
 * dated before the first release; and the About page names no year before it.
 */
import { readFileSync } from 'node:fs'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { MILESTONES } from '#app/content/about.ts'
import { ARTICLES } from '#app/content/articles.ts'
import { catalogOf } from '#app/i18n/catalog.ts'
import { I18nProvider, translator } from '#app/i18n/i18n.tsx'
import { longDay } from '#app/i18n/page-locale.ts'
import { ENGLISH } from '#core/locales.ts'
import { AboutHero } from './about/about-hero.tsx'
import { AboutPillars } from './about/about-pillars.tsx'
import { AboutStory } from './about/about-story.tsx'
import { AboutTimeline } from './about/about-timeline.tsx'
import { AboutValues } from './about/about-values.tsx'

const CHANGELOG = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8')

/** The released versions, oldest first, from headings like `## [0.1.0] - 2026-11-21`. */
const RELEASES = [...CHANGELOG.matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)]
  .map(([, version, date]) => ({ version, date }))
  .reverse()
const FIRST_RELEASE = RELEASES[0]?.date ?? ''

const t = translator('en', catalogOf(ENGLISH))
/** The text of components as the English page renders them, tags dropped. */
function textOf(...elements: ReactElement[]): string {
  return elements
    .map((element) => renderToStaticMarkup(createElement(I18nProvider, { t, children: element })))
    .join(' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
}

/** An ISO day as the pages show it: '2026-11-21' → 'November 21, 2026'. */
function displayDay(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  })
}

describe('the About timeline', () => {
  test('is every release of CHANGELOG.md with its day, oldest first, up to the latest', () => {
    expect(RELEASES.length).toBeGreaterThanOrEqual(3)
    expect(MILESTONES.map(({ version, date }) => ({ version, date }))).toEqual(RELEASES)
  })

  test('shows each release on the day it has', () => {
    const text = textOf(createElement(AboutTimeline, { lang: 'en' }))
    for (const milestone of MILESTONES) {
      expect(text).toContain(`${displayDay(milestone.date)} · Version ${milestone.version}`)
    }
  })
})

describe('the blog articles', () => {
  test('carry no author of their own: the byline is the site under its configured name', () => {
    for (const article of ARTICLES) expect(article).not.toHaveProperty('author')
    expect(t('blog.author', { site: 'ThumbGrab' })).toBe('ThumbGrab team')
    expect(t('blog.author', { site: 'Clip Saver' })).toBe('Clip Saver team')
  })

  test('are dated between the first release and today, as displayed', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const article of ARTICLES) {
      expect(article.published >= FIRST_RELEASE, article.slug).toBe(true)
      expect(article.published <= today, article.slug).toBe(true)
      expect(longDay(article.published, 'en')).toBe(displayDay(article.published))
    }
  })
})

test('the About page names no year before the first release', () => {
  const text = textOf(
    createElement(AboutHero, { siteName: 'ThumbGrab' }),
    createElement(AboutStory, { siteName: 'ThumbGrab', lang: 'en' }),
    createElement(AboutPillars),
    createElement(AboutTimeline, { lang: 'en' }),
    createElement(AboutValues),
  )
  const years = [...text.matchAll(/\b(?:19|20)\d{2}\b/g)].map(([year]) => Number(year))
  expect(years.length).toBeGreaterThan(0)
  expect(years.filter((year) => year < Number(FIRST_RELEASE.slice(0, 4)))).toEqual([])
  // The story dates the first version by the timeline's first entry.
  expect(text).toContain(
    `first version was released on ${displayDay(MILESTONES[0]?.date ?? '')} , and the timeline`,
  )
})

import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { catalogOf } from '#app/i18n/catalog.ts'
import { I18nProvider, translator } from '#app/i18n/i18n.tsx'
import { ENGLISH } from '#core/locales.ts'
import { AboutTeam } from './about/about-team.tsx'
import { Testimonials } from './home/testimonials.tsx'

const t = translator('en', catalogOf(ENGLISH))
/** Renders as the English page does, with its messages. */
const inEnglish = (element: ReactElement) => createElement(I18nProvider, { t, children: element })

describe("the operator's team and testimonials", () => {
  test('without any configured, no team section and no quotes: no invented people', () => {
    expect(renderToStaticMarkup(inEnglish(createElement(AboutTeam, { team: [] })))).toBe('')
    const html = renderToStaticMarkup(inEnglish(createElement(Testimonials, { testimonials: [] })))
    expect(html).toContain('What every lookup gives you')
    expect(html).not.toContain('<figure')
    expect(html).not.toMatch(/Rated \d/)
  })

  test('renders exactly the configured people', () => {
    const team = renderToStaticMarkup(
      inEnglish(
        createElement(AboutTeam, {
          team: [{ name: 'Ada King Lovelace', role: 'Founder', bio: 'Runs the site.' }],
        }),
      ),
    )
    expect(team).toContain('Ada King Lovelace')
    expect(team).toContain('>AL<')
    expect(team.match(/<li/g)).toHaveLength(1)
    const reviews = renderToStaticMarkup(
      inEnglish(
        createElement(Testimonials, {
          testimonials: [
            { name: 'Jo Park', role: 'Teacher', rating: 4, quote: 'Saved my slides.' },
          ],
        }),
      ),
    )
    expect(reviews).toContain('Rated 4 out of 5')
    expect(reviews).toContain('Saved my slides.')
    expect(reviews.match(/<figure/g)).toHaveLength(1)
  })
})

import { useLocation } from 'react-router'
import { NO_APP } from '#app/lib/page-scripts.ts'
import { AboutCta } from '#app/components/about/about-cta.tsx'
import { AboutHero } from '#app/components/about/about-hero.tsx'
import { AboutPillars } from '#app/components/about/about-pillars.tsx'
import { AboutStory } from '#app/components/about/about-story.tsx'
import { AboutTeam } from '#app/components/about/about-team.tsx'
import { AboutTimeline } from '#app/components/about/about-timeline.tsx'
import { AboutValues } from '#app/components/about/about-values.tsx'
import { messagesFor } from '#app/i18n/catalog.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import { localeOfPath } from '#core/locales.ts'
import type { Route } from './+types/about'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({ matches, location }, (site, t) => ({
    path: '/about',
    title: t('meta.about.title', { site: site.name }),
    description: t('meta.about.description', { site: site.name }),
    keywords: t('meta.about.keywords', { siteLowercase: site.name.toLowerCase() }),
  }))
}

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname)
  // The hero shows the home page's figures, with their labels (app/content/about.ts).
  return { messages: messagesFor(locale, ['about', 'home']) }
}

export default function AboutPage() {
  const site = useSite()
  const siteName = site?.name ?? 'ThumbGrab'
  const { lang } = localeOfPath(useLocation().pathname)

  return (
    <>
      <AboutHero siteName={siteName} />
      <AboutStory siteName={siteName} lang={lang} />
      <AboutPillars />
      <AboutTimeline lang={lang} />
      <AboutValues />
      <AboutTeam team={site?.team ?? []} />
      <AboutCta />
    </>
  )
}

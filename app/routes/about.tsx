import { NO_APP } from '#app/lib/page-scripts.ts'
import { AboutCta } from '#app/components/about/about-cta.tsx'
import { AboutHero } from '#app/components/about/about-hero.tsx'
import { AboutPillars } from '#app/components/about/about-pillars.tsx'
import { AboutStory } from '#app/components/about/about-story.tsx'
import { AboutTeam } from '#app/components/about/about-team.tsx'
import { AboutTimeline } from '#app/components/about/about-timeline.tsx'
import { AboutValues } from '#app/components/about/about-values.tsx'
import { pageMeta } from '#app/lib/meta.ts'
import { useSite } from '#app/lib/use-site.ts'
import type { Route } from './+types/about'

// Its content needs no app: plain links, and the header's enhancement (lib/page-scripts.ts).
export const handle = NO_APP

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches }, (site) => ({
    path: '/about',
    title: `About Us | ${site.name}`,
    description: `About ${site.name}, the free YouTube thumbnail downloader: our story, mission and values, and how we build and support it.`,
    keywords: [
      `about ${site.name.toLowerCase()}`,
      'youtube thumbnail downloader team',
      'free thumbnail tool',
      'privacy-friendly thumbnail downloader',
    ],
  }))
}

export default function AboutPage() {
  const site = useSite()
  const siteName = site?.name ?? 'ThumbGrab'

  return (
    <>
      <AboutHero siteName={siteName} />
      <AboutStory siteName={siteName} />
      <AboutPillars />
      <AboutTimeline />
      <AboutValues />
      <AboutTeam team={site?.team ?? []} />
      <AboutCta />
    </>
  )
}

import { useT } from '#app/i18n/i18n.tsx'
import type { TeamMember } from '#core/site.ts'
import { SectionHeading } from '../section-heading.tsx'

/**
 * The operator's team, from the TEAM setting (docs/configuration.md). Without
 * one the page shows no team at all rather than people who do not exist.
 */
export function AboutTeam({ team }: { team: readonly TeamMember[] }) {
  const t = useT()
  if (team.length === 0) return null
  return (
    <section aria-labelledby="team-title" className="px-4 py-20 sm:px-6">
      <SectionHeading
        id="team-title"
        eyebrow={t('about.team.eyebrow')}
        title={t('about.team.title')}
        lead={t('about.team.lead')}
      />
      {/* Centred rows of up to four, whatever the size of the team. */}
      <ul className="mx-auto mt-12 flex max-w-6xl flex-wrap justify-center gap-6">
        {team.map((member) => (
          <li
            key={member.name}
            className="flex w-full flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]"
          >
            <span
              aria-hidden="true"
              className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
            >
              {initials(member.name)}
            </span>
            <h3 className="mt-5 text-lg font-bold">{member.name}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** Up to two initials: "Ada Lovelace" → "AL". */
function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean)
  return [words[0], words.length > 1 ? words.at(-1) : undefined]
    .map((word) => word?.charAt(0).toUpperCase() ?? '')
    .join('')
}

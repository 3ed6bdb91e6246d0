import { TEAM } from '#app/content/about.ts'
import { SectionHeading } from '../section-heading.tsx'
import { TeamAvatar } from './team-avatar.tsx'

export function AboutTeam() {
  return (
    <section aria-labelledby="team-title" className="px-4 py-20 sm:px-6">
      <SectionHeading
        id="team-title"
        eyebrow="Meet the team"
        title="The people behind the text box"
        lead="A small, remote team that designs, builds and supports the site."
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {TEAM.map((member) => (
          <li
            key={member.name}
            className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <TeamAvatar look={member.avatar} className="size-28" />
            <h3 className="mt-5 text-lg font-bold">{member.name}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-700">{member.role}</p>
            <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

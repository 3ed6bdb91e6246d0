/** The eyebrow, h2 and lead line that open each section of the home and About pages. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string
  eyebrow: string
  title: string
  lead?: string
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-600">{lead}</p>}
    </div>
  )
}

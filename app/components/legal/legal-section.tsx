import type { LegalBlock, LegalSection as Section } from '#app/content/legal.ts'
import { RichText } from './rich-text.tsx'
import { LegalTable } from './legal-table.tsx'

/** One numbered section of a legal page; the heading's id is the in-page anchor. */
export function LegalSection({
  section,
  number,
  lang,
}: {
  section: Section
  number: number
  /** The document's language, when it is not the page's. */
  lang?: string
}) {
  return (
    <section aria-labelledby={section.id} lang={lang} className="border-t border-slate-200 pt-10">
      <SectionTitle id={section.id} number={number}>
        {section.title}
      </SectionTitle>
      <div className="mt-5 space-y-5">
        {section.blocks.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
    </section>
  )
}

export function SectionTitle({
  id,
  number,
  children,
}: {
  id: string
  number: number
  children: React.ReactNode
}) {
  return (
    <h2 id={id} className="flex scroll-mt-6 gap-3 text-2xl font-bold tracking-tight text-ink">
      <span className="text-brand-700 tabular-nums">{number}.</span> <span>{children}</span>
    </h2>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if ('p' in block) {
    return (
      <p>
        <RichText value={block.p} />
      </p>
    )
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-3 ps-6 marker:text-brand-600">
        {block.list.map((item, index) => (
          <li key={index} className="ps-1">
            <RichText value={item} />
          </li>
        ))}
      </ul>
    )
  }
  return <LegalTable table={block.table} />
}

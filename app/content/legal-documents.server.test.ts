import { describe, expect, it } from 'vitest'
import { LOCALES } from '#core/locales.ts'
import { testSite } from '#tests/support/site.ts'
import type { LegalBlock, LegalDocument, Rich } from './legal.ts'
import { legalDocument, type LegalKind } from './legal-documents.server.ts'

/** A document with its words taken out: what every translation must keep as it is. */
function skeleton(document: LegalDocument) {
  const rich = (text: Rich) =>
    typeof text === 'string'
      ? 'text'
      : text.map((run) => (typeof run === 'string' ? 'text' : 'href' in run ? run.href : 'strong'))
  const block = (b: LegalBlock) =>
    'p' in b
      ? { p: rich(b.p) }
      : 'list' in b
        ? { list: b.list.map(rich) }
        : { columns: b.table.columns.length, rows: b.table.rows.map((row) => row.map(rich)) }
  return {
    intro: document.intro.map(rich),
    summary: document.summary.items.map(rich),
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: section.blocks.map(block),
    })),
  }
}

describe('the legal documents', () => {
  // With and without the optional contact details, on the site's own address or another.
  const sites = [
    testSite(),
    {
      ...testSite('https://thumbgrab'),
      contact: { email: 'help@example.org', phone: null, address: null },
    },
  ]
  for (const kind of ['privacy', 'terms'] as const satisfies readonly LegalKind[]) {
    for (const locale of LOCALES.slice(1)) {
      it(`${kind} in ${locale.lang} is a translation with English's sections, links and lists`, () => {
        for (const site of sites) {
          const english = legalDocument(kind, LOCALES[0]!, site).document
          const { lang, document } = legalDocument(kind, locale, site)
          expect(lang).toBe(locale.lang)
          expect(document.title).not.toBe(english.title)
          expect(skeleton(document)).toEqual(skeleton(english))
        }
      })
    }
  }
})

/**
 * The shape of a legal page's copy (privacy policy, terms of service): plain
 * data that `app/components/legal/` renders, so the wording is reviewed in one
 * place without touching markup. Each language has its own whole documents
 * (legal-documents.server.ts); the words around them are `legal.*` in the catalog.
 */

/** The message namespace of the legal pages' frame, sent by their loaders. */
export const LEGAL_MESSAGES = ['legal'] as const

/** The day both legal pages were last updated (ISO 8601), written out in the page's language. */
export const POLICY_LAST_UPDATED = '2025-04-09'

/** A run of text: plain, bold, or a link (`/path` for pages, `#id` for this page, or `mailto:`). */
export type Inline = string | { strong: string } | { text: string; href: string }

/** A sentence or paragraph built from runs; a bare string is the common case. */
export type Rich = string | readonly Inline[]

export type LegalBlock =
  | { p: Rich }
  | { list: readonly Rich[] }
  | {
      table: {
        caption: string
        columns: readonly string[]
        rows: readonly (readonly Rich[])[]
      }
    }

export type LegalSection = { id: string; title: string; blocks: readonly LegalBlock[] }

export type LegalDocument = {
  title: string
  intro: readonly Rich[]
  /** A plain-language summary shown in a box above the full text. */
  summary: { title: string; items: readonly Rich[] }
  /** Everything but the contact section, which every legal page ends with. */
  sections: readonly LegalSection[]
  /** The first words of that contact section: what to write to us about. */
  contactLead: string
}

/** Id of the closing contact section, for in-page links such as "see Contact us". */
export const CONTACT_SECTION_ID = 'contact'

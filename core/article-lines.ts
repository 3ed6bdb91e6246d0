/**
 * The article body renderer's pure half: turns the long text of an article into
 * typed blocks, one per non-empty line. React renders the blocks as text nodes,
 * so nothing in an article is ever HTML.
 *
 * Markers, checked on the trimmed line:
 * - `## ` + text → second-level heading
 * - `### ` + text → third-level heading
 * - `**` + text + `**`, wholly wrapped (no `**` inside) → bold paragraph
 * - any other non-empty line → paragraph, verbatim (`##x`, `#### x`, `<b>` stay text)
 */
import { slugify } from './slug.ts'

export type ArticleBlock =
  | { readonly kind: 'h2' | 'h3'; readonly text: string; readonly id: string }
  | { readonly kind: 'strong' | 'p'; readonly text: string }

const H2 = '## '
const H3 = '### '
const BOLD = '**'

/**
 * @example
 * parseArticleLines('## Size\nUse 1280×720.\n**Keep it under 2 MB.**')
 * // [{ kind: 'h2', text: 'Size', id: 'size' },
 * //  { kind: 'p', text: 'Use 1280×720.' },
 * //  { kind: 'strong', text: 'Keep it under 2 MB.' }]
 */
export function parseArticleLines(content: string): ArticleBlock[] {
  const ids = new Map<string, number>()
  const uniqueId = (text: string) => {
    const base = slugify(text).replace(/^-+|-+$/g, '') || 'section'
    const seen = ids.get(base) ?? 0
    ids.set(base, seen + 1)
    return seen === 0 ? base : `${base}-${seen + 1}`
  }

  const blocks: ArticleBlock[] = []
  for (const raw of content.split(/\r\n|\r|\n/)) {
    const line = raw.trim()
    if (line === '') continue
    const heading = headingOf(line)
    if (heading) {
      blocks.push({ ...heading, id: uniqueId(heading.text) })
    } else if (isWhollyBold(line)) {
      blocks.push({ kind: 'strong', text: line.slice(BOLD.length, -BOLD.length).trim() })
    } else {
      blocks.push({ kind: 'p', text: line })
    }
  }
  return blocks
}

function headingOf(line: string): { kind: 'h2' | 'h3'; text: string } | undefined {
  for (const [marker, kind] of [
    [H3, 'h3'],
    [H2, 'h2'],
  ] as const) {
    if (!line.startsWith(marker)) continue
    const text = line.slice(marker.length).trim()
    return text === '' ? undefined : { kind, text }
  }
  return undefined
}

function isWhollyBold(line: string): boolean {
  if (!line.startsWith(BOLD) || !line.endsWith(BOLD)) return false
  const inner = line.slice(BOLD.length, -BOLD.length)
  return inner.trim() !== '' && !inner.includes(BOLD)
}

/** The second-level headings, in order: an article's outline. */
export function articleOutline(
  blocks: readonly ArticleBlock[],
): Array<{ id: string; text: string }> {
  return blocks.flatMap((block) =>
    block.kind === 'h2' ? [{ id: block.id, text: block.text }] : [],
  )
}

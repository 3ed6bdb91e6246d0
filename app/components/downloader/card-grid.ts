/**
 * How many columns a group of cards gets at each screen width, chosen from the number of
 * cards so that no card sits alone on the last row: a group's usual columns when they fill
 * the last row with two or more, else one more or one fewer column (never fewer than three,
 * where the usual is three or more), else the first card, the largest picture, spans two
 * columns, which leaves the last row two cards or full (on a two-column phone, a full-width
 * first card and then pairs).
 */
import type { QualityGroup } from '#core/qualities.ts'

/** Tailwind's breakpoints the grids change at: none (a phone), `sm` (640 px), `lg` (1024 px). */
export const BREAKPOINTS = ['base', 'sm', 'lg'] as const
export type Breakpoint = (typeof BREAKPOINTS)[number]

export type GridLayout = Record<Breakpoint, { columns: number; spanFirst: boolean }>

/** The usual columns: frames are small pictures, so more of them per row. */
const USUAL_COLUMNS: Record<'frames' | 'other', Record<Breakpoint, number>> = {
  frames: { base: 2, sm: 3, lg: 4 },
  other: { base: 2, sm: 2, lg: 3 },
}

/** A last row of one card: more than one card, and one left over after the full rows. */
const leavesOrphan = (count: number, columns: number) => count > 1 && count % columns === 1

function layoutAt(count: number, usual: number): { columns: number; spanFirst: boolean } {
  // Two columns (a phone) stay two: three cards across a phone are too small to judge.
  const candidates = usual >= 3 ? [usual, usual + 1, usual - 1].filter((n) => n >= 3) : [usual]
  const columns = candidates.find((n) => !leavesOrphan(count, n))
  if (columns !== undefined) return { columns, spanFirst: false }
  // A first card two columns wide takes one more place: count + 1 ≡ 2 (mod usual), or 0 for two.
  return { columns: usual, spanFirst: true }
}

/**
 * @example gridLayout('main', 7).lg // { columns: 4, spanFirst: false }
 * @example gridLayout('main', 7).base // { columns: 2, spanFirst: true }
 */
export function gridLayout(group: QualityGroup, count: number): GridLayout {
  const usual = USUAL_COLUMNS[group === 'frames' ? 'frames' : 'other']
  return {
    base: layoutAt(count, usual.base),
    sm: layoutAt(count, usual.sm),
    lg: layoutAt(count, usual.lg),
  }
}

/** Literal class names (Tailwind reads them from source), by breakpoint and columns. */
const COLUMN_CLASSES: Record<Breakpoint, Record<number, string>> = {
  base: { 2: 'grid-cols-2' },
  sm: { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' },
  lg: { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' },
}
const SPAN_CLASSES: Record<Breakpoint, Record<'span' | 'single', string>> = {
  base: { span: 'col-span-2', single: 'col-span-1' },
  sm: { span: 'sm:col-span-2', single: 'sm:col-span-1' },
  lg: { span: 'lg:col-span-2', single: 'lg:col-span-1' },
}

/** The grid's column classes and the first card's span classes for a layout. */
export function gridClasses(layout: GridLayout): { grid: string; first: string } {
  const grid: string[] = []
  const first: string[] = []
  let columns = 0
  let spanning = false
  for (const breakpoint of BREAKPOINTS) {
    const at = layout[breakpoint]
    if (at.columns !== columns) grid.push(COLUMN_CLASSES[breakpoint][at.columns] ?? '')
    if (at.spanFirst !== spanning)
      first.push(SPAN_CLASSES[breakpoint][at.spanFirst ? 'span' : 'single'])
    columns = at.columns
    spanning = at.spanFirst
  }
  return { grid: grid.join(' '), first: first.join(' ') }
}

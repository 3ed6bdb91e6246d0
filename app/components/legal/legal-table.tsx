import type { LegalBlock } from '#app/content/legal.ts'
import { RichText } from './rich-text.tsx'

type Table = Extract<LegalBlock, { table: unknown }>['table']

// Below `sm` a three-column table is too narrow to read, so each row becomes a
// small card: the row header leads, and every other cell shows its column name
// from `data-label` (CSS only).
const stackCell =
  'max-sm:block max-sm:px-0 max-sm:py-1 max-sm:before:block max-sm:before:text-xs max-sm:before:font-bold max-sm:before:tracking-wider max-sm:before:text-slate-600 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]'

export function LegalTable({ table }: { table: Table }) {
  const rest = table.columns.slice(1)
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-start text-base max-sm:block">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-slate-50 text-sm max-sm:hidden">
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-bold text-ink">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 max-sm:block">
          {table.rows.map(([header, ...cells], rowIndex) => (
            <tr key={rowIndex} className="align-top max-sm:block max-sm:px-4 max-sm:py-4">
              <th
                scope="row"
                className="px-4 py-4 font-semibold text-ink max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-1 max-sm:text-lg"
              >
                {header && <RichText value={header} />}
              </th>
              {cells.map((cell, cellIndex) => (
                <td
                  key={cellIndex}
                  data-label={rest[cellIndex]}
                  className={`px-4 py-4 ${stackCell}`}
                >
                  <RichText value={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

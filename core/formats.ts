/**
 * The output formats a thumbnail can be downloaded in (SPEC §3), as data.
 * Adding a format is adding a row.
 */

type FormatRow<Id extends string = string> = {
  readonly id: Id
  /** Upper-case name shown on buttons and in toasts ('Preparing your PNG download...'). */
  readonly label: string
  readonly mimeType: string
}

const ROWS = [
  { id: 'jpg', label: 'JPG', mimeType: 'image/jpeg' },
  { id: 'png', label: 'PNG', mimeType: 'image/png' },
  { id: 'webp', label: 'WEBP', mimeType: 'image/webp' },
] as const satisfies readonly FormatRow[]

export type FormatId = (typeof ROWS)[number]['id']
export type Format = FormatRow<FormatId>

/** Every format, in the order the UI offers them. The id doubles as the file extension. */
export const FORMATS: readonly Format[] = ROWS

export const DEFAULT_FORMAT: FormatId = 'jpg'

const BY_ID = new Map<string, Format>(FORMATS.map((format) => [format.id, format]))

/**
 * @example
 * isFormatId('png') // true
 * isFormatId('gif') // false
 */
export function isFormatId(value: unknown): value is FormatId {
  return typeof value === 'string' && BY_ID.has(value)
}

/**
 * @example
 * getFormat('webp').mimeType // 'image/webp'
 */
export function getFormat(id: FormatId): Format {
  const format = BY_ID.get(id)
  if (!format) throw new TypeError(`Unknown format: ${String(id)}`)
  return format
}

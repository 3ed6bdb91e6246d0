/**
 * The rules of a batch (`POST /api/batch`, docs/api.md), shared by the server that runs it
 * and the page that shows its report: what each line of input is (a video, a playlist, a
 * channel, or nothing usable), the limits, the statuses of report.csv and the CSV itself.
 * Which part of a line is a video link is youtube-url.ts's job; this module only adds the
 * playlist and channel ids that a single lookup refuses.
 */
import { parseVideoId } from './youtube-url.ts'

/** Most lines a batch takes, and most videos it fetches once playlists are expanded. */
export const MAX_BATCH_LINKS = 200

/** How many videos the public feed lists: the newest ones only (the report says so). */
export const FEED_VIDEOS = 15

export type BatchLine =
  | { kind: 'video'; videoId: string }
  | { kind: 'playlist'; playlistId: string }
  | { kind: 'channel'; channelId: string }
  | { kind: 'handle'; handle: string }
  | { kind: 'invalid' }

/** The status column of report.csv: `ok`, or why not. */
export const BATCH_STATUSES = [
  'ok',
  // A video row.
  'invalid_link',
  'no_thumbnails',
  'quality_missing',
  'upstream_error',
  'timeout',
  'overloaded',
  'duplicate',
  // A playlist or channel row, before the rows of its videos.
  'feed_newest_15',
  'cut_at_limit',
  'needs_api_key',
  'not_found',
  'rate_limited',
] as const
export type BatchStatus = (typeof BATCH_STATUSES)[number]

export const REPORT_HEADER = [
  'link',
  'video_id',
  'title',
  'quality',
  'width',
  'height',
  'bytes',
  'status',
] as const

export type ReportRow = {
  link: string
  videoId: string
  title: string
  quality: string
  width: number | null
  height: number | null
  bytes: number | null
  status: BatchStatus
}

/** Hosts whose pages name playlists (`list=`) and channels (`/channel/UC…`, `/@handle`). */
const PAGE_HOST = /^(?:(?:www|m|music)\.)?youtube(?:-nocookie)?\.com$/
const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/
/** `UC` and 22 more id characters: a channel id. */
const CHANNEL_ID = /^UC[A-Za-z0-9_-]{22}$/
/** A handle: 3–30 letters, digits, `_`, `-` and `.` (YouTube's handle rules). */
const HANDLE = /^@[\p{L}\p{N}._-]{3,30}$/u

/**
 * What one line of a batch names. A watch link with `list=` is its video, or the whole
 * playlist when `wholePlaylist` is set.
 *
 * @example
 * classifyLine('https://youtu.be/dQw4w9WgXcQ') // { kind: 'video', videoId: 'dQw4w9WgXcQ' }
 * classifyLine('youtube.com/playlist?list=PL123') // { kind: 'playlist', playlistId: 'PL123' }
 * classifyLine('https://www.youtube.com/@fake') // { kind: 'handle', handle: '@fake' }
 */
export function classifyLine(line: string, { wholePlaylist = false } = {}): BatchLine {
  const text = line.trim()
  const parsed = parseVideoId(text)
  const url = pageUrl(text)
  const list = url?.searchParams.get('list') ?? ''
  if (parsed.ok) {
    if (wholePlaylist && PLAYLIST_ID.test(list)) return { kind: 'playlist', playlistId: list }
    return { kind: 'video', videoId: parsed.id }
  }
  if (!url) return { kind: 'invalid' }
  if (parsed.reason === 'playlist' && PLAYLIST_ID.test(list)) {
    return { kind: 'playlist', playlistId: list }
  }
  if (parsed.reason !== 'channel') return { kind: 'invalid' }
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean)
  if (first.toLowerCase() === 'channel' && CHANNEL_ID.test(second)) {
    return { kind: 'channel', channelId: second }
  }
  const handle = safeDecode(first)
  if (HANDLE.test(handle)) return { kind: 'handle', handle }
  return { kind: 'invalid' }
}

/** The lines of a form's text area: one link a line, blank lines skipped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/**
 * The Many links form's count of its lines: the links the batch will fetch, and the lines that
 * name no video, playlist or channel (sent too, and reported as `invalid_link`). The page words
 * it (`batch.count`).
 * @example countLines(['https://youtu.be/dQw4w9WgXcQ', 'not a link']) // { links: 1, unrecognised: 1 }
 */
export function countLines(lines: readonly string[]): { links: number; unrecognised: number } {
  const unrecognised = lines.filter((line) => classifyLine(line).kind === 'invalid').length
  return { links: lines.length - unrecognised, unrecognised }
}

function pageUrl(text: string): URL | null {
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    // Not a link at all: the line is reported as invalid.
    return null
  }
  return PAGE_HOST.test(url.hostname) ? url : null
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A stray `%` in a path: the text as it is, which the handle pattern then refuses.
    return text
  }
}

/** A cell a spreadsheet would run as a formula (OWASP, CSV injection): `=`, `+`, `-`, `@`, tab, CR. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, with quotes
 * doubled; text that a spreadsheet would read as a formula gets a leading `'`.
 * @example csvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** report.csv: the header, then one line per row, CRLF line ends (RFC 4180). */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_HEADER.join(',')]
  for (const row of rows) {
    lines.push(
      [row.link, row.videoId, row.title, row.quality, row.width, row.height, row.bytes, row.status]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Reads report.csv back (the page's summary): RFC 4180 fields, the leading `'` of a guarded
 * cell removed. Rows without the full set of columns are skipped.
 */
export function parseReportCsv(text: string): ReportRow[] {
  const records = parseCsv(text)
  const rows: ReportRow[] = []
  for (const record of records.slice(1)) {
    if (record.length !== REPORT_HEADER.length) continue
    const [link, videoId, title, quality, width, height, bytes, status] = record.map(unguard)
    if (!(BATCH_STATUSES as readonly string[]).includes(status ?? '')) continue
    rows.push({
      link: link ?? '',
      videoId: videoId ?? '',
      title: title ?? '',
      quality: quality ?? '',
      width: numberOrNull(width),
      height: numberOrNull(height),
      bytes: numberOrNull(bytes),
      status: status as BatchStatus,
    })
  }
  return rows
}

function unguard(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
}

function numberOrNull(text: string | undefined): number | null {
  return text ? Number(text) : null
}

function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell])
  return records
}

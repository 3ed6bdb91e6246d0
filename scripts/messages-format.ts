/**
 * The operator's view of stored contact messages (`npm run messages`):
 * argument parsing and the text and JSON listings. Text output is made safe
 * for a terminal: control, invisible and bidirectional characters, which could
 * rewrite, hide or disguise what is shown, are printed as visible escapes (in
 * JSON as `\uXXXX`, which parses back to the same text).
 */
import type { StoredMessage } from '#server/contact/storage/message-store.ts'

export const USAGE = `Usage: npm run messages -- [--json] [--since DATE] [--file PATH]
  Lists the stored contact messages, newest first.
  --json         print a JSON array instead of text
  --since DATE   only messages received at or after DATE (2025-04-09 or an ISO time, UTC)
  --file PATH    read this database file (a backup, say) instead of DATA_DIR's`

export type MessagesArgs = { json: boolean; since?: Date; file?: string; help: boolean }

/** @throws Error with a message for the user when an argument is wrong */
export function parseMessagesArgs(argv: readonly string[]): MessagesArgs {
  const args: MessagesArgs = { json: false, help: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--json') args.json = true
    else if (arg === '--help' || arg === '-h') args.help = true
    else if (arg === '--since' || arg.startsWith('--since=')) {
      const value = arg === '--since' ? argv[++i] : arg.slice('--since='.length)
      args.since = parseSince(value)
    } else if (arg === '--file' || arg.startsWith('--file=')) {
      const value = arg === '--file' ? argv[++i] : arg.slice('--file='.length)
      if (!value) throw new Error('--file needs the path of a database file')
      args.file = value
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}`)
  }
  return args
}

function parseSince(value: string | undefined): Date {
  if (!value) throw new Error('--since needs a date, e.g. --since 2025-04-09')
  // A bare date means midnight UTC; a time without an offset is UTC too.
  const iso = /^\d{4}-\d\d-\d\d$/.test(value)
    ? `${value}T00:00:00Z`
    : /[zZ]|[+-]\d\d:?\d\d$/.test(value)
      ? value
      : `${value}Z`
  const date = new Date(iso)
  if (!/^\d{4}-\d\d-\d\d/.test(value) || Number.isNaN(date.getTime())) {
    throw new Error(`--since: ${JSON.stringify(value)} is not a date like 2025-04-09`)
  }
  return date
}

/**
 * What a terminal must not be handed raw: C0 and C1 controls but tab and line feed (Cc), format
 * characters (Cf: zero-width space, byte order mark, bidi marks, overrides and isolates, tag
 * characters that spell hidden ASCII), the line and paragraph separators (Zl, Zp), and the
 * Hangul fillers, letters that draw nothing. The zero-width joiner and non-joiner stay: emoji
 * sequences and Persian or Indic text need them, and they hide no text.
 */
const UNSAFE = /(?![\t\n\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/gu

/** Text with every control, invisible or bidi character shown as `\u{…}`. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (char) => `\\u{${char.codePointAt(0)?.toString(16)}}`)
}

/** JSON text with the same characters written as `\uXXXX` escapes: it parses back unchanged. */
function jsonSafe(json: string): string {
  return json.replace(UNSAFE, (char) =>
    // One escape per UTF-16 unit: a tag character becomes its surrogate pair, as JSON spells it.
    Array.from(
      { length: char.length },
      (_, i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`,
    ).join(''),
  )
}

export function formatMessagesText(messages: readonly StoredMessage[]): string {
  if (messages.length === 0) return 'No messages.\n'
  const blocks = messages.map((m) => {
    const when = m.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')
    const body = terminalSafe(m.message.replace(/\r\n?/g, '\n'))
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n')
    return [
      `#${m.id}  ${when}`,
      `From:    ${terminalSafe(m.name)} <${terminalSafe(m.email)}>`,
      `Subject: ${terminalSafe(m.subject)}`,
      '',
      body,
    ].join('\n')
  })
  const count = `${messages.length} message${messages.length === 1 ? '' : 's'}`
  return `${blocks.join('\n\n')}\n\n${count}\n`
}

export function formatMessagesJson(messages: readonly StoredMessage[]): string {
  return `${jsonSafe(JSON.stringify(messages, null, 2))}\n`
}

/**
 * Structured JSON-lines logging. Callers pass fields, never a request URL:
 * the site promises that submitted links and video ids are not kept.
 */
export type LogFields = { msg: string } & Record<string, unknown>

export type Logger = {
  info(fields: LogFields): void
  warn(fields: LogFields): void
  error(fields: LogFields): void
}

export function jsonLogger(out: { write(line: string): unknown } = process.stdout): Logger {
  const write = (level: string, fields: LogFields) =>
    out.write(`${JSON.stringify({ time: new Date().toISOString(), level, ...fields })}\n`)
  return {
    info: (fields) => write('info', fields),
    warn: (fields) => write('warn', fields),
    error: (fields) => write('error', fields),
  }
}

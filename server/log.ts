/**
 * Structured JSON-lines logging. Callers pass fields, never a request URL:
 * the site promises that submitted links and video ids are not kept.
 */
export type LogFields = { msg: string } & Record<string, unknown>

/** The levels, most severe first; a logger writes its own level and those before it. */
export const LOG_LEVELS = ['error', 'warn', 'info', 'debug'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
/** Every request's line and the server's start and stop; `warn` keeps only what needs a look. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info'

export type Logger = {
  error(fields: LogFields): void
  warn(fields: LogFields): void
  info(fields: LogFields): void
  /** Detail for a diagnosis (each fetch from the image host), off unless LOG_LEVEL=debug. */
  debug(fields: LogFields): void
}

const skip = () => {}

/**
 * @example jsonLogger(process.stdout, { level: 'warn' }).info({ msg: 'request' }) // writes nothing
 */
export function jsonLogger(
  out: { write(line: string): unknown } = process.stdout,
  { level = DEFAULT_LOG_LEVEL }: { level?: LogLevel } = {},
): Logger {
  const upTo = LOG_LEVELS.indexOf(level)
  const writer = (at: LogLevel) =>
    LOG_LEVELS.indexOf(at) > upTo
      ? skip
      : (fields: LogFields) =>
          out.write(`${JSON.stringify({ time: new Date().toISOString(), level: at, ...fields })}\n`)
  return {
    error: writer('error'),
    warn: writer('warn'),
    info: writer('info'),
    debug: writer('debug'),
  }
}

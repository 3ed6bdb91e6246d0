/** @module A Logger (server/log.ts) that keeps its lines in memory, for tests to read. */
import type { LogFields, Logger } from '#server/log.ts'

export function memoryLogger(): Logger & { lines: LogFields[] } {
  const lines: LogFields[] = []
  return {
    lines,
    info: (fields) => lines.push(fields),
    warn: (fields) => lines.push({ ...fields, level: 'warn' }),
    error: (fields) => lines.push({ ...fields, level: 'error' }),
    debug: (fields) => lines.push({ ...fields, level: 'debug' }),
  }
}

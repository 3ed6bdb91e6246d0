import { describe, expect, test } from 'vitest'
import { jsonLogger, LOG_LEVELS, type LogLevel } from './log.ts'

function written(level?: LogLevel) {
  const lines: string[] = []
  const log = jsonLogger({ write: (line: string) => lines.push(line) }, level && { level })
  for (const at of LOG_LEVELS) log[at]({ msg: `at ${at}`, n: 1 })
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('jsonLogger', () => {
  test('writes one JSON line a call, with its time and level first', () => {
    const [line] = written('error')
    expect(Object.keys(line ?? {})).toEqual(['time', 'level', 'msg', 'n'])
    expect(line).toMatchObject({ level: 'error', msg: 'at error', n: 1 })
    expect(Date.parse(String(line?.time))).not.toBeNaN()
  })

  test('writes its own level and the more severe ones, info by default', () => {
    const levels = (level?: LogLevel) => written(level).map((line) => line.level)
    expect(levels()).toEqual(['error', 'warn', 'info'])
    expect(levels('error')).toEqual(['error'])
    expect(levels('warn')).toEqual(['error', 'warn'])
    expect(levels('info')).toEqual(['error', 'warn', 'info'])
    expect(levels('debug')).toEqual(['error', 'warn', 'info', 'debug'])
  })
})

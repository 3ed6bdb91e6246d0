import { describe, expect, test } from 'vitest'
import type { StoredMessage } from '#server/contact/storage/message-store.ts'
import {
  formatMessagesJson,
  formatMessagesText,
  parseMessagesArgs,
  terminalSafe,
} from './messages-format.ts'

const MESSAGE: StoredMessage = {
  id: 7,
  createdAt: '2025-04-09T14:03:22.123Z',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'WebP',
  message: 'Line one\r\nLine two',
  nonce: null,
}

describe('parseMessagesArgs', () => {
  test('defaults to text, everything', () => {
    expect(parseMessagesArgs([])).toEqual({ json: false, help: false })
  })

  test('reads --json and --since in both spellings', () => {
    expect(parseMessagesArgs(['--json', '--since', '2025-04-09'])).toEqual({
      json: true,
      help: false,
      since: new Date('2025-04-09T00:00:00Z'),
    })
    expect(parseMessagesArgs(['--since=2025-04-09T12:30']).since).toEqual(
      new Date('2025-04-09T12:30:00Z'),
    )
    expect(parseMessagesArgs(['--since', '2025-04-09T12:30:00+02:00']).since).toEqual(
      new Date('2025-04-09T10:30:00Z'),
    )
  })

  test.each([['--since'], ['--since', 'yesterday'], ['--since', '2025-13-45'], ['--csv']])(
    'refuses %j',
    (...argv) => expect(() => parseMessagesArgs(argv)).toThrow(),
  )
})

describe('formatMessagesText', () => {
  test('shows each message with its time, sender, subject and indented body', () => {
    expect(formatMessagesText([MESSAGE])).toBe(
      [
        '#7  2025-04-09 14:03:22 UTC',
        'From:    Ada Lovelace <ada@example.com>',
        'Subject: WebP',
        '',
        '    Line one',
        '    Line two',
        '',
        '1 message',
        '',
      ].join('\n'),
    )
  })

  test('says when there is nothing', () => {
    expect(formatMessagesText([])).toBe('No messages.\n')
  })

  test('never lets stored text drive the terminal', () => {
    const text = formatMessagesText([
      { ...MESSAGE, name: 'x\u001b[2J', subject: '\u202eevil', message: 'bell\u0007' },
    ])
    for (const char of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(char)
    expect(text).toContain('x\\u{1b}[2J')
    expect(text).toContain('\\u{202e}evil')
  })
})

describe('terminalSafe', () => {
  test('keeps ordinary text, emoji, tabs and newlines', () => {
    expect(terminalSafe('héllo 👋\tthere\nok')).toBe('héllo 👋\tthere\nok')
  })

  test('keeps the joiners that emoji and scripts need, and variation selectors', () => {
    const text = '👩🏽\u200d💻 ❤\ufe0f می\u200cخواهم 🏳\ufe0f\u200d🌈'
    expect(terminalSafe(text)).toBe(text)
  })

  test.each([
    ['zero-width space', '\u200b', '\\u{200b}'],
    ['word joiner', '\u2060', '\\u{2060}'],
    ['byte order mark', '\ufeff', '\\u{feff}'],
    ['line separator', '\u2028', '\\u{2028}'],
    ['paragraph separator', '\u2029', '\\u{2029}'],
    ['soft hyphen', '\u00ad', '\\u{ad}'],
    ['left-to-right mark', '\u200e', '\\u{200e}'],
    ['right-to-left override', '\u202e', '\\u{202e}'],
    ['first strong isolate', '\u2068', '\\u{2068}'],
    ['Arabic letter mark', '\u061c', '\\u{61c}'],
    ['Hangul filler', '\u3164', '\\u{3164}'],
    ['interlinear annotation anchor', '\ufff9', '\\u{fff9}'],
    ['tag letter (hidden ASCII)', '\u{e0041}', '\\u{e0041}'],
    ['escape', '\u001b', '\\u{1b}'],
    ['next line (C1)', '\u0085', '\\u{85}'],
  ])('shows a %s as an escape', (_, char, escaped) => {
    expect(terminalSafe(`a${char}b`)).toBe(`a${escaped}b`)
  })
})

describe('formatMessagesJson', () => {
  test('prints the stored fields as they are', () => {
    expect(JSON.parse(formatMessagesJson([MESSAGE]))).toEqual([MESSAGE])
  })

  test('writes invisible and control characters as JSON escapes, so the value is unchanged', () => {
    const hidden = {
      ...MESSAGE,
      name: 'a\u200bb',
      subject: '\u202eevil\ufeff',
      message: 'x\u2028y\u{e0041}',
    }
    const json = formatMessagesJson([hidden])
    for (const char of ['\u200b', '\u202e', '\ufeff', '\u2028', '\u{e0041}']) {
      expect(json).not.toContain(char)
    }
    expect(json).toContain('a\\u200bb')
    expect(json).toContain('x\\u2028y\\udb40\\udc41')
    expect(JSON.parse(json)).toEqual([hidden])
  })
})

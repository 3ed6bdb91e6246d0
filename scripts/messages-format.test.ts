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
})

describe('formatMessagesJson', () => {
  test('prints the stored fields as they are', () => {
    expect(JSON.parse(formatMessagesJson([MESSAGE]))).toEqual([MESSAGE])
  })
})

import { describe, expect, test } from 'vitest'
import {
  classifyLine,
  csvCell,
  countLines,
  parseReportCsv,
  reportCsv,
  splitLines,
  type ReportRow,
} from './batch.ts'

describe('classifyLine', () => {
  test.each([
    ['https://youtu.be/dQw4w9WgXcQ', { kind: 'video', videoId: 'dQw4w9WgXcQ' }],
    ['dQw4w9WgXcQ', { kind: 'video', videoId: 'dQw4w9WgXcQ' }],
    ['youtube.com/shorts/dQw4w9WgXcQ', { kind: 'video', videoId: 'dQw4w9WgXcQ' }],
    [
      'https://www.youtube.com/playlist?list=PLabc_-123',
      { kind: 'playlist', playlistId: 'PLabc_-123' },
    ],
    [
      'https://www.youtube.com/embed/videoseries?list=PLabc',
      { kind: 'playlist', playlistId: 'PLabc' },
    ],
    [
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv',
      { kind: 'channel', channelId: 'UCabcdefghijklmnopqrstuv' },
    ],
    ['https://www.youtube.com/@fake.channel', { kind: 'handle', handle: '@fake.channel' }],
    ['m.youtube.com/@Caf%C3%A9', { kind: 'handle', handle: '@Café' }],
  ])('%s', (line, expected) => {
    expect(classifyLine(line)).toEqual(expected)
  })

  test('a watch link with list= is its video, or the whole playlist when asked', () => {
    const link = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLabc'
    expect(classifyLine(link)).toEqual({ kind: 'video', videoId: 'dQw4w9WgXcQ' })
    expect(classifyLine(link, { wholePlaylist: true })).toEqual({
      kind: 'playlist',
      playlistId: 'PLabc',
    })
  })

  test.each([
    'hello',
    'https://vimeo.com/1',
    'https://www.youtube.com/channel/UCshort',
    'https://www.youtube.com/c/legacyname',
    'https://evil.example/playlist?list=PLabc',
    'https://youtube.com.evil.net/@handle',
    'https://www.youtube.com/playlist?list=<script>',
    'https://www.youtube.com/@%E0%A4%A',
    'javascript:alert(1)',
  ])('%s is not usable', (line) => {
    expect(classifyLine(line)).toEqual({ kind: 'invalid' })
  })
})

test('splitLines keeps non-blank lines in order, whatever the line ends', () => {
  expect(splitLines(' a \r\n\r\nb\rc\n  \n')).toEqual(['a', 'b', 'c'])
})

test('countLines counts the links a batch fetches apart from the lines it cannot read', () => {
  const video = 'https://youtu.be/dQw4w9WgXcQ'
  const playlist = 'https://www.youtube.com/playlist?list=PLmissing6'
  const handle = 'https://www.youtube.com/@fake'
  expect(countLines([])).toEqual({ links: 0, unrecognised: 0 })
  expect(countLines([video])).toEqual({ links: 1, unrecognised: 0 })
  expect(countLines([video, playlist, 'not a link', handle])).toEqual({
    links: 3,
    unrecognised: 1,
  })
  expect(countLines(['nope', 'https://example.com/watch?v=dQw4w9WgXcQ'])).toEqual({
    links: 0,
    unrecognised: 2,
  })
})

describe('report.csv', () => {
  const row = (overrides: Partial<ReportRow>): ReportRow => ({
    link: 'https://youtu.be/dQw4w9WgXcQ',
    videoId: 'dQw4w9WgXcQ',
    title: 'A title',
    quality: 'maxresdefault',
    width: 1280,
    height: 720,
    bytes: 12345,
    status: 'ok',
    ...overrides,
  })

  test('the header, then one CRLF line per row, empty cells for unknown numbers', () => {
    expect(
      reportCsv([row({}), row({ width: null, height: null, bytes: null, status: 'timeout' })]),
    ).toBe(
      'link,video_id,title,quality,width,height,bytes,status\r\n' +
        'https://youtu.be/dQw4w9WgXcQ,dQw4w9WgXcQ,A title,maxresdefault,1280,720,12345,ok\r\n' +
        'https://youtu.be/dQw4w9WgXcQ,dQw4w9WgXcQ,A title,maxresdefault,,,,timeout\r\n',
    )
  })

  test.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
  ])('cell %j → %s', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  test('reads back what it writes, guards and quotes removed', () => {
    const rows = [
      row({ title: '=cmd|"/c calc"!A1, and\r\nmore' }),
      row({
        link: 'not a link',
        videoId: '',
        title: '',
        quality: '',
        width: null,
        height: null,
        bytes: null,
        status: 'invalid_link',
      }),
      row({ videoId: '-abcdefghij', status: 'duplicate' }),
    ]
    expect(parseReportCsv(reportCsv(rows))).toEqual(rows)
  })
})

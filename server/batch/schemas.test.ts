/**
 * `POST /api/batch`'s body: readBatchRequest answers each fault with the status, code, message
 * and `fields` docs/api.md gives, checking the fields in a fixed order; and the document's
 * schema of the body (jsonSchema in input mode) accepts what the route accepts.
 */
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, test } from 'vitest'
import { HttpError } from '../http/http-error.ts'
import { jsonSchema } from '../http/openapi.ts'
import { BatchRequest, readBatchRequest } from './schemas.ts'

const ID = 'dQw4w9WgXcQ'

/** What the route answers for a body: its refusal, or the checked request. */
function answer(fields: Record<string, unknown>) {
  try {
    return readBatchRequest(fields)
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    const { status, code, message, fields } = error
    return { status, code, message, fields }
  }
}

describe('readBatchRequest', () => {
  test('defaults, trimmed lines, empty form fields and the playlist checkbox', () => {
    expect(answer({ links: [` ${ID} `, '', '  '] })).toEqual({
      lines: [ID],
      options: { quality: 'best', format: 'jpg', name: 'id', wholePlaylist: false },
    })
    const form = Object.assign(Object.create(null) as Record<string, unknown>, {
      links: `https://youtu.be/${ID}\r\n\r\n  \r\nnope\r\n`,
      quality: '',
      format: '',
      name: '',
      wholePlaylist: 'on',
      extra: 'ignored',
    })
    expect(answer(form)).toEqual({
      lines: [`https://youtu.be/${ID}`, 'nope'],
      options: { quality: 'best', format: 'jpg', name: 'id', wholePlaylist: true },
    })
    expect(answer({ links: ID, quality: '0', format: 'webp', name: 'title' })).toMatchObject({
      options: { quality: '0', format: 'webp', name: 'title' },
    })
  })

  test.each([
    [true, true],
    ['on', true],
    ['1', true],
    ['true', true],
    [false, false],
    ['off', false],
    [1, false],
    [null, false],
  ])('wholePlaylist %j is %s, never a refusal', (flag, whole) => {
    expect(answer({ links: [ID], wholePlaylist: flag })).toMatchObject({
      options: { wholePlaylist: whole },
    })
  })

  test.each([
    [
      {},
      'Send `links` as a list of strings, or as one text with a link a line.',
      'missing or not text',
    ],
    [
      { links: [ID, 2] },
      'Send `links` as a list of strings, or as one text with a link a line.',
      'missing or not text',
    ],
    [
      { links: null },
      'Send `links` as a list of strings, or as one text with a link a line.',
      'missing or not text',
    ],
    [{ links: ['', ' \t'] }, 'Give at least one link.', 'no links'],
    [{ links: ' \r\n ' }, 'Give at least one link.', 'no links'],
  ])('links %j: 400 invalid_request', (body, message, problem) => {
    expect(answer(body)).toEqual({
      status: 400,
      code: 'invalid_request',
      message,
      fields: { links: problem },
    })
  })

  test('201 links: 413 too_many_links, before any other field', () => {
    const links = Array.from({ length: 201 }, () => ID)
    expect(answer({ links, quality: 'huge' })).toEqual({
      status: 413,
      code: 'too_many_links',
      message: 'A batch takes at most 200 links; this one has 201.',
      fields: undefined,
    })
    expect(answer({ links: links.slice(1) })).toHaveProperty('lines')
    // Blank lines do not count.
    expect(answer({ links: [...links.slice(1), '', ' '].join('\n') })).toHaveProperty('lines')
  })

  test('a bad quality, format or name, in that order, each with its own words', () => {
    const bad = { links: [ID], quality: 'huge', format: 'gif', name: 'slug' }
    expect(answer(bad)).toMatchObject({
      status: 400,
      message: expect.stringMatching(
        /^Unknown quality\. Use best or one of: default, mqdefault, hqdefault, .*, maxresdefault_live\.$/,
      ),
      fields: { quality: 'unknown quality' },
    })
    expect(answer({ ...bad, quality: 'best' })).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'Unknown format. Use one of: jpg, png, webp.',
      fields: { format: 'unknown format' },
    })
    expect(answer({ ...bad, quality: null, format: 'png' })).toMatchObject({
      fields: { quality: 'unknown quality' },
    })
    expect(answer({ ...bad, quality: 'best', format: 'png' })).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'Unknown name. Use id or title.',
      fields: { name: 'unknown name' },
    })
  })

  test('no usable line: 400 listing every line by its index, after the fields are checked', () => {
    expect(answer({ links: ['nope', '', 'https://vimeo.com/1'] })).toEqual({
      status: 400,
      code: 'invalid_request',
      message: 'No line is a link to a video, a playlist or a channel.',
      fields: { 'links[0]': 'nope', 'links[1]': 'https://vimeo.com/1' },
    })
    expect(answer({ links: ['nope'], format: 'gif' })).toMatchObject({
      fields: { format: 'unknown format' },
    })
    // One usable line is enough; the others are reported in report.csv.
    expect(answer({ links: ['nope', ID] })).toHaveProperty('lines', ['nope', ID])
  })
})

describe("the document's schema of the body", () => {
  const document = new Ajv2020({ strict: true }).compile(jsonSchema(BatchRequest, 'input'))

  test('accepts the bodies the route takes, and refuses the wrong types', () => {
    for (const body of [
      { links: [ID] },
      { links: `${ID}\nnope`, quality: '', format: '', name: '', wholePlaylist: 'on' },
      { links: [ID], quality: 'maxres2', format: 'png', name: 'title', wholePlaylist: true },
    ]) {
      expect(document(body), JSON.stringify(body)).toBe(true)
      expect(answer(body)).toHaveProperty('lines')
    }
    for (const body of [{}, { links: [1] }, { links: [ID], quality: 'huge' }]) {
      expect(document(body), JSON.stringify(body)).toBe(false)
      expect(answer(body)).toHaveProperty('status', 400)
    }
  })
})

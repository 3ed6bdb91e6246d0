import { describe, expect, expectTypeOf, test } from 'vitest'
import type { z } from 'zod'
import type { Lookup } from '#core/lookup.ts'
import { FileParams, LookupQuery, type LookupSchema } from './schemas.ts'

const ID = 'dQw4w9WgXcQ'

describe('the thumbnail schemas', () => {
  test("the lookup schema is core/lookup.ts's type, no more, no less", () => {
    expectTypeOf<z.output<typeof LookupSchema>>().toEqualTypeOf<Lookup>()
  })

  test('a lookup reads a link to its id, as the page does', () => {
    expect(LookupQuery.parse({ url: `https://youtu.be/${ID}?t=3` })).toEqual({ url: ID })
    expect(LookupQuery.safeParse({ url: 'https://vimeo.com/1' }).error?.issues[0]?.message).toBe(
      'Please enter a valid YouTube video URL.',
    )
  })

  test('a file: name defaults to id, crop stays out, every key is checked', () => {
    const parsed = FileParams.parse({ videoId: ID, quality: 'hqdefault', format: 'png' })
    expect(parsed).toEqual({ videoId: ID, quality: 'hqdefault', format: 'png', name: 'id' })
    const all = FileParams.safeParse({
      videoId: 'x',
      quality: 'q',
      format: 'gif',
      crop: '',
      name: '',
    })
    expect(all.error?.issues.map((issue) => issue.path[0])).toEqual([
      'videoId',
      'quality',
      'format',
      'crop',
      'name',
    ])
  })
})

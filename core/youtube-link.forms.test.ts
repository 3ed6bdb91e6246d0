import { describe, expect, test } from 'vitest'
import { LINK_FORMS } from '#tests/fixtures/link-forms.ts'
import { parseVideoId } from './youtube-url.ts'

/** Every row of the corpus (tests/fixtures/link-forms.ts), by the form it stands for. */
describe('link forms', () => {
  test.each(LINK_FORMS.map((form) => [form.source, form] as const))('%s', (_, form) => {
    const expected = 'id' in form ? { ok: true, id: form.id } : { ok: false, reason: form.reason }
    expect(parseVideoId(form.input)).toEqual(expected)
  })

  test('the corpus holds both accepted and refused forms, each named once', () => {
    const sources = LINK_FORMS.map((form) => form.source)
    expect(new Set(sources).size).toBe(sources.length)
    expect(LINK_FORMS.filter((form) => 'id' in form).length).toBeGreaterThan(100)
    expect(LINK_FORMS.filter((form) => 'reason' in form).length).toBeGreaterThan(50)
  })
})

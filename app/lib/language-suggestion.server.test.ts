import { describe, expect, it } from 'vitest'
import { ENGLISH, LOCALES } from '#core/locales.ts'
import {
  languageSuggestion,
  SUGGESTIONS,
  withLanguageSuggestion,
} from './language-suggestion.server.ts'

describe('the offer to read a page in another language', () => {
  it('has its words in every language the site speaks, and no other', () => {
    expect(Object.keys(SUGGESTIONS).toSorted()).toEqual(LOCALES.map((l) => l.lang).toSorted())
  })

  it('goes on the pages every language has, with the page’s English path', () => {
    const arabic = LOCALES.find((locale) => locale.dir === 'rtl')!
    const script = languageSuggestion('/ar/about/', arabic, 200, 'n0nce')
    expect(script).toContain('<template id="language-suggestion">')
    expect(script).toContain('<script nonce="n0nce">')
    expect(script).toContain('"pages":["/","/about"')
    expect(script).toContain('"lang":"ar"')
  })

  it('keeps a `<` in its data from closing the script', () => {
    expect(languageSuggestion('/', ENGLISH, 200, undefined)).not.toMatch(
      /<\/script>[\s\S]*<\/script>/,
    )
  })

  it('stays off an article, a 404 and an error', () => {
    expect(languageSuggestion('/blog/some-article', ENGLISH, 200, undefined)).toBe('')
    expect(languageSuggestion('/no-such-page', ENGLISH, 404, undefined)).toBe('')
    expect(languageSuggestion('/', ENGLISH, 500, undefined)).toBe('')
  })

  it('lands at the end of the body', () => {
    const page = withLanguageSuggestion(
      '<html><body><main></main></body></html>',
      '/',
      ENGLISH,
      200,
      undefined,
    )
    expect(page).toMatch(/<main><\/main><template[\s\S]*<\/script><\/body><\/html>$/)
  })
})

import { describe, expect, it } from 'vitest'
import { isLanguagePage, languagePage } from './static-pages.ts'

describe('languagePage', () => {
  it('is the page itself, in any language, with or without its trailing slash', () => {
    expect(languagePage('/')).toBe('/')
    expect(languagePage('/es/')).toBe('/')
    expect(languagePage('/es')).toBe('/')
    expect(languagePage('/ar/about/')).toBe('/about')
    expect(languagePage('/pt-br/privacy-policy')).toBe('/privacy-policy')
  })

  it('is the blog for an article, the home page for anything else', () => {
    expect(languagePage('/blog/some-article')).toBe('/blog')
    expect(languagePage('/no-such-page')).toBe('/')
    expect(languagePage('//evil.example/x')).toBe('/')
    expect(languagePage('/es/no-such-page')).toBe('/')
  })
})

describe('isLanguagePage', () => {
  it('holds for the pages every language has, not for articles or strangers', () => {
    expect(isLanguagePage('/ja/contact/')).toBe(true)
    expect(isLanguagePage('/blog/some-article')).toBe(false)
    expect(isLanguagePage('/xx/about')).toBe(false)
  })
})

import { describe, expect, test } from 'vitest'
import { currentOf } from './site-header.tsx'

describe('currentOf', () => {
  test('marks the page itself, with or without the trailing slash of a prerendered path', () => {
    expect(currentOf('/about', '/about')).toBe('page')
    expect(currentOf('/about/', '/about')).toBe('page')
    expect(currentOf('/', '/')).toBe('page')
  })

  test('marks the section of a page below it, never Home', () => {
    expect(currentOf('/blog/some-article', '/blog')).toBe('true')
    expect(currentOf('/blog/some-article/', '/blog')).toBe('true')
    expect(currentOf('/about', '/')).toBeUndefined()
    expect(currentOf('/blogger', '/blog')).toBeUndefined()
    expect(currentOf('/privacy-policy', '/about')).toBeUndefined()
  })

  test('marks the same link on every language’s copy of a page', () => {
    expect(currentOf('/es/', '/')).toBe('page')
    expect(currentOf('/es', '/')).toBe('page')
    expect(currentOf('/ar/about', '/about')).toBe('page')
    expect(currentOf('/pt-br/blog/', '/blog')).toBe('page')
    expect(currentOf('/ja/contact', '/')).toBeUndefined()
  })
})

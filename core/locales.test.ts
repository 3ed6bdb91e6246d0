import { describe, expect, it } from 'vitest'
import {
  ENGLISH,
  LOCALES,
  localeOfPath,
  localizedPath,
  preferredLocale,
  unprefixedPath,
  type Locale,
} from './locales.ts'

const SPANISH = LOCALES.find((locale) => locale.prefix === 'es') as Locale

describe('the published languages', () => {
  it('put English first, at the root', () => {
    expect(LOCALES[0]).toBe(ENGLISH)
    expect(ENGLISH.prefix).toBe('')
  })

  it('each have a distinct prefix of lower-case letters and a hyphen, and a valid tag', () => {
    const prefixes = LOCALES.map((locale) => locale.prefix)
    expect(new Set(prefixes).size).toBe(prefixes.length)
    for (const locale of LOCALES.slice(1)) expect(locale.prefix).toMatch(/^[a-z]{2}(-[a-z]+)?$/)
    for (const locale of LOCALES) {
      expect(Intl.getCanonicalLocales(locale.lang)).toEqual([locale.lang])
    }
  })
})

describe('localeOfPath', () => {
  it('is English for any path without a published prefix', () => {
    for (const path of ['/', '/about', '/blog/some-article', '/es-not-a-prefix', '/xx/about']) {
      expect(localeOfPath(path)).toBe(ENGLISH)
    }
  })

  it('reads a published prefix from the first segment only', () => {
    for (const locale of LOCALES.slice(1)) {
      expect(localeOfPath(`/${locale.prefix}/about`)).toBe(locale)
      expect(localeOfPath(`/${locale.prefix}`)).toBe(locale)
      expect(localeOfPath(`/about/${locale.prefix}`)).toBe(ENGLISH)
    }
  })
})

describe('localizedPath and unprefixedPath', () => {
  it('leave English paths as they are', () => {
    expect(localizedPath(ENGLISH, '/about')).toBe('/about')
    expect(unprefixedPath('/about')).toBe('/about')
  })

  it('add a language’s prefix', () => {
    expect(localizedPath(SPANISH, '/about')).toBe('/es/about')
    expect(localizedPath(SPANISH, '/')).toBe('/es/')
  })

  it('take a published prefix away, round trip', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/about', '/blog/x']) {
        expect(unprefixedPath(localizedPath(locale, path))).toBe(path)
      }
    }
  })
})

describe('preferredLocale', () => {
  const lang = (wanted: string[]) => preferredLocale(wanted)?.lang

  it('takes the first language asked for that the site speaks', () => {
    expect(lang(['sv', 'ja', 'en'])).toBe('ja')
    expect(lang(['en-GB', 'es'])).toBe('en')
  })

  it('matches a region to its language, and a tag in any case', () => {
    expect(lang(['es-MX'])).toBe('es')
    expect(lang(['pt-PT'])).toBe('pt-BR')
    expect(lang(['PT-br'])).toBe('pt-BR')
    expect(lang(['ar-EG'])).toBe('ar')
  })

  it('is undefined when the site speaks none of them', () => {
    expect(lang(['sv', 'nl'])).toBeUndefined()
    expect(lang([])).toBeUndefined()
  })
})

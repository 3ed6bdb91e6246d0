import { readdirSync, readFileSync } from 'node:fs'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { ENGLISH, LOCALES } from '#core/locales.ts'
import { catalogOf, compileCatalog, messagesFor, SOURCES, type Catalog } from './catalog.ts'
import { translator } from './i18n.tsx'
import {
  formattedMessageParams,
  MESSAGE_PARAMS_FILE,
  messageParamsSource,
} from './message-types.ts'

const english: Readonly<Record<string, string>> = SOURCES[''] ?? {}
/** A message's parameters and, for each select, its cases: what every translation must keep. */
const shape = (text: string) => messageParamsSource({ key: compileMessageOrThrow(text) } as never)

describe('the catalogs', () => {
  it('has a messages file for every published language, and none for another', () => {
    const files = readdirSync(new URL('messages/', import.meta.url)).toSorted()
    const expected = LOCALES.map((locale) => `${locale.prefix || 'en'}.json`).toSorted()
    expect(files).toEqual(expected)
    expect(Object.keys(SOURCES).toSorted()).toEqual(LOCALES.map((l) => l.prefix).toSorted())
  })

  for (const locale of LOCALES) {
    describe(locale.lang, () => {
      const source: Readonly<Record<string, string>> = SOURCES[locale.prefix] ?? {}

      it("has English's keys, no more, none empty", () => {
        expect(Object.keys(source).toSorted()).toEqual(Object.keys(english).toSorted())
        for (const [key, text] of Object.entries(source)) expect(text.trim(), key).not.toBe('')
      })

      it("takes English's parameters in every message, with its select cases", () => {
        for (const [key, text] of Object.entries(english)) {
          expect(shape(source[key] ?? ''), key).toBe(shape(text))
        }
      })

      it.runIf(locale.dir === 'rtl')('keeps sizes such as 1280×720 left to right', () => {
        // Isolated (U+2066 … U+2069), or the bidirectional algorithm shows them as 720×1280.
        for (const [key, text] of Object.entries(source)) {
          for (const match of text.matchAll(/\d+(?:\s?[×x]\s?\d+)+/g)) {
            const before = text[(match.index ?? 0) - 1]
            const after = text[(match.index ?? 0) + match[0].length]
            expect(`${before}${after}`, `${key}: ${match[0]}`).toBe('\u2066\u2069')
          }
        }
      })

      it("covers the language's plural forms in every plural", () => {
        const needed = new Intl.PluralRules(locale.lang).resolvedOptions().pluralCategories
        for (const [key, text] of Object.entries(source)) {
          for (const match of text.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)) {
            const rest = text.slice((match.index ?? 0) + match[0].length)
            for (const category of needed.filter((c) => c !== 'other')) {
              // `=1` may stand for `one` only where `one` is exactly 1; require the keyword.
              expect(rest, `${key}: ${category}`).toMatch(new RegExp(`\\b${category}\\s*\\{`))
            }
          }
        }
      })
    })
  }

  it('keeps message-params.ts up to date with en.json (node scripts/message-types.ts)', async () => {
    const written = readFileSync(new URL(`../../${MESSAGE_PARAMS_FILE}`, import.meta.url), 'utf8')
    expect(written).toBe(await formattedMessageParams())
  })
})

describe('messagesFor', () => {
  it("sends only the asked parts' messages", () => {
    const sent = Object.keys(messagesFor(ENGLISH, ['nav']))
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((key) => key.startsWith('nav.'))).toBe(true)
  })
})

describe('translator', () => {
  const catalog = compileCatalog({
    'test.plain': 'Download',
    'test.value': 'Hello, {name}!',
    'test.count': '{count, plural, one {# picture} other {# pictures}}',
    'test.format': '{format, select, png {lossless} other {small}}',
    'test.size': '{bytes, number} bytes',
  } as never) as unknown as Catalog
  // The keys are not the site's: a translator over a test catalog, typed loosely.
  const t = (lang: string) =>
    translator(lang, catalog) as unknown as (key: string, values?: object) => string

  it('formats values, plurals, selects and numbers in the language asked for', () => {
    expect(t('en')('test.plain')).toBe('Download')
    expect(t('en')('test.value', { name: 'Ada' })).toBe('Hello, Ada!')
    expect(t('en')('test.count', { count: 1 })).toBe('1 picture')
    expect(t('en')('test.count', { count: 1200 })).toBe('1,200 pictures')
    expect(t('de')('test.count', { count: 1200 })).toBe('1.200 pictures')
    expect(t('en')('test.format', { format: 'png' })).toBe('lossless')
    expect(t('en')('test.format', { format: 'webp' })).toBe('small')
    expect(t('en')('test.size', { bytes: 1234567 })).toBe('1,234,567 bytes')
  })

  it('refuses a key the page was not sent', () => {
    const frame = translator('en', messagesFor(ENGLISH, ['nav']))
    expect(() => frame('footer.support')).toThrow(/footer\.support was not sent/)
  })

  it('checks keys and values at compile time', () => {
    const real = translator('en', catalogOf(ENGLISH))
    // @ts-expect-error no such message
    expect(() => real('nav.nowhere')).toThrow()
    // @ts-expect-error frame.homeLink takes the site's name
    expect(real('frame.homeLink')).toBeTypeOf('string')
    expect(real('frame.homeLink', { site: 'ThumbGrab' })).toBe('ThumbGrab home')
  })
})

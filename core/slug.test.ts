import { describe, expect, test } from 'vitest'
import { articleSlug, findArticle, slugify } from './slug.ts'

describe('slugify', () => {
  test.each([
    ['The Ultimate Guide to YouTube Thumbnails', 'the-ultimate-guide-to-youtube-thumbnails'],
    [
      'AI-Powered Thumbnail Creation: What Works Today',
      'ai-powered-thumbnail-creation-what-works-today',
    ],
    ['1280×720 is 16:9', '1280720-is-169'],
    ['snake_case stays', 'snake_case-stays'],
    ['tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['many    spaces', 'many-spaces'],
    ['dashes -- and - spaces', 'dashes-and-spaces'],
    ['Why? Because!', 'why-because'],
    ['Café Ünïcode', 'café-ünïcode'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['', ''],
    ['?!', ''],
  ])('%j → %j', (title, slug) => expect(slugify(title)).toBe(slug))

  test('keeps leading and trailing hyphens from surrounding whitespace, as the rule says', () => {
    expect(slugify(' padded ')).toBe('-padded-')
  })

  test('is idempotent on its own output', () => {
    const once = slugify('The Psychology of Color in YouTube Thumbnails')
    expect(slugify(once)).toBe(once)
  })
})

const ARTICLES = [
  { id: 1, slug: 'first-article', title: 'The First Article' },
  { id: 2, title: 'A Title Without A Slug' },
  { id: 3, slug: 'third', title: 'Third: The Return' },
] as const

describe('articleSlug', () => {
  test('uses the slug when there is one', () =>
    expect(articleSlug(ARTICLES[0])).toBe('first-article'))
  test('falls back to the title-derived slug', () =>
    expect(articleSlug(ARTICLES[1])).toBe('a-title-without-a-slug'))
})

describe('findArticle', () => {
  test('matches by slug', () => expect(findArticle(ARTICLES, 'third')?.id).toBe(3))

  test('matches by title-derived slug when the article has a slug of its own', () => {
    expect(findArticle(ARTICLES, 'the-first-article')?.id).toBe(1)
    expect(findArticle(ARTICLES, 'third-the-return')?.id).toBe(3)
  })

  test('matches an article without a slug by its title', () =>
    expect(findArticle(ARTICLES, 'a-title-without-a-slug')?.id).toBe(2))

  test.each([
    ['an unknown slug', 'nope'],
    ['the empty string', ''],
    ['a slug in another case', 'Third'],
    ['a prefix', 'first'],
    ['a slug with a trailing slash', 'third/'],
    ['the raw title', 'Third: The Return'],
  ])('matches nothing for %s', (_, slug) => expect(findArticle(ARTICLES, slug)).toBeUndefined())

  test('prefers an exact slug over another article’s title slug', () => {
    const clash = [
      { slug: 'x', title: 'Alpha' },
      { slug: 'alpha', title: 'Beta' },
    ]
    expect(findArticle(clash, 'alpha')?.title).toBe('Beta')
  })
})

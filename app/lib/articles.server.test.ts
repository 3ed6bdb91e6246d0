import { existsSync, statSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { ARTICLES } from '#app/content/articles.ts'
import { parseArticleLines } from '#core/article-lines.ts'
import { slugify } from '#core/slug.ts'
import { articleBySlug, articleContent, articleCards, countWords } from './articles.server.ts'

describe.each(ARTICLES)('article $id: $slug', (article) => {
  const content = articleContent(article)
  const blocks = parseArticleLines(content)

  test('is long-form: at least 1,200 words', () => {
    expect(countWords(content)).toBeGreaterThanOrEqual(1200)
  })

  test('mentions the recommended 1280×720 (16:9) size and the 2 MB limit', () => {
    expect(content).toContain('1280×720')
    expect(content).toContain('16:9')
    expect(content).toContain('2 MB')
  })

  test('uses the heading and bold markers, and no other markup', () => {
    const kinds = new Set(blocks.map((block) => block.kind))
    expect(kinds).toEqual(new Set(['h2', 'h3', 'strong', 'p']))
    expect(content).not.toMatch(/^#(?!#{1,2} )/m)
    expect(content).not.toMatch(/[<>]|\]\(|^[-*] /m)
  })

  test('starts with an introduction, not a heading', () => {
    expect(blocks[0]?.kind).toBe('p')
  })

  test('is found by its slug and by its title-derived slug', () => {
    expect(articleBySlug(article.slug, 'ThumbGrab')?.article.id).toBe(article.id)
    expect(articleBySlug(slugify(article.title), 'ThumbGrab')?.article.id).toBe(article.id)
  })

  test.each([
    [1200, 675],
    [600, 337],
  ])('has %dx%d images in AVIF, WebP and JPEG, each under 50 KB', async (width, height) => {
    for (const ext of ['avif', 'webp', 'jpg']) {
      const path = `public${article.image}-${width}.${ext}`
      expect(existsSync(path), path).toBe(true)
      const meta = await sharp(path).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
      expect(statSync(path).size).toBeLessThan(50_000)
    }
  })
})

test('every card carries a reading time', () => {
  for (const card of articleCards('ThumbGrab')) expect(card.minutes).toBeGreaterThanOrEqual(5)
})

test('an unknown slug finds nothing', () => {
  expect(articleBySlug('nope', 'ThumbGrab')).toBeUndefined()
})

import { expect, test } from 'vitest'
import { ARTICLES } from '#app/content/articles.ts'
import { testSite } from '#tests/support/site.ts'
import { articleJsonLd, blogJsonLd } from './article-json-ld.ts'

const SITE = testSite('https://thumbgrab.example')

test('describes an article with absolute URLs, its date and the site as its author', () => {
  const article = ARTICLES[1]!
  expect(articleJsonLd(SITE, article, 1500)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'The Psychology of Color in YouTube Thumbnails',
    image: ['https://thumbgrab.example/images/blog/psychology-color-youtube-thumbnails-1200.jpg'],
    datePublished: '2026-11-21',
    author: {
      '@type': 'Organization',
      name: 'ThumbGrab',
      url: 'https://thumbgrab.example/about',
    },
    publisher: { name: 'ThumbGrab' },
    mainEntityOfPage: {
      '@id': 'https://thumbgrab.example/blog/psychology-color-youtube-thumbnails',
    },
    wordCount: 1500,
  })
})

test('lists every post of the blog', () => {
  const blog = blogJsonLd(SITE, ARTICLES)
  expect(blog['@type']).toBe('Blog')
  expect(blog.blogPost.map((post) => post.url)).toEqual(
    ARTICLES.map((article) => `https://thumbgrab.example${article.canonical}`),
  )
  for (const post of blog.blogPost) expect(post.author).toMatchObject({ '@type': 'Organization' })
})

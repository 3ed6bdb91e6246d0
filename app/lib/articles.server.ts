/**
 * The articles with their bodies. The Markdown-like files are bundled into the
 * server build as text (`?raw`) and read by loaders, so prerendering and
 * per-request renders see the same content and the browser never downloads
 * more than the page it shows.
 */
import { ARTICLES, type ArticleCardData, type ArticleSummary } from '#app/content/articles.ts'
import ultimateGuide from '#app/content/blog/ultimate-guide-youtube-thumbnails.md?raw'
import colourPsychology from '#app/content/blog/psychology-color-youtube-thumbnails.md?raw'
import aiCreation from '#app/content/blog/ai-powered-thumbnail-creation.md?raw'
import { parseArticleLines, type ArticleBlock } from '#core/article-lines.ts'
import { findArticle } from '#core/slug.ts'

export type Article = ArticleSummary & { content: string }

const CONTENT: Record<string, string> = {
  'ultimate-guide-youtube-thumbnails': ultimateGuide,
  'psychology-color-youtube-thumbnails': colourPsychology,
  'ai-powered-thumbnail-creation': aiCreation,
}

/** Reading speed for the "n min read" line: a common estimate for screen reading. */
const WORDS_PER_MINUTE = 230

export function articleContent(summary: ArticleSummary): string {
  const content = CONTENT[summary.slug]
  if (content === undefined) throw new Error(`no content file for article ${summary.slug}`)
  return content
}

export function countWords(content: string): number {
  return content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export function readingMinutes(content: string): number {
  return Math.max(1, Math.round(countWords(content) / WORDS_PER_MINUTE))
}

/**
 * Every article as a card, signed with `author`. The three guides are the site's own, published
 * with its first version (CHANGELOG.md, 0.1.0), so they are signed by the site under the name its
 * operator gives it (SITE_NAME), not by a person: `blog.author` in the catalog.
 */
export function articleCards(author: string): ArticleCardData[] {
  return ARTICLES.map((summary) => ({
    ...summary,
    author,
    minutes: readingMinutes(articleContent(summary)),
  }))
}

/** The article a URL slug names, with its parsed body; undefined when none matches. */
export function articleBySlug(
  urlSlug: string,
  author: string,
): { article: ArticleCardData; index: number; blocks: ArticleBlock[] } | undefined {
  const summary = findArticle(ARTICLES, urlSlug)
  if (!summary) return undefined
  const content = articleContent(summary)
  return {
    article: { ...summary, author, minutes: readingMinutes(content) },
    index: ARTICLES.indexOf(summary),
    blocks: parseArticleLines(content),
  }
}

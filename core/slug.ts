/**
 * Article slugs: the title-derived slug, and which article a URL slug names. An
 * article matches by its own slug or by its title's slug.
 */

/**
 * The title-derived slug: lowercase; drop everything but letters, digits,
 * underscores, whitespace and hyphens; whitespace becomes a hyphen; runs of
 * hyphens collapse to one. Letters and digits are Unicode-aware, so
 * `Café` keeps its `é`.
 *
 * @example
 * slugify('The Psychology of Color in YouTube Thumbnails')
 * // 'the-psychology-of-color-in-youtube-thumbnails'
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_\s-]/gu, '')
    .replace(/\s+/gu, '-')
    .replace(/-+/g, '-')
}

export type Sluggable = { readonly slug?: string; readonly title: string }

/** The slug an article lives at: its own, or its title's when it has none. */
export function articleSlug(article: Sluggable): string {
  return article.slug || slugify(article.title)
}

/**
 * The article a URL slug names: the first whose slug, or whose title-derived
 * slug, equals it exactly. `undefined` when none does.
 *
 * @example
 * findArticle(ARTICLES, 'ai-powered-thumbnail-creation') // article 3
 * findArticle(ARTICLES, 'ai-powered-thumbnail-creation-what-works-today') // article 3, by title
 */
export function findArticle<T extends Sluggable>(
  articles: readonly T[],
  urlSlug: string,
): T | undefined {
  if (urlSlug === '') return undefined
  return (
    articles.find((article) => articleSlug(article) === urlSlug) ??
    articles.find((article) => slugify(article.title) === urlSlug)
  )
}

/** The message namespace of the blog's frame (its articles stay English), sent by its loaders. */
export const BLOG_MESSAGES = ['blog'] as const

/**
 * The three blog articles' card and head data. The long-form bodies live in
 * `app/content/blog/<slug>.md`, read at build time by
 * `app/lib/articles.server.ts`; images are made by scripts/make-blog-images.ts.
 */
export type ArticleSummary = {
  id: 1 | 2 | 3
  slug: string
  title: string
  excerpt: string
  /** The day it was published, ISO 8601: for <time> and JSON-LD, and written out in the page's language. */
  published: string
  category: 'Design Strategy' | 'Marketing Psychology' | 'Technology'
  /** Base path of the images: `<image>-{1200,600}.{avif,webp,jpg}`. */
  image: string
  imageAlt: string
  metaTitle: string
  metaDescription: string
  /** Path of the canonical URL; the site URL is prefixed at render time. */
  canonical: string
  keywords: readonly string[]
}

/** A card of the blog list: the summary, its byline and its reading time. */
export type ArticleCardData = ArticleSummary & { author: string; minutes: number }

export const ARTICLES: readonly ArticleSummary[] = [
  {
    id: 1,
    slug: 'ultimate-guide-youtube-thumbnails',
    title: 'The Ultimate Guide to YouTube Thumbnails That Get Clicks',
    excerpt:
      'Size, framing, text and contrast: a practical, evidence-based walk through every decision that turns a thumbnail into a reason to click.',
    published: '2026-11-21',
    category: 'Design Strategy',
    image: '/images/blog/ultimate-guide-youtube-thumbnails',
    imageAlt:
      'Illustration: a 16:9 thumbnail mock-up measured at 1280 by 720 pixels, with a face and a headline, among a feed of smaller thumbnails',
    metaTitle: 'The Ultimate Guide to YouTube Thumbnails (1280×720, 16:9) | ThumbGrab Blog',
    metaDescription:
      'How to design YouTube thumbnails that earn clicks: the 1280×720 size and 2 MB limit, composition, text, faces, contrast and testing.',
    canonical: '/blog/ultimate-guide-youtube-thumbnails',
    keywords: ['youtube thumbnail size', 'thumbnail design', '1280x720 thumbnail', 'youtube ctr'],
  },
  {
    id: 2,
    slug: 'psychology-color-youtube-thumbnails',
    title: 'The Psychology of Color in YouTube Thumbnails',
    excerpt:
      'Why some colours pop in a crowded feed and others vanish: contrast, hue associations and how to pick a palette viewers notice and trust.',
    published: '2026-11-21',
    category: 'Marketing Psychology',
    image: '/images/blog/psychology-color-youtube-thumbnails',
    imageAlt:
      'Illustration: a colour wheel marked with a 4.5:1 contrast ratio beside a teal and orange thumbnail mock-up and a five-colour palette',
    metaTitle: 'Color Psychology for YouTube Thumbnails | ThumbGrab Blog',
    metaDescription:
      'How colour, contrast and saturation decide whether a thumbnail is noticed: practical palettes for YouTube, grounded in perception research.',
    canonical: '/blog/psychology-color-youtube-thumbnails',
    keywords: ['thumbnail colors', 'color psychology', 'youtube thumbnail contrast'],
  },
  {
    id: 3,
    slug: 'ai-powered-thumbnail-creation',
    title: 'AI-Powered Thumbnail Creation: What Works Today',
    excerpt:
      'Generative tools can draft backgrounds, cut out subjects and test variants in minutes. Here is where they help, where they fail and how to stay honest.',
    published: '2026-11-21',
    category: 'Technology',
    image: '/images/blog/ai-powered-thumbnail-creation',
    imageAlt:
      'Illustration: a thumbnail assembled from three layers (background, cut-out subject and text) beside a small neural network',
    metaTitle: 'AI-Powered Thumbnail Creation: Tools and Workflow | ThumbGrab Blog',
    metaDescription:
      'Where AI image tools help with YouTube thumbnails (backgrounds, cut-outs, variants), where they fail, and a workflow that keeps results honest.',
    canonical: '/blog/ai-powered-thumbnail-creation',
    keywords: ['ai thumbnail generator', 'ai thumbnails', 'youtube thumbnail ai'],
  },
]

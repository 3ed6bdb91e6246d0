/**
 * The three blog articles' card and head data. The long-form bodies live in
 * `app/content/blog/<slug>.md` (issue #5 renders them).
 */
export type ArticleSummary = {
  id: 1 | 2 | 3
  slug: string
  title: string
  excerpt: string
  date: string
  author: string
  category: 'Design Strategy' | 'Marketing Psychology' | 'Technology'
  image: string
  imageAlt: string
  metaTitle: string
  metaDescription: string
  keywords: readonly string[]
}

export const ARTICLES: readonly ArticleSummary[] = [
  {
    id: 1,
    slug: 'ultimate-guide-youtube-thumbnails',
    title: 'The Ultimate Guide to YouTube Thumbnails That Get Clicks',
    excerpt:
      'Size, framing, text and contrast: a practical, evidence-based walk through every decision that turns a thumbnail into a reason to click.',
    date: 'March 18, 2025',
    author: 'Maya Lindqvist',
    category: 'Design Strategy',
    image: '/images/blog/ultimate-guide-youtube-thumbnails',
    imageAlt: 'A grid of bold video thumbnails with large faces and short headlines',
    metaTitle: 'The Ultimate Guide to YouTube Thumbnails (1280×720, 16:9) | ThumbGrab Blog',
    metaDescription:
      'How to design YouTube thumbnails that earn clicks: the 1280×720 size and 2 MB limit, composition, text, faces, contrast and testing.',
    keywords: ['youtube thumbnail size', 'thumbnail design', '1280x720 thumbnail', 'youtube ctr'],
  },
  {
    id: 2,
    slug: 'psychology-color-youtube-thumbnails',
    title: 'The Psychology of Color in YouTube Thumbnails',
    excerpt:
      'Why some colours pop in a crowded feed and others vanish: contrast, hue associations and how to pick a palette viewers notice and trust.',
    date: 'March 27, 2025',
    author: 'Daniel Okafor',
    category: 'Marketing Psychology',
    image: '/images/blog/psychology-color-youtube-thumbnails',
    imageAlt: 'Colour swatches arranged around a thumbnail mock-up',
    metaTitle: 'Color Psychology for YouTube Thumbnails | ThumbGrab Blog',
    metaDescription:
      'How colour, contrast and saturation decide whether a thumbnail is noticed: practical palettes for YouTube, grounded in perception research.',
    keywords: ['thumbnail colors', 'color psychology', 'youtube thumbnail contrast'],
  },
  {
    id: 3,
    slug: 'ai-powered-thumbnail-creation',
    title: 'AI-Powered Thumbnail Creation: What Works Today',
    excerpt:
      'Generative tools can draft backgrounds, cut out subjects and test variants in minutes. Here is where they help, where they fail and how to stay honest.',
    date: 'April 3, 2025',
    author: 'Priya Raman',
    category: 'Technology',
    image: '/images/blog/ai-powered-thumbnail-creation',
    imageAlt: 'A thumbnail layout being assembled from generated layers',
    metaTitle: 'AI-Powered Thumbnail Creation: Tools and Workflow | ThumbGrab Blog',
    metaDescription:
      'Where AI image tools help with YouTube thumbnails (backgrounds, cut-outs, variants), where they fail, and a workflow that keeps results honest.',
    keywords: ['ai thumbnail generator', 'ai thumbnails', 'youtube thumbnail ai'],
  },
]

/**
 * Text to paste a thumbnail elsewhere, linked to its video: an HTML `<a><img></a>` for e-mails
 * and web pages, Markdown for READMEs and forums, and a line of attribution. Shared by the
 * results page that offers them and the tests; every untrusted part (a title, a channel) is
 * escaped for where it lands.
 */
import { watchLink } from './video-id.ts'

export type SnippetSource = {
  videoId: string
  /** The picture's absolute address: this site's download, as chosen (format, crop, overlay). */
  pictureUrl: string
  title: string | null
  channel: string | null
  width: number
  /** Null when the page does not know it yet (a cut whose height the lookup did not tell). */
  height: number | null
}

export const SNIPPETS = ['html', 'markdown', 'attribution'] as const
export type SnippetKind = (typeof SNIPPETS)[number]

const ATTRIBUTE: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
}

/** Text for a double-quoted HTML attribute (https://html.spec.whatwg.org/#attributes-2). */
function attribute(text: string): string {
  return text.replace(/[&"<>']/g, (char) => ATTRIBUTE[char] ?? char)
}

/** Text for a Markdown image's alt text: its brackets, backslashes and line breaks made inert. */
function markdownText(text: string): string {
  return text.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, ' ')
}

/** The words for a picture with no known title. */
const UNTITLED = 'YouTube video thumbnail'

/**
 * One snippet of a picture.
 * @example snippet('markdown', { videoId: 'dQw4w9WgXcQ', pictureUrl: 'https://a.example/p.jpg', title: 'A [b]', channel: null, width: 1280, height: 720 })
 * // '[![A \\[b\\]](https://a.example/p.jpg)](https://www.youtube.com/watch?v=dQw4w9WgXcQ)'
 */
export function snippet(kind: SnippetKind, source: SnippetSource): string {
  const { videoId, pictureUrl, title, channel, width, height } = source
  const link = watchLink(videoId)
  const alt = title ?? UNTITLED
  switch (kind) {
    case 'html': {
      const size = `width="${width}"${height === null ? '' : ` height="${height}"`}`
      return `<a href="${attribute(link)}"><img src="${attribute(pictureUrl)}" alt="${attribute(alt)}" ${size}></a>`
    }
    case 'markdown':
      return `[![${markdownText(alt)}](${pictureUrl})](${link})`
    case 'attribution': {
      // "Title — Channel, YouTube, link", leaving out what is not known.
      const credit = [title, channel].filter((part) => part !== null).join(' — ')
      return `${credit ? `${credit}, ` : ''}YouTube, ${link}`
    }
  }
}

import { describe, expect, test } from 'vitest'
import { snippet, type SnippetSource } from './snippets.ts'

const SOURCE: SnippetSource = {
  videoId: 'dQw4w9WgXcQ',
  pictureUrl: 'https://thumbgrab.example/api/thumbnails/dQw4w9WgXcQ/maxresdefault.jpg?crop=1%3A1',
  title: 'Never Gonna Give You Up',
  channel: 'Rick Astley',
  width: 720,
  height: 720,
}
const WATCH = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

describe('snippet', () => {
  test('HTML: the picture linked to its video, with its title and size', () => {
    expect(snippet('html', SOURCE)).toBe(
      `<a href="${WATCH}"><img src="${SOURCE.pictureUrl}" alt="Never Gonna Give You Up" width="720" height="720"></a>`,
    )
  })

  test('Markdown: an image inside a link', () => {
    expect(snippet('markdown', SOURCE)).toBe(
      `[![Never Gonna Give You Up](${SOURCE.pictureUrl})](${WATCH})`,
    )
  })

  test('attribution: title — channel, YouTube, link; what is unknown left out', () => {
    expect(snippet('attribution', SOURCE)).toBe(
      `Never Gonna Give You Up — Rick Astley, YouTube, ${WATCH}`,
    )
    expect(snippet('attribution', { ...SOURCE, channel: null })).toBe(
      `Never Gonna Give You Up, YouTube, ${WATCH}`,
    )
    expect(snippet('attribution', { ...SOURCE, title: null, channel: null })).toBe(
      `YouTube, ${WATCH}`,
    )
  })

  test('a hostile title cannot break out of the attribute or the alt text', () => {
    const title = `"><script>alert(1)</script> [x](javascript:y) \\ it's`
    const html = snippet('html', { ...SOURCE, title })
    expect(html).toContain(
      'alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; [x](javascript:y) \\ it&#39;s"',
    )
    expect(html.match(/<img /g)).toHaveLength(1)
    expect(html).not.toContain('<script')
    const markdown = snippet('markdown', { ...SOURCE, title: `a] (b) [c\nd \\` })
    expect(markdown).toBe(`[![a\\] (b) \\[c d \\\\](${SOURCE.pictureUrl})](${WATCH})`)
  })

  test('no title: a plain description; an unknown height: no height attribute', () => {
    const html = snippet('html', { ...SOURCE, title: null, height: null })
    expect(html).toContain('alt="YouTube video thumbnail" width="720">')
  })
})

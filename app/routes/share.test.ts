import { describe, expect, test } from 'vitest'
import { loader, MAX_SHARE_LOCATION } from './share.ts'

function share(query: string): Response {
  const result = loader({ request: new Request(`http://x.test/share${query}`) } as never)
  if (!(result instanceof Response)) throw new Error('expected a redirect')
  return result
}

describe('/share (the manifest share target)', () => {
  test('picks the field that holds a video link, whichever it is', () => {
    const text = encodeURIComponent('Look at this https://youtu.be/dQw4w9WgXcQ')
    expect(share(`?title=Rick&text=${text}`).headers.get('Location')).toBe(
      `/?url=${encodeURIComponent('Look at this https://youtu.be/dQw4w9WgXcQ')}`,
    )
    expect(
      share(
        `?title=Rick&text=hello&url=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}`,
      ).headers.get('Location'),
    ).toBe(`/?url=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}`)
  })

  test('without a video link, passes the first field on; with nothing, opens the home page', () => {
    expect(share('?title=&text=hello+there').headers.get('Location')).toBe('/?url=hello%20there')
    expect(share('').headers.get('Location')).toBe('/')
    expect(share('').status).toBe(303)
  })

  test('a field too long to pass on whole: its video as ?v=, or as much of it as fits', () => {
    const long = `${'字'.repeat(1500)} https://youtu.be/dQw4w9WgXcQ`
    const video = share(`?text=${encodeURIComponent(long)}`).headers.get('Location')
    expect(video).toBe('/?v=dQw4w9WgXcQ')
    const junk = '😀'.repeat(2000)
    const cut = share(`?text=${encodeURIComponent(junk)}`).headers.get('Location') ?? ''
    expect(cut.length).toBeLessThanOrEqual(MAX_SHARE_LOCATION)
    expect(cut.startsWith('/?url=')).toBe(true)
    // Cut between characters: what remains decodes to whole ones.
    expect(decodeURIComponent(cut.slice('/?url='.length))).toBe(
      '😀'.repeat(Math.floor((MAX_SHARE_LOCATION - '/?url='.length) / 12)),
    )
  })
})

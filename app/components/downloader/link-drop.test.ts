import { expect, test } from 'vitest'
import { droppedLink } from './link-drop.ts'

const drop = (data: Record<string, string>) => ({ getData: (type: string) => data[type] ?? '' })

test('the first link of a URI list, its comments skipped; else text that names a video', () => {
  expect(
    droppedLink(
      drop({
        'text/uri-list': '# from a tab\r\nhttps://youtu.be/dQw4w9WgXcQ\r\nhttps://b.example',
      }),
    ),
  ).toBe('https://youtu.be/dQw4w9WgXcQ')
  // Any link: the lookup says what is wrong with one that names no video.
  expect(droppedLink(drop({ 'text/uri-list': 'https://vimeo.com/1' }))).toBe('https://vimeo.com/1')
  expect(
    droppedLink(drop({ 'text/plain': '  https://www.youtube.com/watch?v=dQw4w9WgXcQ ' })),
  ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  // Text that names no video (a sentence dragged around the page) is left alone.
  expect(droppedLink(drop({ 'text/plain': 'some words from the page' }))).toBeNull()
  expect(droppedLink(drop({}))).toBeNull()
})

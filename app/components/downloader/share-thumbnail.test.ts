import { describe, expect, test } from 'vitest'
import { createApiClient } from '#app/lib/api-client.ts'
import { pictureFiles, pictureLink, type PictureChoice } from './picture-link.ts'
import { fileNameOf, pictureFile, PictureError, pngBlob } from './share-thumbnail.ts'

const choice: PictureChoice = {
  videoId: 'dQw4w9WgXcQ',
  quality: 'sddefault',
  format: 'webp',
  crop: 'letterbox',
  fileName: 'title',
}

/**
 * A client whose fetch answers each call with the next of `answers` (a Response, or an Error to
 * throw), and whose retries do not wait.
 */
function scripted(answers: (Response | Error)[]) {
  const calls: string[] = []
  const fetchFn = (async (url: string) => {
    calls.push(url)
    const answer = answers.shift()
    if (!answer || answer instanceof Error) throw answer ?? new Error('no answer left')
    return answer
  }) as typeof fetch
  return { client: createApiClient({ fetchFn, wait: async () => {} }), calls }
}

describe('pictureLink and pictureFiles', () => {
  test('the link is the absolute address of the download as chosen', () => {
    expect(pictureLink(choice, 'https://thumbgrab.example')).toBe(
      'https://thumbgrab.example/api/thumbnails/dQw4w9WgXcQ/sddefault.webp?crop=letterbox&name=title',
    )
  })

  test('the clipboard gets a PNG (cropped as chosen); Share the chosen format and name', () => {
    expect(pictureFiles(choice)).toEqual({
      png: '/api/thumbnails/dQw4w9WgXcQ/sddefault.png?crop=letterbox',
      file: {
        path: '/api/thumbnails/dQw4w9WgXcQ/sddefault.webp?crop=letterbox&name=title',
        fallbackName: 'youtube-thumbnail-dQw4w9WgXcQ-sddefault-no-bars.webp',
        type: 'image/webp',
      },
    })
  })
})

describe('fileNameOf', () => {
  test('prefers the UTF-8 name, then the ASCII one, then the fallback', () => {
    const both = `attachment; filename="Cafe - live.jpg"; filename*=UTF-8''Caf%C3%A9%20-%20live.jpg`
    expect(fileNameOf(both, 'x.jpg')).toBe('Café - live.jpg')
    expect(fileNameOf('attachment; filename="plain.png"', 'x.png')).toBe('plain.png')
    expect(fileNameOf(`attachment; filename="a.jpg"; filename*=UTF-8''%E0%A4`, 'x.jpg')).toBe(
      'a.jpg',
    )
    expect(fileNameOf(null, 'x.jpg')).toBe('x.jpg')
    expect(fileNameOf('attachment', 'x.jpg')).toBe('x.jpg')
  })
})

describe('pngBlob and pictureFile', () => {
  test('a PNG blob typed image/png, after one retry of a 503', async () => {
    const { client, calls } = scripted([
      new Response('busy', { status: 503, headers: { 'Retry-After': '1' } }),
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/png' } }),
    ])
    const blob = await pngBlob('/api/thumbnails/dQw4w9WgXcQ/hqdefault.png', client)
    expect(blob.type).toBe('image/png')
    expect(blob.size).toBe(3)
    expect(calls).toHaveLength(2)
  })

  test('a 4xx is not retried, and a request whose retries are spent gives up', async () => {
    const refused = scripted([new Response('no', { status: 422 })])
    await expect(pngBlob('/p.png', refused.client)).rejects.toEqual(new PictureError(422))
    expect(refused.calls).toHaveLength(1)
    const offline = scripted(Array.from({ length: 2 }, () => new TypeError('offline')))
    await expect(pngBlob('/p.png', offline.client)).rejects.toMatchObject({ status: 0 })
    expect(offline.calls).toHaveLength(2)
  })

  test('a file named by the server, of the chosen type', async () => {
    const { client } = scripted([
      new Response(new Uint8Array(5), {
        headers: { 'Content-Disposition': `attachment; filename="T - x.webp"` },
      }),
    ])
    const file = await pictureFile(pictureFiles(choice).file, client)
    expect([file.name, file.type, file.size]).toEqual(['T - x.webp', 'image/webp', 5])
  })
})

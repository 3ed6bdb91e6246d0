import { expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/load-context.server.ts'
import type { Services } from '#server/pages/load-context.ts'
import { lookupWith, VIDEO_ID } from '#tests/support/lookups.ts'
import { testSite } from '#tests/support/site.ts'
import { loadHome } from './home.server.ts'

const SITE = testSite()

type LookupAnswer = Awaited<ReturnType<Services['thumbnails']['lookup']>>

/** The home loader for `/?v=<id>`, with an engine whose lookup gives `answer`. */
function loadWith(answer: () => Promise<LookupAnswer>) {
  const unused = () => Promise.reject(new Error('the home loader only looks up'))
  const thumbnails: Services['thumbnails'] = {
    lookup: answer,
    videoInfo: unused,
    download: unused,
    preview: unused,
  }
  const context = createLoadContext(SITE, { thumbnails })
  return loadHome(new Request(`https://thumbs.example.org/?v=${VIDEO_ID}`), context)
}

test('shows the lookup of a video that has thumbnails', async () => {
  const lookup = lookupWith(['hqdefault'])
  expect(await loadWith(async () => ({ ok: true, value: lookup }))).toEqual({
    input: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    outcome: { ok: true, lookup },
  })
})

test('says the video has no thumbnails when the engine found none', async () => {
  const page = await loadWith(async () => ({ ok: false, code: 'no_thumbnails' }))
  expect(page?.outcome).toEqual({ ok: false, failure: 'no_thumbnails' })
})

test('asks to try again when the image host failed or was too slow', async () => {
  for (const code of ['upstream_error', 'upstream_timeout'] as const) {
    const page = await loadWith(async () => ({ ok: false, code, cause: new Error(code) }))
    expect(page?.outcome).toEqual({ ok: false, failure: 'fetch_failed' })
  }
})

test('lets an unexpected error reach the error boundary', async () => {
  const bug = new TypeError('a bug')
  await expect(loadWith(() => Promise.reject(bug))).rejects.toBe(bug)
})

/** Where the loader redirects `/?<query>` (the results form sent without JavaScript). */
async function redirectOf(query: string): Promise<string | null> {
  const never = () => Promise.reject(new Error('a download link is not looked up'))
  const thumbnails: Services['thumbnails'] = {
    lookup: never,
    videoInfo: never,
    download: never,
    preview: never,
  }
  const context = createLoadContext(SITE, { thumbnails })
  try {
    await loadHome(new Request(`https://thumbs.example.org/?${query}`), context)
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return thrown.headers.get('Location')
  }
}

test('the results form without JavaScript redirects to the file, with the crop and name asked', async () => {
  const base = `v=${VIDEO_ID}&quality=sd1&format=png`
  const file = `/api/thumbnails/${VIDEO_ID}/sd1.png`
  expect(await redirectOf(base)).toBe(file)
  expect(await redirectOf(`${base}&name=id`)).toBe(file)
  expect(await redirectOf(`${base}&name=title`)).toBe(`${file}?name=title`)
  // `crop` lists the cards whose box is ticked: only the selected card's counts.
  expect(await redirectOf(`${base}&crop=hqdefault`)).toBe(file)
  expect(await redirectOf(`${base}&crop=hqdefault&crop=sd1&name=title`)).toBe(
    `${file}?crop=letterbox&name=title`,
  )
})

import { expect, test } from 'vitest'
import { createLoadContext } from '#app/lib/load-context.server.ts'
import type { Services } from '#server/pages/load-context.ts'
import { lookupWith, VIDEO_ID } from '#tests/support/lookups.ts'
import { testSite } from '#tests/support/site.ts'
import { loadHome } from './home.server.ts'

const SITE = testSite()

type LookupAnswer = Awaited<ReturnType<Services['thumbnails']['lookup']>>

type Bucket = Services['lookupLimiter']

/** A bucket that never runs dry. */
const UNLIMITED: Bucket = { take: () => ({ allowed: true }) }

/** `capacity` lookups per client, never refilled; then "wait 7 s". */
function bucketOf(capacity: number): Bucket {
  const used = new Map<string, number>()
  return {
    take(client) {
      const count = (used.get(client) ?? 0) + 1
      used.set(client, count)
      return count <= capacity ? { allowed: true } : { allowed: false, retryAfterSeconds: 7 }
    },
  }
}

/** What the loader answers, whether or not it came wrapped with a status (`data()`). */
async function loaded(answer: ReturnType<typeof loadHome>) {
  const page = await answer
  if (!page || !('init' in page)) return page
  const retryAfter = new Headers(page.init?.headers).get('Retry-After')
  return { ...page.data, status: page.init?.status, retryAfter }
}

/**
 * The home loader for `/?v=<id>` as `client` (null: none named), with an engine whose lookup
 * gives `answer` and `lookupLimiter` as its lookup bucket.
 */
function loadWith(
  answer: () => Promise<LookupAnswer>,
  { lookupLimiter = UNLIMITED, client = 'client A' as string | null } = {},
) {
  const unused = () => Promise.reject(new Error('the home loader only looks up'))
  const thumbnails: Services['thumbnails'] = {
    lookup: answer,
    videoInfo: unused,
    download: unused,
    preview: unused,
  }
  const context = createLoadContext(
    SITE,
    { thumbnails, lookupLimiter },
    client === null ? {} : { client },
  )
  return loaded(loadHome(new Request(`https://thumbs.example.org/?v=${VIDEO_ID}`), context))
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

test('says the image host failed or was too slow, as the API does', async () => {
  for (const code of ['upstream_error', 'upstream_timeout'] as const) {
    const page = await loadWith(async () => ({ ok: false, code, cause: new Error(code) }))
    expect(page?.outcome).toEqual({ ok: false, failure: code })
  }
})

test('lets an unexpected error reach the error boundary', async () => {
  const bug = new TypeError('a bug')
  await expect(loadWith(() => Promise.reject(bug))).rejects.toBe(bug)
})

/**
 * The home loader for `/?<query>` with an engine that fails any call and a bucket with no token:
 * what it answers must cost neither a lookup nor a token.
 */
function loadFree(query: string) {
  const never = () => Promise.reject(new Error('this query is not looked up'))
  const thumbnails: Services['thumbnails'] = {
    lookup: never,
    videoInfo: never,
    download: never,
    preview: never,
  }
  const context = createLoadContext(
    SITE,
    { thumbnails, lookupLimiter: bucketOf(0) },
    { client: 'client A' },
  )
  return loadHome(new Request(`https://thumbs.example.org/?${query}`), context)
}

/** Where the loader redirects `/?<query>` (the results form sent without JavaScript). */
async function redirectOf(query: string): Promise<string | null> {
  try {
    await loadFree(query)
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
  // A shape and the play button; a shape wins over the card's box; junk is left out.
  expect(await redirectOf(`${base}&shape=1.91%3A1&overlay=play&crop=sd1`)).toBe(
    `${file}?crop=1.91%3A1&overlay=play`,
  )
  expect(await redirectOf(`${base}&shape=&overlay=`)).toBe(file)
  expect(await redirectOf(`${base}&shape=2%3A1&overlay=logo`)).toBe(file)
})

test('charges each lookup to its client’s bucket; past it, "try again" under 429 and Retry-After, no lookup', async () => {
  const lookupLimiter = bucketOf(2)
  let lookups = 0
  const answer = async () => {
    lookups += 1
    return { ok: true, value: lookupWith(['hqdefault']) } as const
  }
  for (let i = 0; i < 2; i++) {
    const page = await loadWith(answer, { lookupLimiter })
    expect(page?.outcome?.ok).toBe(true)
  }
  const refused = await loadWith(answer, { lookupLimiter })
  expect(refused).toMatchObject({
    outcome: { ok: false, failure: 'rate_limited' },
    status: 429,
    retryAfter: '7',
  })
  expect(lookups).toBe(2)
  // Another client has its own bucket.
  expect((await loadWith(answer, { lookupLimiter, client: 'client B' }))?.outcome?.ok).toBe(true)
})

test('a render that would look a video up without naming its client is a bug, not a free lookup', async () => {
  const answer = async () => ({ ok: true, value: lookupWith(['hqdefault']) }) as const
  await expect(loadWith(answer, { client: null })).rejects.toThrow(/name its client/)
})

test('a link that is not a video costs no lookup: the field says what is wrong', async () => {
  const page = await loaded(loadFree('url=https%3A%2F%2Fexample.org%2F'))
  expect(page).toMatchObject({ outcome: { ok: false, failure: 'invalid_url' } })
  expect(page).not.toHaveProperty('status')
})

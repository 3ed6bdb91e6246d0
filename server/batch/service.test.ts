import { describe, expect, test } from 'vitest'
import { MAX_BATCH_LINKS } from '#core/batch.ts'
import { lookupWith } from '#tests/support/lookups.ts'
import type { Expander, Expansion, ExpandTarget } from './expand.ts'
import { pickQuality, planBatch, reportRows, runBatch, type BatchThumbnails } from './service.ts'
import { createSemaphore } from '../http/admission/semaphore.ts'
import type { ZipWriter } from './zip.ts'

const id = (n: number) => `vid${String(n).padStart(8, '0')}`

/**
 * An expander that answers from a table and records what it was asked, and for how many videos.
 * A `PLhang…` list answers only when the batch's signal ends it, as a request in flight would.
 */
function fakeExpander(lists: Record<string, Expansion>) {
  const asked: ExpandTarget[] = []
  const maxes: number[] = []
  const expander: Expander = {
    expand: async (target, max, context) => {
      asked.push(target)
      maxes.push(max)
      const key =
        'playlistId' in target
          ? target.playlistId
          : 'channelId' in target
            ? target.channelId
            : target.handle
      if (key.startsWith('PLhang')) {
        const signal = context?.signal
        await new Promise((resolve) => signal?.addEventListener('abort', resolve))
        const late = (signal?.reason as Error).name === 'TimeoutError'
        return { ok: false, code: late ? 'timeout' : 'upstream_error' }
      }
      if (context?.allowance && !(await context.allowance())) {
        return { ok: false, code: 'rate_limited' }
      }
      return lists[key] ?? { ok: false, code: 'not_found' }
    },
  }
  return { expander, asked, maxes }
}
const list = (
  from: number,
  count: number,
  complete = true,
  via: 'feed' | 'api' = 'api',
): Expansion => ({
  ok: true,
  videos: Array.from({ length: count }, (_, i) => ({
    videoId: id(from + i),
    title: `T${from + i}`,
  })),
  complete,
  via,
})
const playlist = (listId: string) => `https://www.youtube.com/playlist?list=${listId}`
const statuses = (plan: Awaited<ReturnType<typeof planBatch>>) =>
  reportRows(plan).map((r) => [r.videoId, r.status])

describe('planBatch', () => {
  test('rows in input order; a video named twice, even inside a playlist, is one job', async () => {
    const { expander } = fakeExpander({ PLa: list(1, 2) })
    const plan = await planBatch(
      [id(2), playlist('PLa'), 'junk', id(2)],
      { wholePlaylist: false },
      expander,
    )
    expect(plan.jobs.map((j) => j.videoId)).toEqual([id(2), id(1)])
    plan.jobs.forEach(
      (job) =>
        (job.result = {
          status: 'ok',
          title: null,
          quality: 'default',
          width: 120,
          height: 90,
          bytes: 1,
        }),
    )
    expect(statuses(plan)).toEqual([
      [id(2), 'ok'],
      ['', 'ok'],
      [id(1), 'ok'],
      [id(2), 'duplicate'],
      ['', 'invalid_link'],
      [id(2), 'duplicate'],
    ])
    // An expanded video's link is its own watch link; its title comes from the list.
    expect(reportRows(plan)[2]).toMatchObject({
      link: `https://www.youtube.com/watch?v=${id(1)}`,
      title: 'T1',
    })
  })

  test('past 200 videos in all, the list is cut and its row says so, as does a later link', async () => {
    const { expander } = fakeExpander({ PLa: list(1, 150), PLb: list(1000, 100) })
    const plan = await planBatch(
      [playlist('PLa'), playlist('PLb'), id(5000)],
      { wholePlaylist: false },
      expander,
    )
    expect(plan.jobs).toHaveLength(MAX_BATCH_LINKS)
    const rows = reportRows(plan)
    expect(rows[0]?.status).toBe('ok')
    expect(rows[151]).toMatchObject({ link: playlist('PLb'), status: 'cut_at_limit' })
    expect(rows.at(-1)).toMatchObject({ videoId: id(5000), status: 'cut_at_limit' })
  })

  test('a list read from the feed says newest 15; failures become the row of the line', async () => {
    const { expander, asked } = fakeExpander({
      PLfeed: list(1, 15, false, 'feed'),
      PLapi: list(20, 5, false, 'api'),
    })
    const plan = await planBatch(
      [playlist('PLfeed'), playlist('PLapi'), playlist('PLgone'), 'https://www.youtube.com/@who'],
      { wholePlaylist: false },
      expander,
    )
    const rows = reportRows(plan).filter((r) => r.videoId === '')
    expect(rows.map((r) => r.status)).toEqual([
      'feed_newest_15',
      'cut_at_limit',
      'not_found',
      'not_found',
    ])
    expect(asked.at(-1)).toEqual({ kind: 'handle', handle: '@who' })
  })

  test('a list named twice (a handle in any case) is read once; its repeat is a duplicate row', async () => {
    const { expander, asked } = fakeExpander({ PLa: list(1, 2), '@Who': list(10, 1) })
    const lines = [
      ...Array.from({ length: 150 }, () => playlist('PLa')),
      `https://www.youtube.com/watch?v=${id(1)}&list=PLa`,
      'https://www.youtube.com/@Who',
      'https://www.youtube.com/@who',
    ]
    const plan = await planBatch(lines, { wholePlaylist: true }, expander)
    expect(asked).toEqual([
      { kind: 'playlist', playlistId: 'PLa' },
      { kind: 'handle', handle: '@Who' },
    ])
    expect(plan.jobs.map((job) => job.videoId)).toEqual([id(1), id(2), id(10)])
    const rows = reportRows(plan)
    // PLa and its 2 videos, 150 repeats, @Who and its video, @who.
    expect(rows).toHaveLength(3 + 150 + 2 + 1)
    expect(rows.slice(3, 153).every((row) => row.status === 'duplicate')).toBe(true)
    expect(rows.at(-1)).toMatchObject({ videoId: '', status: 'duplicate' })
  })

  test('a list is not read once the lines above it fill the batch', async () => {
    const { expander, asked } = fakeExpander({ PLfull: list(1, 200), PLsmall: list(900, 3) })
    // PLsmall waits for one of the first four to finish (BATCH_LIMITS.expansions); PLfull has.
    const lines = [playlist('PLfull'), 'junk', 'junk2', 'junk3', playlist('PLa1'), playlist('PLa2')]
    const plan = await planBatch(
      [...lines, playlist('PLa3'), playlist('PLsmall')],
      { wholePlaylist: false },
      expander,
    )
    expect(asked.map((target) => 'playlistId' in target && target.playlistId)).not.toContain(
      'PLsmall',
    )
    expect(reportRows(plan).at(-1)).toMatchObject({
      link: playlist('PLsmall'),
      status: 'cut_at_limit',
    })
  })

  test('videos a list shares with the lines above take no room: it still fills the batch', async () => {
    const { expander, maxes } = fakeExpander({ PLbig: list(1, 300) })
    const plan = await planBatch(
      [...Array.from({ length: 150 }, (_, n) => id(n + 1)), playlist('PLbig')],
      { wholePlaylist: false },
      expander,
    )
    expect(maxes).toEqual([MAX_BATCH_LINKS])
    expect(plan.jobs).toHaveLength(MAX_BATCH_LINKS)
  })

  test("past the plan's deadline, lists in flight and lists not started are timeout rows", async () => {
    const { expander, asked } = fakeExpander({ PLok: list(1, 2) })
    const hanging = ['PLhang1', 'PLhang2', 'PLhang3', 'PLhang4'].map(playlist)
    const plan = await planBatch(
      [playlist('PLok'), ...hanging, playlist('PLlater')],
      { wholePlaylist: false },
      expander,
      { deadlineMs: 50 },
    )
    expect(plan.jobs.map((job) => job.videoId)).toEqual([id(1), id(2)])
    const listRows = reportRows(plan).filter((row) => row.videoId === '')
    expect(listRows.map((row) => row.status)).toEqual([
      'ok',
      'timeout',
      'timeout',
      'timeout',
      'timeout',
      'timeout',
    ])
    expect(asked).toHaveLength(5)
  })

  test("a spent allowance is the list's row; the lines above it keep theirs", async () => {
    const { expander } = fakeExpander({ PLa: list(1, 1), PLb: list(5, 1) })
    let left = 1
    const plan = await planBatch(
      [playlist('PLa'), playlist('PLb')],
      { wholePlaylist: false },
      expander,
      { allowance: () => left-- > 0 },
    )
    expect(plan.jobs.map((job) => job.videoId)).toEqual([id(1)])
    expect(reportRows(plan).map((row) => row.status)).toEqual([
      'ok',
      'upstream_error',
      'rate_limited',
    ])
  })

  test('a watch link with list= is the video, or with wholePlaylist the playlist', async () => {
    const { expander } = fakeExpander({ PLa: list(1, 3) })
    const link = `https://www.youtube.com/watch?v=${id(9)}&list=PLa`
    expect(
      (await planBatch([link], { wholePlaylist: false }, expander)).jobs.map((j) => j.videoId),
    ).toEqual([id(9)])
    expect((await planBatch([link], { wholePlaylist: true }, expander)).jobs).toHaveLength(3)
  })
})

describe('pickQuality', () => {
  const all = lookupWith([
    'default',
    'mqdefault',
    'hqdefault',
    'sddefault',
    'maxresdefault',
    'fullhd',
  ])
  test('best is the largest real picture, never the upscaled Full HD', () => {
    expect(pickQuality(all, 'best')).toMatchObject({
      entry: { quality: 'maxresdefault' },
      missing: false,
    })
    // As the page selects (core/lookup.ts, bestQuality): Full HD only when it is all there is.
    expect(pickQuality(lookupWith(['fullhd']), 'best')).toMatchObject({
      entry: { quality: 'fullhd' },
      missing: false,
    })
  })
  test('a named quality the video has; else the largest smaller one, marked missing', () => {
    expect(pickQuality(all, 'fullhd')).toMatchObject({
      entry: { quality: 'fullhd' },
      missing: false,
    })
    const old = lookupWith(['default', 'mqdefault', 'hqdefault'])
    expect(pickQuality(old, 'maxresdefault')).toMatchObject({
      entry: { quality: 'hqdefault' },
      missing: true,
    })
    // Nothing smaller: the smallest larger one.
    expect(pickQuality(lookupWith(['hqdefault', 'sddefault']), 'default')).toMatchObject({
      entry: { quality: 'hqdefault' },
      missing: true,
    })
  })
  test('nothing available: nothing to pick', () => {
    expect(pickQuality(lookupWith([]), 'best')).toBeUndefined()
    expect(pickQuality(lookupWith([]), 'hqdefault')).toBeUndefined()
  })
})

describe('runBatch', () => {
  const bytes = new Uint8Array([1, 2, 3])
  const thumbnails = (titles: Record<string, string>, seen: string[] = []): BatchThumbnails => ({
    lookup: async (videoId) => {
      seen.push(videoId)
      return {
        ok: true,
        value: { ...lookupWith(['hqdefault'], videoId), title: titles[videoId] ?? null },
      }
    },
    download: async () => ({ ok: true, value: { bytes, width: 480, height: 360 } }),
  })
  const zipSink = () => {
    const names: string[] = []
    const zip: ZipWriter = {
      body: new ReadableStream(),
      add: (name) => void names.push(name),
      room: async () => {},
      end: () => void names.push('(end)'),
      onCancel: () => {},
    }
    return { zip, names }
  }
  const options = { quality: 'best', format: 'jpg', name: 'title', wholePlaylist: false } as const

  test('titles that make the same file name are told apart; report.csv comes last', async () => {
    const { expander } = fakeExpander({})
    const plan = await planBatch([id(1), id(2), id(3)], options, expander)
    const { zip, names } = zipSink()
    await runBatch(plan, options, {
      thumbnails: thumbnails({ [id(1)]: 'Same', [id(2)]: 'Same' }),
      slots: createSemaphore({ concurrency: 6 }),
      zip,
      signal: new AbortController().signal,
    })
    expect(names.toSorted()).toEqual(
      [
        'Same - High Quality 480x360.jpg',
        'Same - High Quality 480x360 (2).jpg',
        `youtube-thumbnail-${id(3)}-hqdefault.jpg`,
        'report.csv',
        '(end)',
      ].toSorted(),
    )
    expect(names.slice(-2)).toEqual(['report.csv', '(end)'])
  })

  test('an aborted batch starts nothing more and writes no report', async () => {
    const { expander } = fakeExpander({})
    const plan = await planBatch([id(1), id(2), id(3), id(4), id(5)], options, expander)
    const { zip, names } = zipSink()
    const stop = new AbortController()
    const seen: string[] = []
    const slots = createSemaphore({ concurrency: 1 })
    const source = thumbnails({}, seen)
    await runBatch(plan, options, {
      thumbnails: { ...source, lookup: (videoId) => (stop.abort(), source.lookup(videoId)) },
      slots,
      zip,
      signal: stop.signal,
    })
    expect(seen).toEqual([id(1)])
    expect(names).toEqual([])
    expect(slots.active).toBe(0)
  })

  test('asks the engine not to keep its pictures in the output cache', async () => {
    const { expander } = fakeExpander({})
    const plan = await planBatch([id(1), id(2)], options, expander)
    const asked: unknown[] = []
    const source = thumbnails({})
    await runBatch(plan, options, {
      thumbnails: {
        ...source,
        download: (...args) => (asked.push(args.slice(1)), source.download(...args)),
      },
      slots: createSemaphore({ concurrency: 6 }),
      zip: zipSink().zip,
      signal: new AbortController().signal,
    })
    expect(asked).toEqual([
      ['hqdefault', 'jpg', { keep: false }],
      ['hqdefault', 'jpg', { keep: false }],
    ])
  })

  test('waits for the reader before taking a slot: a slow client holds no shared slot', async () => {
    const { expander } = fakeExpander({})
    const plan = await planBatch([id(1), id(2)], options, expander)
    const { zip, names } = zipSink()
    let letIn = () => {}
    const full = new Promise<void>((resolve) => (letIn = resolve))
    const slots = createSemaphore({ concurrency: 6 })
    const running = runBatch(plan, options, {
      thumbnails: thumbnails({}),
      slots,
      zip: { ...zip, room: () => full },
      signal: new AbortController().signal,
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(slots.active).toBe(0)
    expect(names).toEqual([])
    letIn()
    await running
    expect(names).toHaveLength(2 + 2)
    expect(slots.active).toBe(0)
  })
})

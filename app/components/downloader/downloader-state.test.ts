import { describe, expect, test } from 'vitest'
import type { Lookup } from '#core/lookup.ts'
import { QUALITIES } from '#core/qualities.ts'
import { lookupWith, VIDEO_ID as ID, withExtras } from '#tests/support/lookups.ts'
import {
  cropsSelected,
  downloadCut,
  initialState,
  lookupToast,
  pasteStartsLookup,
  reduceDownloader,
  selectedThumbnail,
  type DownloaderAction,
  type DownloaderState,
} from './downloader-state.ts'
import { ENGLISH } from '#core/locales.ts'
import { messagesFor } from '#app/i18n/catalog.ts'
import { translator } from '#app/i18n/i18n.tsx'
import { pageToasts } from './toast-texts.ts'

const ALL = QUALITIES.map((q) => q.id)
const toasts = pageToasts(translator('en', messagesFor(ENGLISH, ['toasts'])))

const run = (state: DownloaderState, ...actions: DownloaderAction[]) =>
  actions.reduce(reduceDownloader, state)

const found = (lookup: Lookup): DownloaderAction => ({
  type: 'lookup-finished',
  outcome: { ok: true, lookup },
})

describe('the lookup', () => {
  test('starts idle with nothing selected and JPG as the format', () => {
    expect(initialState(null)).toEqual({
      input: '',
      status: 'idle',
      results: null,
      selected: null,
      format: 'jpg',
      crops: [],
      shape: null,
      overlay: false,
      fileName: 'id',
      downloading: false,
      slow: false,
      fieldError: null,
      notice: null,
    })
  })

  test('goes idle → loading → results, listing the available thumbnails in catalogue order', () => {
    const loading = run(
      initialState(null),
      { type: 'input', value: ID },
      { type: 'lookup-started' },
    )
    expect(loading.status).toBe('loading')
    const done = run(loading, found(lookupWith(['hqdefault', 'default', 'mqdefault'])))
    expect(done.status).toBe('results')
    expect(done.results?.thumbnails.map((t) => t.quality)).toEqual([
      'default',
      'mqdefault',
      'hqdefault',
    ])
    expect(done.results?.missing).toEqual(['sddefault', 'maxresdefault', 'fullhd'])
  })

  test('auto-selects the largest real picture: the maxres, not the upscaled Full HD', () => {
    const state = run(initialState(null), { type: 'lookup-started' }, found(lookupWith(ALL)))
    expect(state.selected).toBe('maxresdefault')
  })

  test("lists the extra pictures with the title and channel, and selects a Short's cover", () => {
    const lookup = withExtras(
      lookupWith(['default', 'mqdefault', 'hqdefault', 'maxresdefault', 'fullhd']),
      [{ quality: 'oardefault', width: 1080, height: 1920 }, { quality: 'mq2' }],
      { title: 'A <b>Short</b>', channel: 'Someone' },
    )
    const state = run(initialState(null), { type: 'lookup-started' }, found(lookup))
    expect(state.results).toMatchObject({ title: 'A <b>Short</b>', channel: 'Someone' })
    expect(state.results?.thumbnails.map((t) => t.quality)).toEqual([
      'default',
      'mqdefault',
      'hqdefault',
      'maxresdefault',
      'fullhd',
      'oardefault',
      'mq2',
    ])
    expect(state.selected).toBe('oardefault')
    expect(lookupToast({ ok: true, lookup }, toasts).toast.description).toBe(
      'Found 7 thumbnail options.',
    )
  })

  test('auto-selects the highest one left when the top qualities are missing', () => {
    const lookup = lookupWith(['default', 'mqdefault', 'hqdefault', 'sddefault'])
    const state = run(initialState(null), { type: 'lookup-started' }, found(lookup))
    expect(state.selected).toBe('sddefault')
  })

  test('goes loading → failed on a failure and keeps the list on show unchanged', () => {
    const shown = run(initialState(null), { type: 'lookup-started' }, found(lookupWith(ALL)))
    const picked = run(shown, { type: 'select-quality', quality: 'hqdefault' })
    const failed = run(
      picked,
      { type: 'lookup-started' },
      { type: 'lookup-finished', outcome: { ok: false, failure: 'no_thumbnails' } },
    )
    expect(failed.status).toBe('failed')
    expect(failed.results).toBe(picked.results)
    expect(failed.selected).toBe('hqdefault')
  })

  test('treats a lookup with nothing available as a failure', () => {
    const state = run(initialState(null), { type: 'lookup-started' }, found(lookupWith([])))
    expect(state).toMatchObject({ status: 'failed', results: null, selected: null })
  })

  test('a new lookup replaces the results and selects its own best entry', () => {
    const first = run(initialState(null), { type: 'lookup-started' }, found(lookupWith(ALL)))
    const other = lookupWith(['default', 'mqdefault'], 'nomaxres123')
    const second = run(first, { type: 'lookup-started' }, found(other))
    expect(second.results?.videoId).toBe('nomaxres123')
    expect(second.selected).toBe('mqdefault')
  })
})

describe('selection and format', () => {
  const shown = run(initialState(null), { type: 'lookup-started' }, found(lookupWith(ALL)))

  test('selecting a card changes the selection', () => {
    const state = run(shown, { type: 'select-quality', quality: 'mqdefault' })
    expect(state.selected).toBe('mqdefault')
    expect(selectedThumbnail(state)?.name).toBe('Medium Quality')
  })

  test('ignores a quality that is not on offer', () => {
    const partial = run(
      initialState(null),
      { type: 'lookup-started' },
      found(lookupWith(['default', 'mqdefault'])),
    )
    expect(run(partial, { type: 'select-quality', quality: 'fullhd' })).toBe(partial)
  })

  test('has no selected thumbnail, hence no format or download controls, before results', () => {
    expect(selectedThumbnail(initialState(null))).toBeNull()
    expect(selectedThumbnail(run(initialState(null), { type: 'lookup-started' }))).toBeNull()
    expect(selectedThumbnail(shown)?.quality).toBe('maxresdefault')
  })

  test('switches the format and keeps it for the next lookup', () => {
    const png = run(shown, { type: 'select-format', format: 'png' })
    expect(png.format).toBe('png')
    expect(run(png, { type: 'lookup-started' }, found(lookupWith(ALL))).format).toBe('png')
  })

  test('crops only a selected picture that has black bars, and a new lookup clears the crop', () => {
    const lookup = withExtras(lookupWith(['hqdefault', 'maxresdefault']), [
      { quality: 'sd1', letterboxed: true },
    ])
    const bars = run(initialState(null), { type: 'lookup-started' }, found(lookup), {
      type: 'set-crop',
      quality: 'maxresdefault',
      crop: true,
    })
    expect(bars.selected).toBe('maxresdefault')
    expect(cropsSelected(bars)).toBe(false)
    const sd1 = run(
      bars,
      { type: 'select-quality', quality: 'sd1' },
      {
        type: 'set-crop',
        quality: 'sd1',
        crop: true,
      },
    )
    expect(cropsSelected(sd1)).toBe(true)
    expect(cropsSelected(run(sd1, { type: 'set-crop', quality: 'sd1', crop: false }))).toBe(false)
    const next = run(sd1, { type: 'lookup-started' }, found(lookup))
    expect(next.crops).toEqual([])
  })

  test('a shape and the play button apply to whatever picture, and stay for the next lookup', () => {
    const lookup = withExtras(lookupWith(['hqdefault', 'maxresdefault']), [
      { quality: 'sd1', letterboxed: true },
    ])
    const shaped = run(
      initialState(null),
      { type: 'lookup-started' },
      found(lookup),
      { type: 'select-quality', quality: 'sd1' },
      { type: 'set-crop', quality: 'sd1', crop: true },
    )
    expect(downloadCut(shaped)).toEqual({ crop: 'letterbox', overlay: undefined })
    const square = run(
      shaped,
      { type: 'select-shape', shape: '1:1' },
      { type: 'set-overlay', overlay: true },
    )
    // The shape is cut inside the bars anyway: it wins over "without black bars".
    expect(downloadCut(square)).toEqual({ crop: '1:1', overlay: 'play' })
    const next = run(square, { type: 'lookup-started' }, found(lookup))
    expect(downloadCut(next)).toEqual({ crop: '1:1', overlay: 'play' })
    expect(downloadCut(run(next, { type: 'select-shape', shape: null }))).toEqual({
      crop: undefined,
      overlay: 'play',
    })
  })

  test('a crop belongs to the picture it was chosen for, not to the next one selected', () => {
    const lookup = withExtras(lookupWith(['hqdefault', 'maxresdefault']), [
      { quality: 'sd1', letterboxed: true },
      { quality: 'sd2', letterboxed: true },
    ])
    const sd1 = run(
      initialState(null),
      { type: 'lookup-started' },
      found(lookup),
      {
        type: 'select-quality',
        quality: 'sd1',
      },
      { type: 'set-crop', quality: 'sd1', crop: true },
    )
    expect(cropsSelected(sd1)).toBe(true)
    const sd2 = run(sd1, { type: 'select-quality', quality: 'sd2' })
    expect(sd2.crops).toEqual(['sd1'])
    expect(cropsSelected(sd2)).toBe(false)
    // Back on the first, its choice is still there.
    expect(cropsSelected(run(sd2, { type: 'select-quality', quality: 'sd1' }))).toBe(true)
  })

  test('switches the file name style and keeps it for the next lookup', () => {
    const titled = run(shown, { type: 'select-file-name', fileName: 'title' })
    expect(titled.fileName).toBe('title')
    expect(run(titled, { type: 'lookup-started' }, found(lookupWith(ALL))).fileName).toBe('title')
  })

  test('flags a download in progress', () => {
    const busy = run(shown, { type: 'download-started' })
    expect(busy.downloading).toBe(true)
    expect(run(busy, { type: 'download-finished' }).downloading).toBe(false)
  })
})

describe('server-rendered lookups (deep links and the no-JS form)', () => {
  test('start with the results shown and the best entry selected', () => {
    const state = initialState({ input: ID, outcome: { ok: true, lookup: lookupWith(ALL) } })
    expect(state).toMatchObject({
      input: ID,
      status: 'results',
      selected: 'maxresdefault',
      notice: null,
    })
  })

  test('start with a failed lookup as the inline notice, cleared by the next lookup', () => {
    const state = initialState({ input: ID, outcome: { ok: false, failure: 'fetch_failed' } })
    expect(state).toMatchObject({ status: 'failed', notice: 'fetch_failed', results: null })
    expect(run(state, { type: 'lookup-started' }).notice).toBeNull()
  })

  test('start with a refused link as the field error, with its reason', () => {
    const empty = { ok: false, failure: 'invalid_url', reason: 'empty' } as const
    expect(initialState({ input: '', outcome: empty })).toMatchObject({
      fieldError: 'empty',
      notice: null,
    })
    const unknown = initialState({ input: 'x', outcome: { ok: false, failure: 'invalid_url' } })
    expect(unknown.fieldError).toBe('not_youtube')
  })
})

describe('what lasts after a failure, and the slow lookup', () => {
  const failed = (failure: 'no_thumbnails' | 'upstream_timeout' | 'fetch_failed') =>
    run(
      initialState(null),
      { type: 'input', value: ID },
      { type: 'lookup-started' },
      { type: 'lookup-finished', outcome: { ok: false, failure } },
    )

  test.each(['no_thumbnails', 'upstream_timeout', 'fetch_failed'] as const)(
    'a %s lookup leaves a notice until the link changes',
    (failure) => {
      const state = failed(failure)
      expect(state).toMatchObject({ status: 'failed', notice: failure, fieldError: null })
      expect(run(state, { type: 'input', value: ID }).notice).toBe(failure)
      expect(run(state, { type: 'input', value: `${ID} ` }).notice).toBeNull()
    },
  )

  test('a lookup that found nothing available is the no_thumbnails notice', () => {
    const state = run(initialState(null), { type: 'lookup-started' }, found(lookupWith([])))
    expect(state.notice).toBe('no_thumbnails')
  })

  test('a refused link marks the field with its reason until the link changes', () => {
    const refused = run(
      initialState(null),
      { type: 'input', value: 'https://www.youtube.com/playlist?list=PL1' },
      {
        type: 'lookup-finished',
        outcome: { ok: false, failure: 'invalid_url', reason: 'playlist' },
      },
    )
    expect(refused).toMatchObject({ status: 'failed', fieldError: 'playlist', notice: null })
    expect(run(refused, { type: 'input', value: 'https://youtu.be/' }).fieldError).toBeNull()
    expect(run(refused, { type: 'lookup-started' }).fieldError).toBeNull()
  })

  test('a lookup turns slow only while it runs, and success or failure ends it', () => {
    const loading = run(initialState(null), { type: 'lookup-started' })
    const slow = run(loading, { type: 'lookup-slow' })
    expect(slow.slow).toBe(true)
    expect(run(slow, found(lookupWith(ALL))).slow).toBe(false)
    expect(run(failed('fetch_failed'), { type: 'lookup-slow' }).slow).toBe(false)
  })

  test('Cancel gives the form back: idle, or the results that were on show', () => {
    const slow = run(initialState(null), { type: 'lookup-started' }, { type: 'lookup-slow' })
    expect(run(slow, { type: 'lookup-cancelled' })).toMatchObject({ status: 'idle', slow: false })
    const shown = run(initialState(null), { type: 'lookup-started' }, found(lookupWith(ALL)))
    const again = run(shown, { type: 'lookup-started' }, { type: 'lookup-slow' })
    const cancelled = run(again, { type: 'lookup-cancelled' })
    expect(cancelled).toMatchObject({ status: 'results', slow: false, selected: 'maxresdefault' })
    expect(cancelled.results).toBe(shown.results)
    expect(run(shown, { type: 'lookup-cancelled' })).toBe(shown)
  })
})

describe('pasteStartsLookup', () => {
  test('starts a lookup when a video link is pasted into the empty field', () => {
    expect(pasteStartsLookup('', 'https://youtu.be/dQw4w9WgXcQ')).toBe(true)
    expect(pasteStartsLookup('  ', ' https://www.youtube.com/watch?v=dQw4w9WgXcQ ')).toBe(true)
  })

  test('only pastes when the field has text, or the paste names no video', () => {
    expect(pasteStartsLookup('https://', 'youtu.be/dQw4w9WgXcQ')).toBe(false)
    expect(pasteStartsLookup('', 'hello')).toBe(false)
    expect(pasteStartsLookup('', 'https://www.youtube.com/playlist?list=PL1')).toBe(false)
  })
})

describe('lookupToast', () => {
  test('success says how many options were found', () => {
    expect(lookupToast({ ok: true, lookup: lookupWith(['default', 'hqdefault']) }, toasts)).toEqual(
      {
        kind: 'success',
        toast: { title: 'Thumbnails found!', description: 'Found 2 thumbnail options.' },
      },
    )
  })

  test('a refused link is worded by its reason: an empty field asks for a link', () => {
    const refused = (reason: 'empty' | 'playlist') =>
      lookupToast({ ok: false, failure: 'invalid_url', reason }, toasts).toast.title
    expect(refused('empty')).toBe('Paste a link first')
    expect(refused('playlist')).toBe('Invalid YouTube URL')
  })

  test.each([
    ['invalid_url', 'Invalid YouTube URL', 'Please enter a valid YouTube video URL.'],
    ['no_thumbnails', 'No thumbnails found', "We couldn't find any thumbnails for this video."],
    ['fetch_failed', 'Error fetching thumbnails', 'There was a problem processing your request.'],
    ['upstream_error', 'Error fetching thumbnails', 'There was a problem processing your request.'],
    ['unreachable', 'Error fetching thumbnails', 'There was a problem processing your request.'],
  ] as const)('%s is the destructive toast %j', (failure, title, description) => {
    expect(lookupToast({ ok: false, failure }, toasts)).toEqual({
      kind: 'error',
      toast: { title, description },
    })
  })
})

import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { startFakeImageHost, type FakeImageHost } from '#tests/fake-image-host/server.ts'
import { TEXT_LIMITS } from '#core/untrusted-text.ts'
import { createOembed, parseInfo, type OembedFailure } from './oembed.ts'

let host: FakeImageHost
beforeAll(async () => {
  host = await startFakeImageHost()
})
afterAll(() => host.close())
beforeEach(() => host.reset())

function oembed(timeoutMs = 500) {
  const failures: Array<[OembedFailure, string]> = []
  const source = createOembed(host.origin, {
    timeoutMs,
    onFailure: (kind, detail) => failures.push([kind, detail]),
  })
  return { source, failures }
}

describe('createOembed', () => {
  test('gives the title and channel of a public video, asking the watch link once', async () => {
    const { source } = oembed()
    expect(await source.info('dQw4w9WgXcQ')).toEqual({
      title: 'Fake video dQw4w9WgXcQ',
      channel: 'Fake Channel',
      settled: true,
    })
    await source.info('dQw4w9WgXcQ')
    expect(host.requests.map((r) => r.path)).toEqual([
      `/oembed?url=${encodeURIComponent('https://www.youtube.com/watch?v=dQw4w9WgXcQ')}&format=json`,
    ])
    host.assertNoUnexpected()
    await source.close()
  })

  test.each([
    ['private', 'private0001'],
    ['removed', 'removed0001'],
  ])('a %s video (401/404) has no title, and that is an answer, not a failure', async (_, id) => {
    const { source, failures } = oembed()
    expect(await source.info(id)).toEqual({ title: null, channel: null, settled: true })
    expect(failures).toEqual([])
    await source.close()
  })

  test('a junk answer gives no title and is logged once, however often it comes', async () => {
    const { source, failures } = oembed()
    for (const id of ['junkmeta001', 'junkmeta002', 'junkmeta003']) {
      expect(await source.info(id)).toEqual({ title: null, channel: null, settled: false })
    }
    expect(failures.map(([kind]) => kind)).toEqual(['junk'])
    await source.close()
  })

  test('a slow endpoint gives no title at its own deadline', async () => {
    const { source, failures } = oembed(200)
    expect(await source.info('slowmeta001')).toMatchObject({ title: null, settled: false })
    // Its own deadline fired: a timeout, not the answer the endpoint sends later.
    expect(failures.map(([kind]) => kind)).toEqual(['timeout'])
    await source.close()
  })

  test('a failing endpoint (5xx) gives no title, and the detail names no video', async () => {
    host.setFault('status:503', { quality: 'oembed' })
    const { source, failures } = oembed()
    expect(await source.info('dQw4w9WgXcQ')).toMatchObject({ title: null, settled: false })
    expect(failures).toEqual([['status', 'status 503']])
    await source.close()
  })

  test('concurrent asks for one video share one request', async () => {
    const { source } = oembed()
    await Promise.all([source.info('dQw4w9WgXcQ'), source.info('dQw4w9WgXcQ')])
    expect(host.requests).toHaveLength(1)
    await source.close()
  })

  test('refuses an invalid id before asking anything', () => {
    const { source } = oembed()
    expect(() => source.info('../../x')).toThrow(TypeError)
    expect(host.requests).toHaveLength(0)
  })
})

describe('parseInfo', () => {
  test('reads title and author_name', () => {
    expect(parseInfo('{"title":"T","author_name":"C"}')).toEqual({ title: 'T', channel: 'C' })
  })

  test.each(['not json', '[]', 'null', '"x"', '{"title":5}', '{}'])('refuses %j', (text) => {
    expect(parseInfo(text)).toBeUndefined()
  })

  test('a channel that is not a string is null', () => {
    expect(parseInfo('{"title":"T","author_name":{}}')).toEqual({ title: 'T', channel: null })
  })

  test('caps the title and channel', () => {
    const info = parseInfo(JSON.stringify({ title: 'é'.repeat(500), author_name: 'x'.repeat(500) }))
    expect([...(info?.title ?? '')]).toHaveLength(TEXT_LIMITS.titleChars)
    expect(info?.channel).toHaveLength(TEXT_LIMITS.channelChars)
  })
})

import { describe, expect, test, vi } from 'vitest'
import { createApiClient } from '#app/lib/api-client.ts'
import { createTokenKeeper } from './form-token.ts'

function setup(answers: Array<() => Response | Promise<Response>>) {
  let at = 1_000_000
  const slept: number[] = []
  const fetchFn = vi.fn(async () => {
    const answer = answers.shift()
    if (!answer) throw new Error('no more answers')
    return answer()
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>
  const keeper = createTokenKeeper({
    client: createApiClient({ fetchFn }),
    now: () => at,
    sleep: async (ms) => {
      slept.push(ms)
      at += ms
    },
  })
  return { keeper, fetchFn, slept, advance: (ms: number) => (at += ms) }
}

/** Lets a prefetch finish (fetch, then the JSON body). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const token = (value: string) => () => Response.json({ token: value })
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

describe('createTokenKeeper', () => {
  test('a spent token is never sent again: the next message fetches a new one and waits its 3 s', async () => {
    const { keeper, fetchFn, slept, advance } = setup([token('t1'), token('t2')])
    keeper.prefetch()
    await settle()
    advance(10_000)
    expect(await keeper.ready()).toBe('t1')
    keeper.spent()
    expect(await keeper.ready()).toBe('t2')
    expect(fetchFn).toHaveBeenCalledTimes(2)
    expect(slept).toEqual([3_100])
  })

  test('fetches once on prefetch, and waits out the rest of the 3 s before sending', async () => {
    const { keeper, fetchFn, slept, advance } = setup([token('t1')])
    keeper.prefetch()
    keeper.prefetch()
    await settle()
    advance(1_000)
    expect(await keeper.ready()).toBe('t1')
    expect(slept).toEqual([2_100])
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(fetchFn).toHaveBeenCalledWith('/api/contact/token', {
      headers: { Accept: 'application/json' },
    })
  })

  test('sends at once when the visitor took longer than 3 s', async () => {
    const { keeper, slept, advance } = setup([token('t1')])
    keeper.prefetch()
    await settle()
    advance(60_000)
    expect(await keeper.ready()).toBe('t1')
    expect(await keeper.ready()).toBe('t1')
    expect(slept).toEqual([])
  })

  test('without a prefetch, fetches at send and waits the full minimum', async () => {
    const { keeper, slept } = setup([token('t1')])
    expect(await keeper.ready()).toBe('t1')
    expect(slept).toEqual([3_100])
  })

  test('asks again after a failed prefetch, and rejects when the server cannot be reached', async () => {
    const { keeper, fetchFn } = setup([offline, token('t2'), offline])
    keeper.prefetch()
    await settle()
    expect(await keeper.ready()).toBe('t2')
    expect(fetchFn).toHaveBeenCalledTimes(2)

    const lost = setup([offline, offline, () => new Response('busy', { status: 503 })])
    await expect(lost.keeper.ready()).rejects.toThrow()
    await expect(lost.keeper.ready()).rejects.toThrow()
  })

  test('refetches a token held for more than 12 hours, well before the 24 h limit', async () => {
    const { keeper, advance, slept } = setup([token('old'), token('new')])
    keeper.prefetch()
    await settle()
    advance(12 * 60 * 60 * 1000 + 1)
    expect(await keeper.ready()).toBe('new')
    expect(slept).toEqual([3_100])
  })
})

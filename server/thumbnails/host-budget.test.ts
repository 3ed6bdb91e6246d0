import { expect, test } from 'vitest'
import { createHostBudget } from './host-budget.ts'

/** A budget on a fake clock whose waits move the clock on. */
function setup(perSecond = 10, maxWaitMs = 1_000) {
  let clock = 0
  const waits: number[] = []
  const budget = createHostBudget({
    perSecond,
    maxWaitMs,
    now: () => clock,
    wait: (ms) => {
      waits.push(ms)
      clock += ms
      return Promise.resolve()
    },
  })
  return { budget, waits, advance: (ms: number) => (clock += ms) }
}

test('reserves the whole work up front and gives back what it did not send', async () => {
  const { budget } = setup()
  const spent = await budget.spend(5, () => {
    budget.charge()
    budget.charge()
    // Inside the work, charges come from its reservation, not the bucket.
    expect(budget.available).toBe(5)
    return Promise.resolve('done')
  })
  expect(spent).toEqual({ ok: true, value: 'done' })
  expect(budget.available).toBe(8)
})

test('waits for its share when that takes at most maxWaitMs, else is refused whole at once', async () => {
  const { budget, waits } = setup(10, 500)
  const sendAll = (n: number, value: number) => () => {
    for (let i = 0; i < n; i++) budget.charge()
    return Promise.resolve(value)
  }
  expect(await budget.spend(10, sendAll(10, 1))).toEqual({ ok: true, value: 1 })
  // The first 10 were all sent: 5 more come in half a second, which is within the wait.
  expect(await budget.spend(5, sendAll(5, 2))).toEqual({ ok: true, value: 2 })
  expect(waits).toEqual([500])
  // Nothing left and 10 wanted: a second away, past the wait, so refused before any request.
  let ran = false
  const refused = await budget.spend(10, () => {
    ran = true
    return Promise.resolve(3)
  })
  expect(refused).toEqual({ ok: false, retryAfterSeconds: 1 })
  expect(ran).toBe(false)
  expect(budget.available).toBe(0)
})

test('requests beyond a reservation and outside any put the bucket in debt, which later work waits out', async () => {
  const { budget, waits, advance } = setup(10, 1_000)
  await budget.spend(1, () => {
    budget.charge()
    budget.charge() // a retry: not reserved
    return Promise.resolve()
  })
  budget.charge()
  expect(budget.available).toBe(7)
  for (let i = 0; i < 12; i++) budget.charge()
  expect(budget.available).toBe(-5)
  expect(await budget.spend(5, () => Promise.resolve('late'))).toEqual({ ok: true, value: 'late' })
  expect(waits).toEqual([1_000])
  advance(10_000)
  expect(budget.available).toBe(10)
})

test('a second’s worth at most is reserved, so a large probe still goes through', async () => {
  const { budget } = setup(10, 0)
  expect(await budget.spend(30, () => Promise.resolve('all'))).toEqual({ ok: true, value: 'all' })
})

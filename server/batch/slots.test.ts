import { expect, test } from 'vitest'
import { createSlots } from './slots.ts'

test('at most `size` holders; the rest wait in order; giving back twice counts once', async () => {
  const slots = createSlots(2)
  const first = await slots.take()
  const second = await slots.take()
  const order: string[] = []
  const third = slots.take().then((release) => (order.push('third'), release))
  const fourth = slots.take().then((release) => (order.push('fourth'), release))
  expect([slots.busy, slots.waiting]).toEqual([2, 2])
  first()
  first()
  await third
  expect(order).toEqual(['third'])
  expect([slots.busy, slots.waiting]).toEqual([2, 1])
  second()
  ;(await fourth)()
  ;(await third)()
  expect([slots.busy, slots.waiting]).toEqual([0, 0])
})

test('a waiter whose signal aborts leaves the queue', async () => {
  const slots = createSlots(1)
  const held = await slots.take()
  const stop = new AbortController()
  const waiting = slots.take(stop.signal)
  stop.abort(new Error('gone'))
  await expect(waiting).rejects.toThrow('gone')
  expect(slots.waiting).toBe(0)
  held()
  expect(slots.busy).toBe(0)
  await expect(slots.take(stop.signal)).rejects.toThrow('gone')
})

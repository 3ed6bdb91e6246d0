import { expect, test } from 'vitest'
import { createLimiter, QueueFullError } from './limiter.ts'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('runs at most `concurrency` tasks at once and queues the rest in order', async () => {
  const limiter = createLimiter({ concurrency: 2, maxQueue: 5 })
  const gates = [deferred(), deferred(), deferred()]
  const order: number[] = []
  const runs = gates.map((gate, i) =>
    limiter.run(async () => {
      order.push(i)
      await gate.promise
      return i
    }),
  )
  await Promise.resolve()
  expect(limiter.active).toBe(2)
  expect(limiter.queued).toBe(1)
  expect(order).toEqual([0, 1])
  gates[0]?.resolve()
  await runs[0]
  await new Promise((r) => setTimeout(r, 0))
  expect(order).toEqual([0, 1, 2])
  expect(limiter.active).toBe(2)
  gates[1]?.resolve()
  gates[2]?.resolve()
  expect(await Promise.all(runs)).toEqual([0, 1, 2])
  expect(limiter.active).toBe(0)
})

test('refuses work at once when the queue is full', async () => {
  const limiter = createLimiter({ concurrency: 1, maxQueue: 1 })
  const gate = deferred()
  const first = limiter.run(() => gate.promise)
  const second = limiter.run(() => Promise.resolve())
  await expect(limiter.run(() => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError)
  gate.resolve()
  await Promise.all([first, second])
  expect(limiter.active).toBe(0)
})

test('a reservation holds a place: others are refused, its own run is not', async () => {
  const limiter = createLimiter({ concurrency: 1, maxQueue: 1 })
  const first = limiter.reserve()
  const second = limiter.reserve()
  expect(first && second).toBeTruthy()
  expect(limiter.reserved).toBe(2)
  // Both places are promised: a third caller is refused before doing any work.
  expect(limiter.reserve()).toBeUndefined()
  await expect(limiter.run(() => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError)

  const gate = deferred()
  first?.release()
  const running = limiter.run(() => gate.promise)
  second?.release()
  const queued = limiter.run(() => Promise.resolve('second'))
  expect([limiter.active, limiter.queued, limiter.reserved]).toEqual([1, 1, 0])
  gate.resolve()
  expect(await queued).toBe('second')
  await running
  expect([limiter.active, limiter.queued]).toEqual([0, 0])
})

test('a reservation given back frees its place once', () => {
  const limiter = createLimiter({ concurrency: 1, maxQueue: 0 })
  const place = limiter.reserve()
  expect(limiter.reserve()).toBeUndefined()
  place?.release()
  place?.release()
  expect(limiter.reserved).toBe(0)
  expect(limiter.reserve()).toBeDefined()
})

test('a failing task frees its slot', async () => {
  const limiter = createLimiter({ concurrency: 1, maxQueue: 0 })
  await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  await expect(limiter.run(() => Promise.resolve(7))).resolves.toBe(7)
})

import { expect, test } from 'vitest'
import { createSemaphore, QueueFullError, type Refusal, type Reservation } from './semaphore.ts'

/** The reservation, failing the test on a refusal. */
function place(reserved: Reservation | Refusal): Reservation {
  if ('refused' in reserved) throw new Error(`refused: ${reserved.refused}`)
  return reserved
}

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

test('runs at most `concurrency` tasks at once and queues the rest in order', async () => {
  const limiter = createSemaphore({ concurrency: 2, maxQueue: 5 })
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

test('a freed slot starts the next waiting task at once, before any timer or I/O callback', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 1 })
  const gate = deferred()
  const first = limiter.run(() => gate.promise)
  let secondStarted = false
  const second = limiter.run(async () => {
    secondStarted = true
  })
  await Promise.resolve()
  expect(secondStarted).toBe(false)
  gate.resolve()
  // setImmediate runs once the microtasks are done: the hand-over takes no turn of the loop.
  const startedBy = await new Promise<boolean>((done) => setImmediate(() => done(secondStarted)))
  expect(startedBy).toBe(true)
  await Promise.all([first, second])
  expect(limiter.active).toBe(0)
})

test('refuses work at once when the queue is full', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 1 })
  const gate = deferred()
  const first = limiter.run(() => gate.promise)
  const second = limiter.run(() => Promise.resolve())
  await expect(limiter.run(() => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError)
  gate.resolve()
  await Promise.all([first, second])
  expect(limiter.active).toBe(0)
})

test('a reservation holds a place: others are refused, its own run is not', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 1 })
  const first = place(await limiter.reserve())
  const second = place(await limiter.reserve())
  expect(limiter.reserved).toBe(2)
  // Both places are promised: a third caller is refused before doing any work.
  expect(await limiter.reserve()).toEqual({ refused: 'busy' })
  await expect(limiter.run(() => Promise.resolve())).rejects.toBeInstanceOf(QueueFullError)

  const gate = deferred()
  first.release()
  const running = limiter.run(() => gate.promise)
  second.release()
  const queued = limiter.run(() => Promise.resolve('second'))
  expect([limiter.active, limiter.queued, limiter.reserved]).toEqual([1, 1, 0])
  gate.resolve()
  expect(await queued).toBe('second')
  await running
  expect([limiter.active, limiter.queued]).toEqual([0, 0])
})

test('a reservation given back frees its place once', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 0 })
  const held = place(await limiter.reserve())
  expect(await limiter.reserve()).toEqual({ refused: 'busy' })
  held.release()
  held.release()
  expect(limiter.reserved).toBe(0)
  expect('release' in (await limiter.reserve())).toBe(true)
})

test('a failing task frees its slot', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 0 })
  await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
  await expect(limiter.run(() => Promise.resolve(7))).resolves.toBe(7)
})

test('no client holds more than its share of places; others still get theirs', async () => {
  const limiter = createSemaphore({ concurrency: 1, maxQueue: 5, maxPerClient: 2 })
  const gate = deferred()
  const flood = [limiter.run(() => gate.promise, 'flood'), limiter.run(() => gate.promise, 'flood')]
  await expect(limiter.run(() => Promise.resolve(), 'flood')).rejects.toBeInstanceOf(QueueFullError)
  expect(await limiter.reserve('flood')).toEqual({ refused: 'busy' })
  // Four places are still free for everyone else.
  const visitor = place(await limiter.reserve('visitor'))
  visitor.release()
  const mine = limiter.run(() => Promise.resolve('visitor'), 'visitor')
  gate.resolve()
  expect(await mine).toBe('visitor')
  await Promise.all(flood)
  expect([limiter.active, limiter.queued, limiter.reserved]).toEqual([0, 0, 0])
})

test('a freed slot goes to the waiting client with the fewest tasks running', async () => {
  const limiter = createSemaphore({ concurrency: 2, maxQueue: 10, maxPerClient: 10 })
  const gates = Array.from({ length: 5 }, deferred)
  const order: string[] = []
  const task = (name: string, gate: { promise: Promise<void> }) => async () => {
    order.push(name)
    await gate.promise
  }
  const runs = [
    limiter.run(task('flood 1', gates[0] as { promise: Promise<void> }), 'flood'),
    limiter.run(task('flood 2', gates[1] as { promise: Promise<void> }), 'flood'),
    limiter.run(task('flood 3', gates[2] as { promise: Promise<void> }), 'flood'),
    limiter.run(task('flood 4', gates[3] as { promise: Promise<void> }), 'flood'),
    // Queued last, but the flood already runs two: the next free slot is the visitor's.
    limiter.run(task('visitor', gates[4] as { promise: Promise<void> }), 'visitor'),
  ]
  gates[0]?.resolve()
  await runs[0]
  await new Promise((r) => setTimeout(r, 0))
  expect(order).toEqual(['flood 1', 'flood 2', 'visitor'])
  for (const gate of gates) gate.resolve()
  await Promise.all(runs)
  expect(order).toEqual(['flood 1', 'flood 2', 'visitor', 'flood 3', 'flood 4'])
})

test('admit is asked only when a place is free, and its refusal holds nothing', async () => {
  const asked: string[] = []
  const limiter = createSemaphore({
    concurrency: 1,
    maxQueue: 0,
    admit: (client) => {
      asked.push(client)
      return client === 'spent' ? { allowed: false, retryAfterSeconds: 3 } : { allowed: true }
    },
  })
  expect(await limiter.reserve('spent')).toEqual({ refused: 'rate_limited', retryAfterSeconds: 3 })
  expect(limiter.reserved).toBe(0)
  const held = place(await limiter.reserve('visitor'))
  // Busy: the bucket is not asked, so a refused request costs the client no token.
  expect(await limiter.reserve('other')).toEqual({ refused: 'busy' })
  expect(asked).toEqual(['spent', 'visitor'])
  held.release()
  // Light work is not charged: the bucket is not asked.
  place(await limiter.reserve('spent', { charge: false })).release()
  expect(asked).toEqual(['spent', 'visitor'])
  // Nor is work no client is named for (a batch's pictures): no shared bucket to run dry.
  place(await limiter.reserve()).release()
  expect(asked).toEqual(['spent', 'visitor'])
})

test('offers only the places that finish within maxLatencyMs, learning from its tasks', async () => {
  let clock = 0
  const limiter = createSemaphore({
    concurrency: 2,
    maxQueue: 20,
    maxLatencyMs: 2_500,
    taskMs: 100,
    now: () => clock,
  })
  // 100 ms tasks: 50 would finish in time, so the queue's own 22 is the bound.
  expect(limiter.places).toBe(22)
  const gate = deferred()
  const slow = [limiter.run(() => gate.promise), limiter.run(() => gate.promise)]
  // Running for 1 s already: tasks got slow, and 2 × 2.5 s ÷ 1 s is 5 places.
  clock = 1_000
  expect(limiter.places).toBe(5)
  const places = [place(await limiter.reserve()), place(await limiter.reserve())]
  places.push(place(await limiter.reserve()))
  expect(await limiter.reserve()).toEqual({ refused: 'busy' })
  for (const held of places) held.release()
  // Never fewer places than slots.
  clock = 60_000
  expect(limiter.places).toBe(2)
  gate.resolve()
  await Promise.all(slow)
  // The average moved a fifth of the way to each 60 s task: 2 × 2500 ÷ 21,664 ms is under 1.
  expect(limiter.taskMs).toBeCloseTo(100 + (60_000 - 100) * (1 - 0.8 ** 2), 0)
  expect(limiter.places).toBe(2)
})

test('when the places shrink, what a client holds beyond its share does not keep others out', async () => {
  let clock = 0
  const limiter = createSemaphore({
    concurrency: 2,
    maxQueue: 20,
    maxPerClient: 8,
    maxLatencyMs: 2_500,
    taskMs: 100,
    now: () => clock,
  })
  const gate = deferred()
  // Quick tasks: 22 places, and the flood takes its 8.
  const flood = Array.from({ length: 8 }, () => limiter.run(() => gate.promise, 'flood'))
  expect(await limiter.reserve('flood')).toEqual({ refused: 'busy' })
  // The two running have run 1 s: 5 places now, the flood's share 2, its other 6 a surplus.
  clock = 1_000
  expect(limiter.places).toBe(5)
  const visitors = []
  for (const client of ['a', 'b', 'c']) visitors.push(place(await limiter.reserve(client)))
  // 8 taken, 6 of them surplus: 2 + 3 visitors fill the 5 places.
  expect(await limiter.reserve('d')).toEqual({ refused: 'busy' })
  for (const held of visitors) held.release()
  gate.resolve()
  await Promise.all(flood)
})

test('without a queue bound, every task waits its turn in order', async () => {
  const semaphore = createSemaphore({ concurrency: 2 })
  const gates = Array.from({ length: 4 }, deferred)
  const order: number[] = []
  const runs = gates.map((gate, i) =>
    semaphore.run(async () => {
      order.push(i)
      await gate.promise
    }),
  )
  expect([semaphore.active, semaphore.queued]).toEqual([2, 2])
  gates[0]?.resolve()
  await runs[0]
  await new Promise((r) => setTimeout(r, 0))
  expect(order).toEqual([0, 1, 2])
  for (const gate of gates) gate.resolve()
  await Promise.all(runs)
  expect(order).toEqual([0, 1, 2, 3])
  expect([semaphore.active, semaphore.queued]).toEqual([0, 0])
})

test('a waiter whose signal aborts leaves the queue', async () => {
  const semaphore = createSemaphore({ concurrency: 1 })
  const gate = deferred()
  const held = semaphore.run(() => gate.promise)
  const stop = new AbortController()
  let ran = false
  const waiting = semaphore.run(async () => void (ran = true), undefined, stop.signal)
  stop.abort(new Error('gone'))
  await expect(waiting).rejects.toThrow('gone')
  expect(semaphore.queued).toBe(0)
  gate.resolve()
  await held
  expect([semaphore.active, ran]).toEqual([0, false])
  await expect(semaphore.run(() => Promise.resolve(), undefined, stop.signal)).rejects.toThrow(
    'gone',
  )
})

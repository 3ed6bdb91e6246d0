import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { createReadiness, READINESS_CACHE_MS, readinessRoute, type Readiness } from './readiness.ts'

async function readyz(readiness: Readiness) {
  const res = await new Hono().route('/readyz', readinessRoute(readiness)).request('/readyz')
  expect(res.headers.get('Cache-Control')).toBe('no-store')
  return { status: res.status, body: await res.json() }
}

test('is 503 starting until start-up is over, then 200 ready', async () => {
  const readiness = createReadiness()
  expect(await readyz(readiness)).toEqual({ status: 503, body: { status: 'starting' } })
  readiness.ready()
  expect(await readyz(readiness)).toEqual({ status: 200, body: { status: 'ready' } })
})

test('names the first check that fails, or throws, and is ready again once it passes', async () => {
  const readiness = createReadiness({ cacheMs: 0 })
  let store = true
  readiness.check('store', () => store)
  readiness.check('engine', () => Promise.reject(new Error('down')))
  readiness.ready()
  expect(await readyz(readiness)).toEqual({ status: 503, body: { status: 'engine unavailable' } })
  store = false
  expect(await readyz(readiness)).toEqual({ status: 503, body: { status: 'store unavailable' } })
})

test('is 503 draining once stopping began, for good', async () => {
  const readiness = createReadiness()
  readiness.ready()
  readiness.drain()
  readiness.ready()
  expect(await readyz(readiness)).toEqual({ status: 503, body: { status: 'draining' } })
})

test('an optional check that fails degrades readiness but stays 200; a required one still wins', async () => {
  const readiness = createReadiness({ cacheMs: 0 })
  let redis = false
  let store = true
  readiness.check('redis', () => redis, { optional: true })
  readiness.check('store', () => store)
  readiness.ready()
  expect(await readyz(readiness)).toEqual({ status: 200, body: { status: 'redis degraded' } })
  store = false
  expect(await readyz(readiness)).toEqual({ status: 503, body: { status: 'store unavailable' } })
  store = true
  redis = true
  expect(await readyz(readiness)).toEqual({ status: 200, body: { status: 'ready' } })
})

test('the checks run once per READINESS_CACHE_MS, callers meanwhile sharing one run; phases answer at once', async () => {
  let clock = 0
  const readiness = createReadiness({ now: () => clock })
  let runs = 0
  let store = true
  readiness.check('store', async () => {
    runs++
    await new Promise((resolve) => setTimeout(resolve, 5))
    return store
  })
  readiness.ready()
  const flood = await Promise.all(Array.from({ length: 20 }, () => readyz(readiness)))
  expect(flood.every((answer) => answer.status === 200)).toBe(true)
  expect(runs).toBe(1)
  store = false
  clock += READINESS_CACHE_MS - 1
  expect((await readyz(readiness)).body).toEqual({ status: 'ready' })
  clock += 1
  expect((await readyz(readiness)).body).toEqual({ status: 'store unavailable' })
  expect(runs).toBe(2)
  readiness.drain()
  expect((await readyz(readiness)).body).toEqual({ status: 'draining' })
})

test('a run that outlasts the cache period is never joined by a second one', async () => {
  let clock = 0
  const readiness = createReadiness({ now: () => clock })
  let runs = 0
  let release = () => {}
  readiness.check('store', async () => {
    runs++
    await new Promise<void>((resolve) => (release = resolve))
    return true
  })
  readiness.ready()
  const first = readyz(readiness)
  clock += 5 * READINESS_CACHE_MS
  const second = readyz(readiness)
  // Let both reach the check before it answers.
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(runs).toBe(1)
  release()
  expect((await first).body).toEqual({ status: 'ready' })
  expect((await second).body).toEqual({ status: 'ready' })
})

import { expect, test } from 'vitest'
import { createCoalescer } from './coalesce.ts'

test('concurrent callers with the same key share one run and its answer', async () => {
  const coalesce = createCoalescer()
  let runs = 0
  const task = async () => ++runs
  expect(await Promise.all([coalesce('a', task), coalesce('a', task)])).toEqual([1, 1])
  expect(runs).toBe(1)
})

test('work under another key runs on its own', async () => {
  const coalesce = createCoalescer()
  let runs = 0
  const task = async () => ++runs
  await Promise.all([coalesce('a', task), coalesce('b', task)])
  expect(runs).toBe(2)
})

test('the key is free again once the work settles, so a failure is not kept', async () => {
  const coalesce = createCoalescer()
  const failing = coalesce('a', () => Promise.reject(new Error('host down')))
  const joined = coalesce('a', () => Promise.resolve('never run'))
  await expect(failing).rejects.toThrow('host down')
  await expect(joined).rejects.toThrow('host down')
  expect(await coalesce('a', () => Promise.resolve('again'))).toBe('again')
})

import { expect, test } from 'vitest'
import { FaultRules } from './fault-rules.ts'

const max = {
  path: '/vi/aaaaaaaaaaa/maxresdefault.jpg',
  id: 'aaaaaaaaaaa',
  quality: 'maxresdefault',
} as const
const sd = {
  path: '/vi/aaaaaaaaaaa/sddefault.jpg',
  id: 'aaaaaaaaaaa',
  quality: 'sddefault',
} as const
const other = {
  path: '/vi/bbbbbbbbbbb/sddefault.jpg',
  id: 'bbbbbbbbbbb',
  quality: 'sddefault',
} as const
const kinds = (rules: FaultRules) => [max, sd, other].map((t) => rules.take(t).kind)

test('answers ok when no rule is set', () => {
  expect(kinds(new FaultRules())).toEqual(['ok', 'ok', 'ok'])
})

test('scopes a fault to a quality, an id or a path', () => {
  const rules = new FaultRules()
  rules.set('status:500', { quality: 'maxresdefault' })
  expect(kinds(rules)).toEqual(['status', 'ok', 'ok'])
  rules.set('silent', { id: 'bbbbbbbbbbb' })
  expect(kinds(rules)).toEqual(['status', 'ok', 'silent'])
  rules.set('loop', { path: sd.path })
  expect(kinds(rules)).toEqual(['status', 'loop', 'silent'])
})

test('lets the newest matching rule win, so a scoped ok carves out an exception', () => {
  const rules = new FaultRules()
  rules.set('status:503')
  rules.set('ok', { quality: 'sddefault' })
  expect(kinds(rules)).toEqual(['status', 'ok', 'ok'])
})

test('replaces a rule with the same scope, and clears all on an unscoped ok', () => {
  const rules = new FaultRules()
  rules.set('status:500', { quality: 'maxresdefault' })
  rules.set('status:502', { quality: 'maxresdefault' })
  expect(rules.list()).toEqual([{ mode: 'status:502', scope: { quality: 'maxresdefault' } }])
  rules.set('silent', { id: 'bbbbbbbbbbb' })
  rules.set('ok')
  expect(rules.list()).toEqual([])
})

test('expires a rule after `times` matching requests', () => {
  const rules = new FaultRules()
  rules.set('status:500', { quality: 'sddefault', times: 2 })
  expect(kinds(rules)).toEqual(['ok', 'status', 'status'])
  expect(kinds(rules)).toEqual(['ok', 'ok', 'ok'])
  expect(() => rules.set('status:500', { times: 0 })).toThrow(/times/)
})

import { describe, expect, test } from 'vitest'
import { parseDuration } from './video-duration.ts'

describe('parseDuration', () => {
  test('an empty field gives no length', () => {
    expect(parseDuration('  ')).toEqual({ ok: true, text: null })
  })

  test('writes minutes and seconds as YouTube does, without a leading zero', () => {
    expect(parseDuration('08:05')).toEqual({ ok: true, text: '8:05' })
    expect(parseDuration('0:45')).toEqual({ ok: true, text: '0:45' })
    expect(parseDuration(' 12:34 ')).toEqual({ ok: true, text: '12:34' })
  })

  test('writes hours with two-digit minutes', () => {
    expect(parseDuration('1:2:03')).toEqual({ ok: true, text: '1:02:03' })
    expect(parseDuration('10:00:00')).toEqual({ ok: true, text: '10:00:00' })
  })

  test('drops zero hours', () => {
    expect(parseDuration('0:07:30')).toEqual({ ok: true, text: '7:30' })
  })

  test('refuses what is not a length', () => {
    for (const input of ['abc', '5', '5:5', '1:60', '1:75:00', '12:34:56:78', '-1:00']) {
      expect(parseDuration(input)).toEqual({ ok: false })
    }
  })
})

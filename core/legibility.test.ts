import { describe, expect, test } from 'vitest'
import { testPicturePixels } from '#tests/fixtures/test-pictures.ts'
import { FINE_SHARE_LIMIT, measureLegibility, type Pixels } from './legibility.ts'

/** 4 × the smallest place (168 × 94), as the page draws it. */
const SCALE = 4
const at = (name: Parameters<typeof testPicturePixels>[0]) =>
  testPicturePixels(name, 168 * SCALE, 94 * SCALE)

/** A flat picture of one colour with vertical bars `barWidth` wide, `gap` apart. */
function bars(barWidth: number, gap: number, width = 200, height = 100): Pixels {
  const data = new Uint8ClampedArray(width * height * 4).fill(255)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4
      const inBar = x % (barWidth + gap) < barWidth
      data[i] = data[i + 1] = data[i + 2] = inBar ? 0 : 255
    }
  }
  return { data, width, height }
}

describe('measureLegibility', () => {
  test('flags two lines of small text, about 3 pixels tall at 168 × 94', async () => {
    const result = measureLegibility(await at('fineText'), SCALE)
    expect(result.hardToRead).toBe(true)
    expect(result.fineShare).toBeGreaterThan(FINE_SHARE_LIMIT * 2)
  })

  test('passes one large bold word', async () => {
    const result = measureLegibility(await at('largeText'), SCALE)
    expect(result.hardToRead).toBe(false)
  })

  test('passes a smooth photo-like gradient, which has no strokes at all', async () => {
    expect(measureLegibility(await at('gradient'), SCALE)).toEqual({
      fineShare: 0,
      hardToRead: false,
    })
  })

  test('counts strokes up to 1.5 pixels of the smallest place, not wider ones', () => {
    // At scale 4, runs of up to 6 pixels are fine detail; 8-pixel bars and gaps are not.
    expect(measureLegibility(bars(6, 20), SCALE).hardToRead).toBe(true)
    expect(measureLegibility(bars(8, 8), SCALE).fineShare).toBe(0)
  })

  test('ignores thin strokes whose contrast is under 3:1', () => {
    const faint = bars(2, 10)
    for (let i = 0; i < faint.data.length; i += 4) {
      // Mid grey on light grey: about 2:1.
      const value = faint.data[i] === 0 ? 150 : 220
      faint.data[i] = faint.data[i + 1] = faint.data[i + 2] = value
    }
    expect(measureLegibility(faint, SCALE).fineShare).toBe(0)
  })

  test('an empty picture is not flagged', () => {
    expect(
      measureLegibility({ data: new Uint8ClampedArray(0), width: 0, height: 0 }, SCALE),
    ).toEqual({ fineShare: 0, hardToRead: false })
  })
})

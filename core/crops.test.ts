import { describe, expect, test } from 'vitest'
import { cropMark } from '#core/filename.ts'
import { lookupWith } from '#tests/support/lookups.ts'
import { CROP_SHAPES, cropBox, CROPS, isCrop, NO_MARGINS, outputSize } from './crops.ts'
import { offeredThumbnails } from './lookup.ts'

const HD = { width: 1280, height: 720 }

describe('cropBox', () => {
  test('letterbox keeps every row between the bars, the width whole', () => {
    expect(
      cropBox({ width: 640, height: 480 }, { ...NO_MARGINS, top: 60, bottom: 60 }, 'letterbox'),
    ).toEqual({ left: 0, top: 60, width: 640, height: 360 })
  })

  test.each([
    ['1:1', { left: 280, top: 0, width: 720, height: 720 }],
    ['4:5', { left: 352, top: 0, width: 576, height: 720 }],
    ['9:16', { left: 437, top: 0, width: 405, height: 720 }],
    ['16:9', { left: 0, top: 0, width: 1280, height: 720 }],
    ['1.91:1', { left: 0, top: 25, width: 1280, height: 670 }],
  ] as const)('%s of a 1280×720 picture: the largest box of it, centred', (crop, box) => {
    expect(cropBox(HD, NO_MARGINS, crop)).toEqual(box)
  })

  test('a shape is cut from inside the bars on every side: the artwork', () => {
    const pillarbox = { ...NO_MARGINS, left: 280, right: 280 }
    expect(cropBox(HD, pillarbox, '1:1')).toEqual({ left: 280, top: 0, width: 720, height: 720 })
    expect(cropBox(HD, pillarbox, '16:9')).toEqual({ left: 280, top: 157, width: 720, height: 405 })
    const both = { top: 60, bottom: 60, left: 140, right: 140 }
    expect(cropBox({ width: 640, height: 480 }, both, '1:1')).toEqual({
      left: 140,
      top: 60,
      width: 360,
      height: 360,
    })
  })

  test('never larger than what the picture shows, and always of the shape', () => {
    for (const size of [HD, { width: 120, height: 90 }, { width: 1080, height: 1920 }]) {
      for (const crop of CROPS.filter((each) => each !== 'letterbox')) {
        const box = cropBox(size, NO_MARGINS, crop)
        expect(box.left + box.width).toBeLessThanOrEqual(size.width)
        expect(box.top + box.height).toBeLessThanOrEqual(size.height)
        // Rounded to whole pixels: within a pixel of the shape.
        expect(Math.abs(box.width - box.height * CROP_SHAPES[crop].ratio)).toBeLessThanOrEqual(1)
      }
    }
  })
})

test('isCrop and the names a crop adds', () => {
  expect(CROPS.every(isCrop)).toBe(true)
  expect(isCrop('2:1')).toBe(false)
  expect(isCrop(undefined)).toBe(false)
  expect(CROPS.map(cropMark)).toEqual(['-no-bars', '-1x1', '-4x5', '-9x16', '-16x9', '-1.91x1'])
  expect(cropMark(undefined)).toBe('')
})

describe('outputSize', () => {
  const [maxres] = offeredThumbnails(lookupWith(['maxresdefault']))
  test('as it is, without bars, and cut to each shape of a 1280×720 picture', () => {
    if (!maxres) throw new Error('no maxres')
    expect(outputSize(maxres, undefined)).toEqual({ width: 1280, height: 720 })
    expect(outputSize(maxres, '1:1')).toEqual({ width: 720, height: 720 })
    expect(outputSize(maxres, '9:16')).toEqual({ width: 405, height: 720 })
    expect(outputSize(maxres, '1.91:1')).toEqual({ width: 1280, height: 670 })
  })

  test('inside the side bars and the letterbox the lookup tells of', () => {
    if (!maxres) throw new Error('no maxres')
    const music = { ...maxres, pillarboxed: true, croppedWidth: 720 }
    expect(outputSize(music, '1:1')).toEqual({ width: 720, height: 720 })
    expect(outputSize(music, '16:9')).toEqual({ width: 720, height: 405 })
    const sd = {
      ...music,
      width: 640,
      height: 480,
      letterboxed: true,
      croppedHeight: 360,
      croppedWidth: 360,
    }
    expect(outputSize(sd, 'letterbox')).toEqual({ width: 640, height: 360 })
    expect(outputSize(sd, '1:1')).toEqual({ width: 360, height: 360 })
  })
})

/**
 * @module sharp, counting its calls: a test file that says
 * `vi.mock('sharp', () => import('./sharp-spy.ts'))` can assert that no decoder ever saw
 * a body (docs/reliability.md, B6, B9, B10), or that one saw only a first frame (C5). Every `sharp(input)` call, the fake host's own
 * drawing included, lands in `sharpInputs`.
 */
import type * as Sharp from 'sharp'
import { vi } from 'vitest'

const { default: sharp } = await vi.importActual<typeof Sharp>('sharp')

/** The first argument of every `sharp(…)` call, in order. */
export const sharpInputs: unknown[] = []
/** The second argument (the options: `pages`, `animated`…) of every call, in the same order. */
export const sharpOptions: unknown[] = []

export default new Proxy(sharp, {
  apply(target, self, args: unknown[]) {
    sharpInputs.push(args[0])
    sharpOptions.push(args[1])
    return Reflect.apply(target, self, args) as unknown
  },
})

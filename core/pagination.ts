/**
 * Article pagination on the article page: previous and next arrows plus a
 * numbered link per article. Previous is absent on the first, next on the last.
 */
export type Pagination = {
  /** Zero-based index of the previous article, or null on the first. */
  previous: number | null
  /** Zero-based index of the next article, or null on the last. */
  next: number | null
  /** One entry per article, in order. */
  pages: ReadonlyArray<{ index: number; number: number; current: boolean }>
}

/**
 * @example
 * paginate(3, 0) // { previous: null, next: 1, pages: [1 current, 2, 3] }
 * @throws RangeError when `current` is not an index of `total` items
 */
export function paginate(total: number, current: number): Pagination {
  if (!Number.isInteger(total) || total < 1)
    throw new RangeError('total must be a positive integer')
  if (!Number.isInteger(current) || current < 0 || current >= total) {
    throw new RangeError(`current must be an index below ${total}`)
  }
  return {
    previous: current > 0 ? current - 1 : null,
    next: current < total - 1 ? current + 1 : null,
    pages: Array.from({ length: total }, (_, index) => ({
      index,
      number: index + 1,
      current: index === current,
    })),
  }
}

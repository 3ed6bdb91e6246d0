import type { ShapeCrop } from '#core/crops.ts'

/**
 * Each shape's words in the catalog (`results.shape.<id>.label`, `.usedFor`, `.inBar`): the
 * page's own, while core/crops.ts keeps the English ones the API describes itself with.
 */
export const SHAPE_WORDS = {
  '1:1': 'square',
  '4:5': 'portrait',
  '9:16': 'vertical',
  '16:9': 'widescreen',
  '1.91:1': 'linkPreview',
} as const satisfies Record<ShapeCrop, string>

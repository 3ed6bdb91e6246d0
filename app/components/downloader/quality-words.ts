/**
 * A picture's label in the page's words (`quality.*`; the page must be sent that namespace), as
 * core/qualities.ts names it in English for the API: the main sizes by their own name, a frame or
 * a live picture by its number and size, the original shape by what it is (a Short's upright
 * cover, a square cover, or the full-size original).
 */
import type { QualityId } from '#core/qualities.ts'
import type { Translate } from '#app/i18n/i18n.tsx'

/** The sizes with a label of their own. */
const SIZES = [
  'default',
  'mqdefault',
  'hqdefault',
  'sddefault',
  'maxresdefault',
  'fullhd',
  'hq720',
] as const
type SizeId = (typeof SIZES)[number]

/** The size a frame's name starts with (`mq2` is a frame of Medium Quality). */
const FRAME_SIZES: Readonly<Record<string, SizeId>> = {
  '': 'default',
  mq: 'mqdefault',
  hq: 'hqdefault',
  sd: 'sddefault',
  maxres: 'maxresdefault',
  hq720_: 'hq720',
}

const ORIGINALS = { oardefault: 'original', oar2: 'original2' } as const

function isSize(id: string): id is SizeId {
  return (SIZES as readonly string[]).includes(id)
}

/**
 * @example qualityLabel(t, { quality: 'maxresdefault' }) // 'Maximum Resolution'
 * @example qualityLabel(t, { quality: 'hq2' }) // 'Frame 2 (High Quality)'
 * @example qualityLabel(t, { quality: 'oardefault', width: 1080, height: 1920 }) // 'Shorts cover (vertical)'
 */
export function qualityLabel(
  t: Translate,
  { quality, width, height }: { quality: QualityId; width?: number; height?: number },
): string {
  if (isSize(quality)) return t(`quality.${quality}`)
  if (quality === 'oardefault' || quality === 'oar2') {
    const shape =
      width === undefined || height === undefined || width > height
        ? 'wide'
        : height > width
          ? 'vertical'
          : 'square'
    return t(`quality.${ORIGINALS[quality]}.${shape}`)
  }
  if (quality === '0') return t('quality.mainFrame', { size: t('quality.hqdefault') })
  const live = /^(.+)_live$/.exec(quality)?.[1]
  if (live !== undefined && isSize(live)) return t('quality.live', { size: t(`quality.${live}`) })
  const [, prefix = '', number = ''] = /^(.*)([123])$/.exec(quality) ?? []
  const size = FRAME_SIZES[prefix]
  if (size) return t('quality.frame', { number, size: t(`quality.${size}`) })
  throw new TypeError(`No label for quality ${quality}`)
}

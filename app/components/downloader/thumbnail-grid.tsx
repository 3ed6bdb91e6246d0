import type { AvailableThumbnail } from '#core/lookup.ts'
import type { QualityGroup, QualityId } from '#core/qualities.ts'
import { gridClasses, gridLayout } from './card-grid.ts'
import { ThumbnailCard } from './thumbnail-card.tsx'

/** What every card of the results needs to know, whichever group it is in. */
export type CardChoice = {
  selected: QualityId | null
  /** The pictures to download without their black bars. */
  crops: readonly QualityId[]
  onSelect: (quality: QualityId) => void
  onCrop: (quality: QualityId, crop: boolean) => void
}

/**
 * The cards of one group in a grid whose columns follow their number, so no card sits alone
 * on the last row (card-grid.ts). The first `eager` cards load their picture at once.
 */
export function ThumbnailGrid({
  group,
  thumbnails,
  eager,
  choice,
}: {
  group: QualityGroup
  thumbnails: readonly AvailableThumbnail[]
  eager: number
  choice: CardChoice
}) {
  const grid = gridClasses(gridLayout(group, thumbnails.length))
  return (
    <div className={`grid gap-3 sm:gap-4 ${grid.grid}`}>
      {thumbnails.map((thumbnail, index) => (
        <ThumbnailCard
          key={thumbnail.quality}
          className={index === 0 ? grid.first : ''}
          thumbnail={thumbnail}
          checked={thumbnail.quality === choice.selected}
          eager={index < eager}
          crop={choice.crops.includes(thumbnail.quality)}
          onSelect={() => choice.onSelect(thumbnail.quality)}
          onCrop={(crop) => choice.onCrop(thumbnail.quality, crop)}
        />
      ))}
    </div>
  )
}

import { useState } from 'react'
import type { AvailableThumbnail } from '#core/lookup.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { ThumbnailGrid, type CardChoice } from './thumbnail-grid.tsx'

const GRID_ID = 'results-frames'

/**
 * The automatic frames behind one button ("Show 15 frames", the count from the lookup), a
 * disclosure (aria-expanded) in a heading, as an accordion's. Closed at first, so the results
 * stay one screen or two; a selected frame stays shown while closed (a link to it, or a
 * choice made before closing). Opening adds the grid under the button and moves nothing
 * above it. The radios share the cards' name, so arrow keys still go through every card.
 */
export function FramesDisclosure({
  frames,
  choice,
}: {
  frames: readonly AvailableThumbnail[]
  choice: CardChoice
}) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const shown = open ? frames : frames.filter((frame) => frame.quality === choice.selected)
  const count = frames.length
  return (
    <div role="group" aria-label={t('results.frames.label')} className="mt-6">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={GRID_ID}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 text-sm font-bold text-ink shadow-sm ring-1 ring-slate-200 hover:ring-slate-300"
        >
          {t(open ? 'results.frames.hide' : 'results.frames.show', { count })}
        </button>
      </h3>
      <div id={GRID_ID} className={shown.length > 0 ? 'mt-3' : undefined}>
        {shown.length > 0 && (
          <ThumbnailGrid group="frames" thumbnails={shown} eager={0} choice={choice} />
        )}
      </div>
    </div>
  )
}

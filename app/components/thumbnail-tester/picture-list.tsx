import { FEED_SIZES } from '#app/components/feed-preview/feed-sizes.ts'
import { ACCEPT, FILE_LABEL } from './picture-drop.tsx'
import { WarningIcon } from './tester-icons.tsx'
import type { PictureCheck, TesterPicture } from './tester-state.ts'

const SMALLEST = FEED_SIZES.sidebar
const SMALLEST_SIZE = `${SMALLEST.width} × ${SMALLEST.height}`

/** Whether a picture's shape is not 16:9 (within a hundredth), so YouTube crops it. */
const cropped = (width: number, height: number) => Math.abs(width / height - 16 / 9) > 0.01

const SECONDARY_BUTTON =
  'bg-white px-3 py-2 text-sm text-ink ring-1 ring-slate-300 hover:bg-slate-100'

/** What the legibility check found, in words; the warning stands out. */
function CheckResult({ check }: { check: PictureCheck }) {
  if (check.state === 'measuring') {
    return <p className="text-sm text-slate-600">Checking for small text…</p>
  }
  const { legibility, width, height } = check
  return (
    <>
      {legibility.hardToRead ? (
        <p
          data-legibility="warning"
          className="mt-1 flex gap-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950"
        >
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          <span>
            Text may be hard to read at {SMALLEST_SIZE}, the size of “Up next”: this picture has
            fine, high-contrast detail such as small letters. Fewer, larger and bolder words read
            better.
          </span>
        </p>
      ) : (
        <p data-legibility="ok" className="text-sm text-slate-600">
          No small text found at {SMALLEST_SIZE}.
        </p>
      )}
      <p className="text-sm text-slate-600">
        {width} × {height}
        {cropped(width, height) &&
          ', not 16:9: YouTube crops it to fill each place, as shown below'}
      </p>
    </>
  )
}

/** The pictures in, each with its check and its Replace and Remove controls. */
export function PictureList({
  pictures,
  onReplace,
  onRemove,
}: {
  pictures: readonly TesterPicture[]
  onReplace: (id: string, files: File[]) => void
  onRemove: (id: string) => void
}) {
  if (pictures.length === 0) return null
  return (
    <ol aria-label="Your pictures" className="space-y-3">
      {pictures.map((picture, index) => (
        <li
          key={picture.id}
          data-tester-picture={picture.name}
          className="flex flex-col gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:flex-row"
        >
          <img
            src={picture.url}
            alt=""
            width={160}
            height={90}
            className="aspect-video w-40 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink">
              Picture {index + 1}: {picture.name}
            </p>
            <div aria-live="polite">
              <CheckResult check={picture.check} />
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <label className={`${FILE_LABEL} ${SECONDARY_BUTTON}`}>
                Replace<span className="sr-only"> picture {index + 1}</span>
                <input
                  type="file"
                  accept={ACCEPT}
                  className="sr-only focus-visible:outline-none"
                  onChange={(event) => {
                    onReplace(
                      picture.id,
                      event.currentTarget.files ? [...event.currentTarget.files] : [],
                    )
                    event.currentTarget.value = ''
                  }}
                />
              </label>
              <button
                type="button"
                onClick={() => onRemove(picture.id)}
                className={`rounded-xl font-bold ${SECONDARY_BUTTON}`}
              >
                Remove<span className="sr-only"> picture {index + 1}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  )
}

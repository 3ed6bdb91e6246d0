import { FEED_SIZES } from '#app/components/feed-preview/feed-sizes.ts'
import { Rich, useT } from '#app/i18n/i18n.tsx'
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
  const t = useT()
  if (check.state === 'measuring') {
    return <p className="text-sm text-slate-600">{t('tester.checking')}</p>
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
          <span>{t('tester.hardToRead', { size: SMALLEST_SIZE })}</span>
        </p>
      ) : (
        <p data-legibility="ok" className="text-sm text-slate-600">
          {t('tester.readable', { size: SMALLEST_SIZE })}
        </p>
      )}
      <p className="text-sm text-slate-600">
        {cropped(width, height)
          ? t('tester.pictureSizeCropped', { width, height })
          : t('tester.pictureSize', { width, height })}
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
  const t = useT()
  if (pictures.length === 0) return null
  const hidden = (text: string) => <span className="sr-only">{text}</span>
  return (
    <ol aria-label={t('tester.yourPictures')} className="space-y-3">
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
              {t('tester.pictureName', { number: index + 1, name: picture.name })}
            </p>
            <div aria-live="polite">
              <CheckResult check={picture.check} />
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <label className={`${FILE_LABEL} ${SECONDARY_BUTTON}`}>
                <Rich text={t('tester.replace', { number: index + 1 })} tags={{ hidden }} />
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
                <Rich text={t('tester.remove', { number: index + 1 })} tags={{ hidden }} />
              </button>
            </div>
          </div>
        </li>
      ))}
    </ol>
  )
}

import { useState, type DragEvent, type Ref } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import { MAX_PICTURES, PICTURE_TYPES } from '#core/picture-files.ts'
import { ImageIcon } from './tester-icons.tsx'

export const ACCEPT = PICTURE_TYPES.join(',')

/**
 * A visually hidden file input inside its label, which looks like a button and draws the focus
 * outline for it (the one-pixel input draws none: `focus-visible:outline-none` on it).
 */
export const FILE_LABEL =
  'inline-flex cursor-pointer items-center justify-center gap-2 rounded-xl font-bold transition-colors has-disabled:cursor-not-allowed has-disabled:opacity-60 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus-ring'

const filesOf = (list: FileList | null) => (list ? [...list] : [])

/**
 * Where pictures come in: a drop zone around a file picker (keyboard and screen readers use the
 * picker; dropping is the shortcut). Disabled until the page's script runs.
 */
export function PictureDrop({
  held,
  disabled,
  onFiles,
  inputRef,
}: {
  held: number
  disabled: boolean
  onFiles: (files: File[]) => void
  /** The picker, where focus goes when a picture is removed. */
  inputRef?: Ref<HTMLInputElement>
}) {
  const t = useT()
  const [over, setOver] = useState(false)
  const full = held >= MAX_PICTURES
  const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')
  return (
    <div
      data-drop-zone
      data-over={over}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return
        event.preventDefault()
        event.dataTransfer.dropEffect = 'copy'
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return
        event.preventDefault()
        setOver(false)
        onFiles(filesOf(event.dataTransfer.files))
      }}
      className="flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center transition-colors data-[over=true]:border-brand-600 data-[over=true]:bg-brand-50"
    >
      <ImageIcon className="size-10 text-slate-500" />
      <p className="text-base font-semibold text-ink">
        {full
          ? t('tester.dropFull', { max: MAX_PICTURES })
          : t('tester.dropHere', { max: MAX_PICTURES })}
      </p>
      <label className={`${FILE_LABEL} bg-brand-600 px-5 py-3 text-white hover:bg-brand-700`}>
        {t('tester.choose')}
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={disabled}
          className="sr-only focus-visible:outline-none"
          onChange={(event) => {
            onFiles(filesOf(event.currentTarget.files))
            // The same file chosen again must still fire a change.
            event.currentTarget.value = ''
          }}
        />
      </label>
      <p className="text-sm text-slate-600">{t('tester.types')}</p>
    </div>
  )
}

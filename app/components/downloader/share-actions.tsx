import { useEffect, useRef, useState } from 'react'
import { useT } from '#app/i18n/i18n.tsx'
import { notify } from '#app/lib/toast.ts'
import { LineIcon } from '#app/components/ui/line-icon.tsx'
import { CheckIcon, Spinner } from './downloader-icons.tsx'
import { pictureFiles, pictureLink, type PictureChoice } from './picture-link.ts'
import { pageToasts } from './toast-texts.ts'

type Action = 'image' | 'link' | 'share'
/** What a button shows: its action, at work (spinner, `aria-disabled`), or done (a tick). */
type Status = { action: Action; phase: 'working' | 'done' } | null

/** How long a button says "Copied" before it reads as itself again. */
const DONE_MS = 2500

/** The chunk with the fetching and copying (share-thumbnail.ts): loaded at the first click. */
const loadWork = () => import('./share-thumbnail.ts')

/** Whether the browser can put a picture on the clipboard (the async Clipboard API). */
const canCopyImages = () =>
  typeof ClipboardItem === 'function' && typeof navigator.clipboard?.write === 'function'

/** Whether the system share sheet takes picture files here (phones, some desktops). */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function')
    return false
  const probe = new File([new Uint8Array(1)], 'thumbnail.png', { type: 'image/png' })
  try {
    return navigator.canShare({ files: [probe] })
  } catch {
    return false
  }
}

/**
 * Copy image (the picture on the clipboard as a PNG), Copy link (the address of the
 * download: share-thumbnail.ts says which and why) and, where the system share sheet takes
 * files, Share (the file itself, so a phone offers "Save Image" to its photos). Each answers
 * with a toast (announced by the toaster's live region) and its own label for a moment; a
 * browser without the API says so instead. Share is rendered only once the page knows the
 * browser can share files, so it never shows where it cannot work.
 */
export function ShareActions({ choice, title }: { choice: PictureChoice; title: string | null }) {
  const t = useT()
  const toasts = pageToasts(t)
  const [status, setStatus] = useState<Status>(null)
  const [shareable, setShareable] = useState(false)
  /** A file fetched for Share whose share sheet the browser refused to open late; tap again. */
  const prepared = useRef<{ key: string; file: File } | null>(null)
  const key = JSON.stringify(choice)

  useEffect(() => setShareable(canShareFiles()), [])
  // Another picture or format: the buttons read as themselves again.
  useEffect(() => {
    setStatus(null)
    prepared.current = null
  }, [key])
  useEffect(() => {
    if (status?.phase !== 'done') return
    const timer = setTimeout(() => setStatus(null), DONE_MS)
    return () => clearTimeout(timer)
  }, [status])

  const busy = status?.phase === 'working'

  function copyImage() {
    if (busy) return
    if (!canCopyImages()) return void notify('error', toasts.plain('copyImageUnsupported'))
    setStatus({ action: 'image', phase: 'working' })
    // The ClipboardItem is made during the click, its PNG still on the way: Safari accepts a
    // clipboard write only within the click, and a promise keeps it there.
    const png = loadWork().then((work) => work.pngBlob(pictureFiles(choice).png))
    navigator.clipboard.write([new ClipboardItem({ 'image/png': png })]).then(
      () => {
        setStatus({ action: 'image', phase: 'done' })
        void notify('success', toasts.plain('imageCopied'))
      },
      (error: unknown) => {
        console.warn('image not copied:', error)
        setStatus(null)
        void notify('error', toasts.plain('copyFailed'))
      },
    )
  }

  function copyLink() {
    if (busy) return
    const link = pictureLink(choice, window.location.origin)
    const copied = () => {
      setStatus({ action: 'link', phase: 'done' })
      void notify('success', toasts.plain('linkCopied'))
    }
    // Written during the click (Safari allows a clipboard write only then); a page without
    // the Clipboard API (plain HTTP) falls back to the older copy command, else shows the link.
    const written = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(link)
      : Promise.reject(new Error('no Clipboard API'))
    written.then(copied, async () => {
      const work = await loadWork()
      if (work.copyWithCommand(link)) copied()
      else void notify('error', toasts.linkCopyFailed(link))
    })
  }

  async function share() {
    if (busy) return
    const ready = prepared.current?.key === key ? prepared.current.file : null
    // A file fetched on an earlier tap goes to the share sheet at once, within this tap.
    if (ready) return void openShareSheet(ready)
    setStatus({ action: 'share', phase: 'working' })
    let file: File
    try {
      file = await (await loadWork()).pictureFile(pictureFiles(choice).file)
    } catch (error) {
      console.warn('picture not fetched for sharing:', error)
      setStatus(null)
      return void notify('error', toasts.plain('shareFailed'))
    }
    prepared.current = { key, file }
    await openShareSheet(file)
  }

  async function openShareSheet(file: File) {
    const data: ShareData = { files: [file], ...(title !== null && { title }) }
    if (!navigator.canShare(data)) {
      setStatus(null)
      return void notify('error', toasts.plain('shareFailed'))
    }
    try {
      await navigator.share(data)
      prepared.current = null
      setStatus({ action: 'share', phase: 'done' })
    } catch (error) {
      setStatus(null)
      const name = error instanceof DOMException ? error.name : ''
      // The person closed the sheet: nothing to say.
      if (name === 'AbortError') return
      // The fetch outlasted the tap that allowed a share sheet: the next tap shares at once.
      if (name === 'NotAllowedError') return void notify('success', toasts.plain('shareReady'))
      console.warn('share failed:', error)
      void notify('error', toasts.plain('shareFailed'))
    }
  }

  const button = (action: Action, onClick: () => void, icon: React.ReactNode) => {
    const phase = status?.action === action ? status.phase : 'idle'
    return (
      <button
        type="button"
        onClick={onClick}
        aria-disabled={phase === 'working' || undefined}
        data-phase={phase}
        className="inline-flex size-11 min-w-0 items-center justify-center gap-1.5 rounded-lg bg-white text-sm font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-300 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring aria-disabled:cursor-wait data-[phase=done]:text-emerald-700 data-[phase=done]:ring-emerald-700 sm:h-10 sm:w-auto sm:px-3 short:size-11 short:px-0"
      >
        {phase === 'working' ? (
          <Spinner className="size-4 shrink-0 animate-spin" />
        ) : phase === 'done' ? (
          <CheckIcon className="size-4 shrink-0" />
        ) : (
          icon
        )}
        {/* On a phone only the icon shows (a compact bar); the words stay the button's name. */}
        <span className="sr-only sm:not-sr-only sm:truncate short:sr-only">
          {t(`results.share.${action}.${phase}`)}
        </span>
      </button>
    )
  }

  // The buttons need the page's script, so a browser without it (`scripting: none`, Media
  // Queries Level 5) never shows them; the server renders them so the bar keeps its height when
  // the page hydrates.
  return (
    <div className="grid auto-cols-max grid-flow-col gap-2 sm:inline-grid sm:auto-cols-fr [@media(scripting:none)]:hidden">
      {button('image', copyImage, <CopyIcon />)}
      {button('link', copyLink, <LinkIcon />)}
      {shareable && button('share', () => void share(), <ShareIcon />)}
    </div>
  )
}

function CopyIcon() {
  return (
    <LineIcon className="size-4 shrink-0">
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </LineIcon>
  )
}

function LinkIcon() {
  return (
    <LineIcon className="size-4 shrink-0">
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </LineIcon>
  )
}

function ShareIcon() {
  return (
    <LineIcon className="size-4 shrink-0">
      <path d="M12 3v12M7 8l5-5 5 5" />
      <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
    </LineIcon>
  )
}

import { useEffect, useState } from 'react'
import { SNIPPETS, snippet, type SnippetKind } from '#core/snippets.ts'
import { useT } from '#app/i18n/i18n.tsx'
import { notify } from '#app/lib/toast.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { useSite } from '#app/lib/use-site.ts'
import { pictureLink, type PictureChoice } from './picture-link.ts'
import { pageToasts } from './toast-texts.ts'

/** How long a button says "Copied". */
const COPIED_MS = 2500

/**
 * The selected picture as text to paste elsewhere, each linked to its video: HTML for e-mails
 * and web pages, Markdown for READMEs, and a line of attribution (core/snippets.ts). The picture
 * is this site's download as chosen (format, shape, play button), on the address the page is on
 * as Copy link has it (on the server's render, and until the page runs, the canonical SITE_URL).
 * Each shows its text, so it can be selected by hand too, and has a Copy button.
 */
export function SnippetsPanel({
  className,
  choice,
  title,
  channel,
  size,
}: {
  /** Its place in the results' column. */
  className: string
  choice: Omit<PictureChoice, 'fileName'>
  title: string | null
  channel: string | null
  size: { width: number; height: number | null }
}) {
  const t = useT()
  const toasts = pageToasts(t)
  /** What the page calls each (`results.snippets.<kind>`). */
  const label = (kind: SnippetKind) => t(`results.snippets.${kind}`)
  const site = useSite()
  const hydrated = useHydrated()
  const [copied, setCopied] = useState<SnippetKind | null>(null)
  // A button says "Copied" for a moment, then reads as itself again.
  useEffect(() => {
    if (copied === null) return
    const timer = setTimeout(() => setCopied(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const origin = hydrated ? window.location.origin : (site?.url ?? 'http://localhost')
  const pictureUrl = pictureLink({ ...choice, fileName: 'id' }, origin)
  const source = { videoId: choice.videoId, pictureUrl, title, channel, ...size }

  function copy(kind: SnippetKind) {
    const text = snippet(kind, source)
    const done = () => {
      setCopied(kind)
      void notify('success', toasts.snippetCopied(label(kind)))
    }
    // Written during the click (Safari allows a clipboard write only then); without the
    // Clipboard API (plain HTTP) the older copy command, else the text is there to select.
    const written = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(text)
      : Promise.reject(new Error('no Clipboard API'))
    written.then(done, async () => {
      const work = await import('./share-thumbnail.ts')
      if (work.copyWithCommand(text)) done()
      else void notify('error', toasts.plain('snippetCopyFailed'))
    })
  }

  return (
    // A group named as the shape and file-name choices are (their fieldsets' legends), not a
    // heading among the picture groups' headings.
    <div role="group" aria-labelledby="snippets-title" className={`${className} mt-6 min-w-0`}>
      <p id="snippets-title" className="text-sm font-semibold text-slate-700">
        {t('results.snippets.title')}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t('results.snippets.lead')}</p>
      <ul className="mt-2 grid gap-2 lg:grid-cols-3">
        {SNIPPETS.map((kind) => (
          <li
            key={kind}
            className="flex min-w-0 flex-col gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold text-ink">{label(kind)}</span>
              <button
                type="button"
                onClick={() => copy(kind)}
                className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {copied === kind
                  ? t('results.snippets.copied')
                  : t('results.snippets.copy', { label: label(kind) })}
              </button>
            </div>
            <code className="line-clamp-3 font-mono text-xs [overflow-wrap:anywhere] text-slate-600">
              {snippet(kind, source)}
            </code>
          </li>
        ))}
      </ul>
    </div>
  )
}

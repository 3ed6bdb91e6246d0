import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'react-router'
import {
  countLines,
  MAX_BATCH_LINKS,
  splitLines,
  type BatchStatus,
  type ReportRow,
} from '#core/batch.ts'
import type { BatchFormRefusal, BatchFormValues } from '#core/batch-form.ts'
import { NAME_STYLES, type NameStyle } from '#core/filename.ts'
import { DEFAULT_FORMAT, isFormatId, type FormatId } from '#core/formats.ts'
import { isMainQuality, isQualityId, MAIN_QUALITIES, type QualityId } from '#core/qualities.ts'
import { localeOfPath } from '#core/locales.ts'
import { Rich, useT, type Translate } from '#app/i18n/i18n.tsx'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { Spinner } from '../downloader/downloader-icons.tsx'
import { FormatPicker } from '../downloader/format-picker.tsx'
import { qualityLabel } from '../downloader/quality-words.ts'
import { fetchBatch, saveBlob, type BatchFailure, type BatchProgress } from './batch-client.ts'

/** What each status of report.csv means, for the summary: `batch.status.<name>`. */
const STATUS_WORDS = {
  ok: 'ok',
  invalid_link: 'invalidLink',
  no_thumbnails: 'noThumbnails',
  quality_missing: 'qualityMissing',
  upstream_error: 'upstreamError',
  timeout: 'timeout',
  overloaded: 'overloaded',
  duplicate: 'duplicate',
  feed_newest_15: 'feedNewest15',
  cut_at_limit: 'cutAtLimit',
  needs_api_key: 'needsApiKey',
  not_found: 'notFound',
  rate_limited: 'rateLimited',
} as const satisfies Record<BatchStatus, string>

function statusText(t: Translate, status: BatchStatus): string {
  const words = STATUS_WORDS[status]
  return words === 'cutAtLimit'
    ? t('batch.status.cutAtLimit', { max: MAX_BATCH_LINKS })
    : t(`batch.status.${words}`)
}

/** A failure in the page's words; the API's own sentence as it came. */
function failureText(t: Translate, failure: BatchFailure): string {
  return 'message' in failure ? failure.message : t(`batch.${failure.problem}`)
}

type Done = { zip: Blob; fileName: string; report: ReportRow[]; reportCsv: string }
type State =
  | { kind: 'idle' }
  | { kind: 'running'; progress: BatchProgress | null }
  /** `links`: the refusal is about the links typed, so the field is marked invalid. */
  | { kind: 'failed'; failure: BatchFailure; links: boolean }
  | { kind: 'done'; result: Done }

/**
 * The Many links mode: a text area of links, the quality, format and name choices, and a
 * button that downloads one ZIP with a progress count, then sums up its report.csv. It is a
 * real form to `POST /api/batch`, which answers the ZIP to a plain form post too: rendered on
 * the server (`/?mode=many`), it works before the script runs, or without it. Until then the
 * browser's own check asks for a link, and the button is never disabled (a disabled button
 * could not be enabled without the script).
 */
export default function BatchPanel({
  initial,
  refusal = null,
}: {
  initial?: { link: string; wholePlaylist: boolean } | null
  /**
   * The server's answer to a plain post of this form that it refused
   * (docs/decisions/011-no-js-paths.md): the form comes back as posted, with the API's sentence.
   */
  refusal?: BatchFormRefusal | null
}) {
  const t = useT()
  const id = useId()
  const posted = refusal ? choices(refusal.posted) : null
  const [text, setText] = useState(posted?.links ?? initial?.link ?? '')
  const [quality, setQuality] = useState<'best' | QualityId>(posted?.quality ?? 'best')
  const [format, setFormat] = useState<FormatId>(posted?.format ?? DEFAULT_FORMAT)
  const [name, setName] = useState<NameStyle>(posted?.name ?? 'id')
  const [wholePlaylist, setWholePlaylist] = useState(
    posted?.wholePlaylist ?? initial?.wholePlaylist ?? false,
  )
  const [state, setState] = useState<State>(() =>
    refusal
      ? { kind: 'failed', failure: { message: refusal.message }, links: refusal.links }
      : { kind: 'idle' },
  )
  const stop = useRef<AbortController | null>(null)
  const hydrated = useHydrated()
  const links = splitLines(text)
  const tooMany = links.length > MAX_BATCH_LINKS
  // A refusal of the links is shown at the field, like the single link field's error.
  const linksError = state.kind === 'failed' && state.links ? failureText(t, state.failure) : null
  const counted = countLines(links)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (links.length === 0 || tooMany || state.kind === 'running') return
    stop.current = new AbortController()
    setState({ kind: 'running', progress: null })
    const outcome = await fetchBatch(
      { links, quality, format, name, wholePlaylist },
      (progress) => setState({ kind: 'running', progress }),
      stop.current.signal,
    )
    stop.current = null
    if (!outcome.ok) {
      return setState({ kind: 'failed', failure: outcome.failure, links: outcome.links })
    }
    // The server names the ZIP; else it takes the page's name for it.
    const fileName = outcome.fileName ?? t('batch.zipFileName')
    saveBlob(outcome.zip, fileName)
    setState({ kind: 'done', result: { ...outcome, fileName } })
  }

  const field =
    'mt-1 block w-full rounded-xl border-0 bg-white text-base text-ink shadow-sm ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-focus-ring'
  const label = 'block text-sm font-semibold text-slate-700'
  return (
    <div className="mx-auto w-full max-w-2xl">
      <form
        method="post"
        action="/api/batch"
        onSubmit={(event) => void onSubmit(event)}
        noValidate={hydrated}
      >
        <label htmlFor={`${id}-links`} className={label}>
          {t('batch.linksLabel')}
        </label>
        <textarea
          id={`${id}-links`}
          name="links"
          required
          rows={6}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            // Edited links are no longer the ones refused.
            if (linksError) setState({ kind: 'idle' })
          }}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={linksError ? true : undefined}
          aria-describedby={linksError ? `${id}-error ${id}-count` : `${id}-count`}
          placeholder={t('batch.linksPlaceholder')}
          className={`${field} min-h-36 p-3 font-mono text-sm aria-invalid:ring-2 aria-invalid:ring-red-700`}
        />
        {linksError && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {linksError}
          </p>
        )}
        <p
          id={`${id}-count`}
          className={`mt-1 text-sm ${tooMany ? 'font-semibold text-red-700' : 'text-slate-500'}`}
        >
          {t('batch.count', { ...counted, max: MAX_BATCH_LINKS })}
        </p>

        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-quality`} className={label}>
              {t('batch.quality')}
            </label>
            <select
              id={`${id}-quality`}
              name="quality"
              value={quality}
              onChange={(event) => setQuality(event.target.value as 'best' | QualityId)}
              className={`${field} h-11 px-3`}
            >
              <option value="best">{t('batch.bestAvailable')}</option>
              {MAIN_QUALITIES.map((q) => (
                <option key={q.id} value={q.id}>
                  {t('batch.qualityOption', {
                    name: qualityLabel(t, { quality: q.id }),
                    width: q.width,
                    height: q.height,
                  })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-name`} className={label}>
              {t('batch.fileNames')}
            </label>
            <select
              id={`${id}-name`}
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value as NameStyle)}
              className={`${field} h-11 px-3`}
            >
              <option value="id">{t('batch.nameById')}</option>
              <option value="title">{t('batch.nameByTitle')}</option>
            </select>
          </div>
        </div>
        <fieldset className="mt-4">
          <legend className={label}>{t('batch.format')}</legend>
          <div className="mt-1">
            <FormatPicker value={format} onChange={setFormat} />
          </div>
        </fieldset>
        <label className="mt-4 flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="wholePlaylist"
            checked={wholePlaylist}
            onChange={(event) => setWholePlaylist(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-600"
          />
          <span>
            <Rich text={t('batch.wholePlaylist')} tags={{ code: (text) => <code>{text}</code> }} />
          </span>
        </label>

        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={hydrated && (state.kind === 'running' || links.length === 0 || tooMany)}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 font-bold text-white shadow transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {state.kind === 'running' && <Spinner className="size-5 animate-spin" />}
            {t('batch.submit')}
          </button>
          {state.kind === 'running' && (
            <button
              type="button"
              onClick={() => stop.current?.abort()}
              className="h-12 rounded-xl px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('batch.cancel')}
            </button>
          )}
          {/* By the button the visitor just pressed, where the eye already is. */}
          <div role="status" aria-live="polite" className="min-w-48 flex-1 empty:hidden">
            {state.kind === 'running' && <Progress progress={state.progress} />}
          </div>
        </div>
        {state.kind === 'failed' && !state.links && (
          <p
            role="alert"
            className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200"
          >
            {failureText(t, state.failure)}
          </p>
        )}
      </form>

      {/* Present before the summary arrives, so that its arrival is announced. */}
      <div role="status" aria-live="polite">
        {state.kind === 'done' && <Summary result={state.result} />}
      </div>
    </div>
  )
}

/** The posted choices the form can show; anything else falls back to the form's default. */
function choices(posted: BatchFormValues) {
  const { quality, format, name } = posted
  return {
    links: posted.links,
    quality:
      quality === 'best' || (isQualityId(quality) && isMainQuality(quality))
        ? quality
        : ('best' as const),
    format: isFormatId(format) ? format : DEFAULT_FORMAT,
    name: NAME_STYLES.find((style) => style === name) ?? ('id' as const),
    wholePlaylist: posted.wholePlaylist,
  }
}

function Progress({ progress }: { progress: BatchProgress | null }) {
  const t = useT()
  const { lang } = localeOfPath(useLocation().pathname)
  if (!progress) return <p className="text-sm text-slate-600">{t('batch.reading')}</p>
  const { done, total, bytes } = progress
  // Megabytes with one decimal, in the page's language.
  const megabytes = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / 1024 / 1024)
  return (
    <div>
      <p className="text-sm font-semibold text-slate-700">
        {t('batch.progress', { done, total, megabytes })}
      </p>
      <progress
        value={done}
        max={Math.max(total, 1)}
        aria-label={t('batch.progressLabel')}
        className="mt-2 h-2 w-full overflow-hidden rounded-full accent-brand-600"
      />
    </div>
  )
}

function Summary({ result }: { result: Done }) {
  const t = useT()
  const videos = result.report.filter((row) => row.videoId !== '' || row.status === 'invalid_link')
  const saved = videos.filter((row) => row.status === 'ok' || row.status === 'quality_missing')
  const notes = result.report.filter((row) => row.status !== 'ok' && row.status !== 'duplicate')
  const csv = () =>
    saveBlob(new Blob([result.reportCsv], { type: 'text/csv' }), t('batch.reportFileName'))
  const section = useRef<HTMLElement>(null)
  // The batch is over: the summary comes to where the visitor looks, and focus with it, so
  // the keyboard goes on from its buttons.
  useEffect(() => {
    const element = section.current
    if (!element) return
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.focus({ preventScroll: true })
    element.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'nearest' })
  }, [result])
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="batch-summary-title"
      className="mt-5 scroll-mt-24 scroll-mb-4 rounded-2xl bg-white p-5 text-start shadow ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-focus-ring"
    >
      <h2 id="batch-summary-title" className="text-lg font-bold text-ink">
        {t('batch.summary.title', {
          saved: saved.length,
          videos: videos.length,
          fileName: result.fileName,
        })}
      </h2>
      {notes.length > 0 ? (
        <ul className="mt-3 max-h-64 space-y-1 overflow-y-auto text-sm text-slate-700">
          {notes.map((row, index) => (
            <li key={index} className="break-all">
              <span className="font-mono">{row.videoId || row.link}</span>:{' '}
              <span className="break-normal">{statusText(t, row.status)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('batch.summary.allSaved')}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={csv}
          className="h-11 rounded-xl px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {t('batch.summary.report')}
        </button>
        <button
          type="button"
          onClick={() => saveBlob(result.zip, result.fileName)}
          className="h-11 rounded-xl px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('batch.summary.saveAgain')}
        </button>
      </div>
    </section>
  )
}

/**
 * The browser side of `POST /api/batch`: sends the request, reads the ZIP as it streams in and
 * counts the pictures that have fully arrived (core/zip-entries.ts walks the stored entries),
 * then reads report.csv from the end of the archive. The whole ZIP is kept in memory as the
 * chunks that arrived, then handed over as one Blob to save.
 */
import { parseReportCsv, type ReportRow } from '#core/batch.ts'
import { refusesLinks } from '#core/batch-form.ts'
import type { NameStyle } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import type { QualityId } from '#core/qualities.ts'
import { scanZip } from '#core/zip-entries.ts'
import { api, type ApiClient, type ApiFailure, type ApiRequest } from '#app/lib/api-client.ts'

export type BatchFields = {
  links: string[]
  quality: 'best' | QualityId
  format: FormatId
  name: NameStyle
  wholePlaylist: boolean
}

/** Pictures in the ZIP so far, of the videos the server will try. */
export type BatchProgress = { done: number; total: number; bytes: number }

export type BatchOutcome =
  /** `fileName`: the server's name for the ZIP; null when it gave none (the page names it). */
  | { ok: true; zip: Blob; fileName: string | null; report: ReportRow[]; reportCsv: string }
  /**
   * `failure`: the API's own sentence (`message`), or what went wrong on the way, which the
   * page words (`batch.<problem>`). `links`: the server refused the links themselves
   * (core/batch-form.ts, `refusesLinks`).
   */
  | { ok: false; failure: BatchFailure; links: boolean }

/** Why a batch failed: the API's sentence, or a failure on the way that the page words. */
export type BatchFailure = { message: string } | { problem: 'unreachable' | 'failed' | 'cutOff' }

const UNREACHABLE = { problem: 'unreachable' } as const
const FAILED = { problem: 'failed' } as const
const CUT_OFF = { problem: 'cutOff' } as const

/** Sent once, not retried: the ZIP is streamed as it is made, and the visitor may try again. */
export async function fetchBatch(
  fields: BatchFields,
  onProgress: (progress: BatchProgress) => void,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<BatchOutcome> {
  const request: ApiRequest = {
    method: 'POST',
    json: fields,
    headers: { Accept: 'application/zip' },
    signal,
  }
  const result = await client.raw('/api/batch', request).catch((error: unknown) => {
    // Stopped before an answer came: the request is over, as when the network failed.
    if (signal?.aborted) return null
    throw error
  })
  if (!result || (!result.ok && result.error.code === 'unreachable')) {
    return { ok: false, failure: UNREACHABLE, links: false }
  }
  if (!result.ok) return { ok: false, ...refusal(result.error) }
  const response = result.data
  if (!response.body) return { ok: false, failure: FAILED, links: false }
  const total = Number(response.headers.get('X-Batch-Videos') ?? 0)
  const fileName = attachmentName(response.headers.get('Content-Disposition'))

  // The chunks as they came, plus one growing copy for the walk (entries may span chunks).
  let received = new Uint8Array(1 << 20)
  let length = 0
  let next = 0
  let done = 0
  const reader = response.body.getReader()
  onProgress({ done, total, bytes: 0 })
  try {
    for (;;) {
      const { done: finished, value } = await reader.read()
      if (finished) break
      if (length + value.length > received.length) {
        const bigger = new Uint8Array(Math.max(received.length * 2, length + value.length))
        bigger.set(received.subarray(0, length))
        received = bigger
      }
      received.set(value, length)
      length += value.length
      const scan = scanZip(received, length, next)
      next = scan.next
      done += scan.entries.filter((entry) => entry.name !== 'report.csv').length
      onProgress({ done, total, bytes: length })
    }
  } catch {
    return { ok: false, failure: CUT_OFF, links: false }
  }
  const bytes = received.subarray(0, length)
  const report = scanZip(bytes, length).entries.find((entry) => entry.name === 'report.csv')
  if (!report) return { ok: false, failure: CUT_OFF, links: false }
  const reportCsv = new TextDecoder().decode(
    bytes.subarray(report.offset, report.offset + report.size),
  )
  return {
    ok: true,
    zip: new Blob([bytes], { type: 'application/zip' }),
    fileName,
    report: parseReportCsv(reportCsv),
    reportCsv,
  }
}

/** The API's own sentence for the refusal, or the generic failure when the body is not its JSON. */
function refusal({ code, message, fields }: ApiFailure): { failure: BatchFailure; links: boolean } {
  return { failure: message ? { message } : FAILED, links: refusesLinks(code, fields) }
}

function attachmentName(disposition: string | null): string | null {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null
}

/** Saves a Blob under a name, through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

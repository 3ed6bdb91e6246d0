/**
 * One batch, in two steps. `planBatch` reads the lines, expands playlists and channels
 * (expand.ts) and lays out the report's rows in input order, each video once however often it
 * appears, at most MAX_BATCH_LINKS videos in all. `runBatch` then fetches the videos a few at a
 * time (through the thumbnail engine server/app.ts hands in, so its caches and its conversion
 * queue apply), adds each picture to the ZIP as it arrives and ends with report.csv.
 */
import {
  classifyLine,
  MAX_BATCH_LINKS,
  type BatchLine,
  reportCsv,
  type BatchStatus,
  type ReportRow,
} from '#core/batch.ts'
import { downloadFileName, titledFileName, type NameStyle } from '#core/filename.ts'
import type { FormatId } from '#core/formats.ts'
import {
  availableThumbnails,
  bestQuality,
  type AvailableThumbnail,
  type Lookup,
} from '#core/lookup.ts'
import { getQuality, pictureName, type QualityId } from '#core/qualities.ts'
import type { Result } from '#core/result.ts'
import { watchLink } from '#core/video-id.ts'
import { mapLimited } from '../http/admission/map-limited.ts'
import type { Semaphore } from '../http/admission/semaphore.ts'
import type { ReadAllowance, Expander, Expansion } from './expand.ts'
import { BATCH_LIMITS } from './limits.ts'
import type { ZipWriter } from './zip.ts'

/** The part of the thumbnail engine (server/thumbnails/service.ts) a batch uses. */
export type BatchThumbnails = {
  lookup(videoId: string): Promise<Result<Lookup, { code: string }>>
  download(
    videoId: string,
    quality: QualityId,
    format: FormatId,
    options?: { keep?: boolean },
  ): Promise<Result<{ bytes: Uint8Array; width: number; height: number }, { code: string }>>
}

export type BatchOptions = {
  quality: 'best' | QualityId
  format: FormatId
  name: NameStyle
  /** A watch link with `list=` stands for its whole playlist. */
  wholePlaylist: boolean
}

/** One video to fetch, shared by every row that names it. */
type Job = { videoId: string; title: string | null; result?: VideoResult }

type PlannedRow =
  { kind: 'fixed'; row: ReportRow } | { kind: 'video'; link: string; job: Job; duplicate: boolean }

export type BatchPlan = { rows: PlannedRow[]; jobs: Job[] }

type VideoResult = {
  status: BatchStatus
  title: string | null
  quality: string
  width: number | null
  height: number | null
  bytes: number | null
}

/** What a plan reads lists with, beyond the expander. */
export type PlanContext = {
  /** The client went away. */
  signal?: AbortSignal | undefined
  /** Takes one list read from the client's allowance (expand.ts, ReadAllowance). */
  allowance?: ReadAllowance | undefined
  /** The whole plan's time: a list not read by then is reported `timeout`. */
  deadlineMs?: number
}

type ListLine = Extract<BatchLine, { kind: 'playlist' | 'channel' | 'handle' }>

/**
 * The rows and the videos of a batch; the lines are already checked for their number. Each
 * distinct list is read once (a repeat is a `duplicate` row), not at all once the lines above it
 * are known to fill the batch, and every read ends by the plan's deadline. A list is asked for
 * the batch's whole limit, not the room left: videos it shares with the lines above take no room,
 * so only its whole length can fill what is left.
 * @example const plan = await planBatch(['https://youtu.be/dQw4w9WgXcQ'], options, expander)
 */
export async function planBatch(
  lines: readonly string[],
  options: Pick<BatchOptions, 'wholePlaylist'>,
  expander: Expander,
  context: PlanContext = {},
): Promise<BatchPlan> {
  const classified = lines.map((line) => classifyLine(line, options))
  const deadline = AbortSignal.timeout(context.deadlineMs ?? BATCH_LIMITS.planTimeoutMs)
  const signal = context.signal ? AbortSignal.any([context.signal, deadline]) : deadline
  /** Each distinct list, at the first line naming it; `expansion` stays unset when not read. */
  const lists = new Map<string, { line: ListLine; index: number; expansion?: Expansion }>()
  classified.forEach((line, index) => {
    if (isList(line) && !lists.has(listKey(line))) lists.set(listKey(line), { line, index })
  })
  /** Videos certain to be ahead of line `index`: named above it, or in lists above it read so far. */
  const ahead = (index: number) => {
    const ids = new Set<string>()
    for (const line of classified.slice(0, index)) {
      if (line.kind === 'video') ids.add(line.videoId)
      const read = isList(line) ? lists.get(listKey(line))?.expansion : undefined
      if (read?.ok) for (const video of read.videos) ids.add(video.videoId)
      if (ids.size >= MAX_BATCH_LINKS) break
    }
    return ids.size
  }
  await mapLimited([...lists.values()], BATCH_LIMITS.expansions, async (list) => {
    if (ahead(list.index) >= MAX_BATCH_LINKS) return
    list.expansion = signal.aborted
      ? { ok: false, code: 'timeout' }
      : await expander.expand(list.line, MAX_BATCH_LINKS, { signal, allowance: context.allowance })
  })

  const rows: PlannedRow[] = []
  const jobs = new Map<string, Job>()
  /** The job of a video, new or seen before; undefined once the limit is reached. */
  const jobFor = (videoId: string, title: string | null) => {
    const seen = jobs.get(videoId)
    if (seen) return { job: seen, duplicate: true }
    if (jobs.size >= MAX_BATCH_LINKS) return undefined
    const job: Job = { videoId, title }
    jobs.set(videoId, job)
    return { job, duplicate: false }
  }
  const listed = new Set<string>()

  classified.forEach((line, index) => {
    const link = lines[index] ?? ''
    if (line.kind === 'invalid') {
      rows.push(fixedRow(link, '', 'invalid_link'))
    } else if (line.kind === 'video') {
      const found = jobFor(line.videoId, null)
      if (found) rows.push({ kind: 'video', link, ...found })
      else rows.push(fixedRow(link, line.videoId, 'cut_at_limit'))
    } else {
      const key = listKey(line)
      if (listed.has(key)) {
        rows.push(fixedRow(link, '', 'duplicate'))
        return
      }
      listed.add(key)
      const expansion = lists.get(key)?.expansion
      // Not read: the batch was full before this line.
      if (!expansion) {
        rows.push(fixedRow(link, '', 'cut_at_limit'))
        return
      }
      if (!expansion.ok) {
        rows.push(fixedRow(link, '', expansion.code))
        return
      }
      const head = fixedRow(link, '', listStatus(expansion))
      rows.push(head)
      for (const video of expansion.videos) {
        const found = jobFor(video.videoId, video.title)
        if (!found) {
          head.row.status = 'cut_at_limit'
          break
        }
        rows.push({ kind: 'video', link: watchLink(video.videoId), ...found })
      }
    }
  })
  return { rows, jobs: [...jobs.values()] }
}

function isList(line: BatchLine): line is ListLine {
  return line.kind === 'playlist' || line.kind === 'channel' || line.kind === 'handle'
}

/** One name per list: a handle is the same whatever its letters' case. */
function listKey(line: ListLine): string {
  switch (line.kind) {
    case 'playlist':
      return `playlist:${line.playlistId}`
    case 'channel':
      return `channel:${line.channelId}`
    case 'handle':
      return `handle:${line.handle.toLowerCase()}`
  }
}

function listStatus(expansion: Expansion & { ok: true }): BatchStatus {
  if (expansion.cut) return expansion.cut
  if (expansion.complete) return 'ok'
  return expansion.via === 'feed' ? 'feed_newest_15' : 'cut_at_limit'
}

function fixedRow(link: string, videoId: string, status: BatchStatus) {
  const row: ReportRow = {
    link,
    videoId,
    title: '',
    quality: '',
    width: null,
    height: null,
    bytes: null,
    status,
  }
  return { kind: 'fixed' as const, row }
}

export type RunDeps = {
  thumbnails: BatchThumbnails
  /** Shared by all batches: videos in flight across every ZIP. */
  slots: Semaphore
  zip: ZipWriter
  signal: AbortSignal
  /** Called once per video fetched (or failed), for the log and tests. */
  onVideo?: (status: BatchStatus) => void
}

/**
 * Fetches every video of the plan into the ZIP, then writes report.csv and ends the ZIP.
 * Stops early, without the report, when `signal` aborts (the client went away).
 */
export async function runBatch(plan: BatchPlan, options: BatchOptions, deps: RunDeps) {
  const names = new Set<string>(['report.csv'])
  const { signal } = deps
  await mapLimited(plan.jobs, BATCH_LIMITS.perBatch, async (job) => {
    if (signal.aborted) return
    // Nothing is fetched or converted ahead of a reader that has not taken the earlier pictures,
    // and a shared slot is not held while waiting for it (a slow client would hold up others).
    await deps.zip.room()
    if (signal.aborted) return
    try {
      await deps.slots.run(
        async () => {
          const fetched = await fetchVideo(job, options, deps)
          if (signal.aborted) return
          if (fetched.file) {
            await deps.zip.room()
            deps.zip.add(uniqueName(fetched.file.name, names), fetched.file.bytes)
          }
          job.result = fetched.result
          deps.onVideo?.(fetched.result.status)
        },
        undefined,
        signal,
      )
    } catch (error) {
      // The client went away while this video waited for a slot.
      if (signal.aborted && error === signal.reason) return
      throw error
    }
  })
  if (signal.aborted) return
  deps.zip.add('report.csv', new TextEncoder().encode(reportCsv(reportRows(plan))))
  deps.zip.end()
}

/** The rows of report.csv, in input order; a repeated video says `duplicate`. */
export function reportRows(plan: BatchPlan): ReportRow[] {
  return plan.rows.map((planned) => {
    if (planned.kind === 'fixed') return planned.row
    const { job, link, duplicate } = planned
    const result = job.result ?? {
      status: 'upstream_error' as const,
      title: null,
      quality: '',
      width: null,
      height: null,
      bytes: null,
    }
    return {
      link,
      videoId: job.videoId,
      title: result.title ?? job.title ?? '',
      quality: result.quality,
      width: result.width,
      height: result.height,
      bytes: result.bytes,
      status: duplicate ? 'duplicate' : result.status,
    }
  })
}

type Fetched = { result: VideoResult; file?: { name: string; bytes: Uint8Array } }

async function fetchVideo(job: Job, options: BatchOptions, deps: RunDeps): Promise<Fetched> {
  const failed = (status: BatchStatus, title: string | null = job.title): Fetched => ({
    result: { status, title, quality: '', width: null, height: null, bytes: null },
  })
  const lookup = await timed(deps.thumbnails.lookup(job.videoId))
  if (!lookup.ok) return failed(statusOf(lookup.code))
  const title = lookup.value.title ?? job.title
  const picked = pickQuality(lookup.value, options.quality)
  if (!picked) return failed('no_thumbnails', title)

  // Not kept in the engine's output cache: a batch's pictures are asked for once, and up to 200
  // of them would push out what single downloads keep (docs/performance.md, Batches).
  let file = await timed(
    deps.thumbnails.download(job.videoId, picked.entry.quality, options.format, { keep: false }),
  )
  for (let retry = 0; !file.ok && file.code === 'overloaded'; retry++) {
    if (retry >= BATCH_LIMITS.overloadedRetries || deps.signal.aborted) break
    await new Promise((resolve) => setTimeout(resolve, BATCH_LIMITS.overloadedWaitMs))
    file = await timed(
      deps.thumbnails.download(job.videoId, picked.entry.quality, options.format, { keep: false }),
    )
  }
  if (!file.ok) return failed(statusOf(file.code), title)

  const { bytes, width, height } = file.value
  const quality = picked.entry.quality
  const titled =
    options.name === 'title' && title
      ? titledFileName(
          title,
          pictureName(getQuality(quality), file.value),
          width,
          height,
          options.format,
        )
      : null
  return {
    result: {
      status: picked.missing ? 'quality_missing' : 'ok',
      title,
      quality,
      width,
      height,
      bytes: bytes.byteLength,
    },
    file: {
      name: titled?.fileName ?? downloadFileName(job.videoId, quality, options.format),
      bytes,
    },
  }
}

/**
 * The picture to include: `best` is the one the page selects first (core/lookup.ts,
 * bestQuality); a named quality is that one, or when the video lacks it, the largest real
 * picture no larger than it (else the smallest larger one), marked `missing`.
 */
export function pickQuality(
  lookup: Lookup,
  wanted: 'best' | QualityId,
): { entry: AvailableThumbnail; missing: boolean } | undefined {
  const available = availableThumbnails(lookup)
  const area = (entry: { width: number; height: number }) => entry.width * entry.height
  const real = available.filter((entry) => !entry.upscaled)
  const largest = (list: readonly AvailableThumbnail[]) =>
    list.reduce<AvailableThumbnail | undefined>(
      (best, entry) => (!best || area(entry) > area(best) ? entry : best),
      undefined,
    )
  if (wanted === 'best') {
    const best = bestQuality(available)
    const entry = available.find((each) => each.quality === best)
    return entry && { entry, missing: false }
  }
  const exact = available.find((entry) => entry.quality === wanted)
  if (exact) return { entry: exact, missing: false }
  const size = area(getQuality(wanted))
  const smaller = largest(real.filter((entry) => area(entry) <= size))
  const larger = real
    .filter((entry) => area(entry) > size)
    .reduce<AvailableThumbnail | undefined>(
      (best, entry) => (!best || area(entry) < area(best) ? entry : best),
      undefined,
    )
  const entry = smaller ?? larger
  return entry && { entry, missing: true }
}

function statusOf(code: string): BatchStatus {
  switch (code) {
    case 'no_thumbnails':
    case 'not_found':
      return 'no_thumbnails'
    case 'upstream_timeout':
    case 'timeout':
      return 'timeout'
    case 'overloaded':
      return 'overloaded'
    default:
      return 'upstream_error'
  }
}

/** The step's result, or a `timeout` failure after BATCH_LIMITS.stepTimeoutMs. */
async function timed<T, F extends { code: string }>(
  work: Promise<Result<T, F>>,
): Promise<Result<T, F> | { ok: false; code: 'timeout' }> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<{ ok: false; code: 'timeout' }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, code: 'timeout' }), BATCH_LIMITS.stepTimeoutMs)
  })
  // The engine's work is shared with other callers (coalesced); a late failure is theirs.
  work.catch(() => undefined)
  return Promise.race([work, expired]).finally(() => clearTimeout(timer))
}

/** `name`, or `name (2).ext`, `name (3).ext`… when taken; the chosen one is recorded. */
function uniqueName(name: string, taken: Set<string>): string {
  let chosen = name
  const dot = name.lastIndexOf('.')
  for (let n = 2; taken.has(chosen.toLowerCase()); n++) {
    chosen = `${name.slice(0, dot)} (${n})${name.slice(dot)}`
  }
  taken.add(chosen.toLowerCase())
  return chosen
}

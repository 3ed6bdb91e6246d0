/**
 * @module `POST /api/batch`'s body as a zod schema: routes.ts checks every request with it
 * (`readBatchRequest`), and openapi.ts describes the route from it (server/http/openapi.ts).
 * The refusals are the ones the route has always answered (docs/api.md): the same status,
 * code, message and `fields`.
 */
import { z } from 'zod'
import { classifyLine, MAX_BATCH_LINKS, splitLines } from '#core/batch.ts'
import { NAME_STYLES } from '#core/filename.ts'
import { FORMATS, type FormatId } from '#core/formats.ts'
import type { NewestVideos } from '#core/newest-videos.ts'
import { QUALITIES, type QualityId } from '#core/qualities.ts'
import { VIDEO_ID_PATTERN } from '#core/video-id.ts'
import { parseVideoId } from '#core/youtube-url.ts'
import { HttpError } from '../http/http-error.ts'
import { parseRequest } from '../http/parse-request.ts'
import type { ExpandTarget } from './expand.ts'
import type { BatchOptions } from './service.ts'

const QUALITY_IDS = QUALITIES.map((quality) => quality.id) as [QualityId, ...QualityId[]]
const FORMAT_IDS = FORMATS.map((format) => format.id) as [FormatId, ...FormatId[]]

/** The `fields` word of a refused field, unless its issue names its own (`params.problem`). */
const FIELD_PROBLEMS: Readonly<Record<string, string>> = {
  links: 'missing or not text',
  quality: 'unknown quality',
  format: 'unknown format',
  name: 'unknown name',
}

/** An empty form field counts as left out: a `<select>` or text box the page left blank. */
const orEmpty = <T extends string>(values: readonly T[]) => ['', ...values] as ['' | T, ...T[]]

/** The body, as JSON or as an HTML form (the same names); unknown fields are ignored. */
export const BatchRequest = z.object({
  links: z
    .union([z.array(z.string()), z.string()], {
      error: 'Send `links` as a list of strings, or as one text with a link a line.',
    })
    .meta({
      description: `Video links or ids, playlist links (\`list=…\`) and channel links (\`/channel/UC…\`, \`/@handle\`): a list of strings, or one text with a link a line (a form sends that). Blank lines are skipped; at most ${MAX_BATCH_LINKS} remain.`,
      examples: [['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/playlist?list=PL…']],
    })
    .transform((value, context) => {
      const lines =
        typeof value === 'string'
          ? splitLines(value)
          : value.map((line) => line.trim()).filter((line) => line !== '')
      if (lines.length > MAX_BATCH_LINKS) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: `A batch takes at most ${MAX_BATCH_LINKS} links; this one has ${lines.length}.`,
          params: { code: 'too_many_links' },
        })
        return z.NEVER
      }
      if (lines.length === 0) {
        context.issues.push({
          code: 'custom',
          input: value,
          message: 'Give at least one link.',
          params: { problem: 'no links' },
        })
        return z.NEVER
      }
      return lines
    }),
  quality: z
    .enum(orEmpty<'best' | QualityId>(['best', ...QUALITY_IDS]), {
      error: `Unknown quality. Use best or one of: ${QUALITY_IDS.join(', ')}.`,
    })
    .optional()
    .meta({
      description:
        '`best` (the default; empty means it too): the largest real picture of each video, never the enlarged Full HD; or one quality, with the largest smaller one (else the next larger) when a video lacks it.',
    })
    .transform((quality): 'best' | QualityId => quality || 'best'),
  format: z
    .enum(orEmpty(FORMAT_IDS), {
      error: `Unknown format. Use one of: ${FORMAT_IDS.join(', ')}.`,
    })
    .optional()
    .meta({ description: 'The file format of every picture; `jpg` by default (or empty).' })
    .transform((format): FormatId => format || 'jpg'),
  name: z
    .enum(orEmpty(NAME_STYLES), { error: `Unknown name. Use ${NAME_STYLES.join(' or ')}.` })
    .optional()
    .meta({
      description:
        "`id` (the default, or empty): `youtube-thumbnail-<id>-<quality>.<ext>`; `title`: after the video's title and the picture's size. Equal names get ` (2)`, ` (3)`…",
    })
    .transform((name) => name || 'id'),
  wholePlaylist: z
    .unknown()
    .optional()
    .meta({
      description:
        'JSON `true`, or a checked form checkbox (`on`, `1` or `true`): a watch link with `list=` stands for its whole playlist, not its one video. Anything else, or left out, is false.',
      examples: [true, 'on'],
    })
    .transform((flag) => flag === true || flag === 'on' || flag === '1' || flag === 'true'),
})

/** A checked request: its lines (trimmed, none blank) and the options of the batch. */
export type BatchInput = { lines: string[]; options: BatchOptions }

/**
 * Checks a parsed body (server/http/request-body.ts) field by field in the schema's order, then
 * that at least one line names a video, a playlist or a channel: a 400 `invalid_request` (with
 * the field, or with every unusable line as `links[<index>]`), or a 413 `too_many_links`.
 * @example readBatchRequest({ links: ['dQw4w9WgXcQ'] }).options.format // 'jpg'
 */
export function readBatchRequest(fields: Record<string, unknown>): BatchInput {
  const { links: lines, ...options } = parseRequest(BatchRequest, fields, (key, message, issue) => {
    const params = (issue.code === 'custom' ? issue.params : undefined) ?? {}
    if (params.code === 'too_many_links') return new HttpError('too_many_links', { message })
    const problem = typeof params.problem === 'string' ? params.problem : FIELD_PROBLEMS[key]
    return new HttpError('invalid_request', {
      message,
      fields: { [key]: problem ?? 'not valid' },
    })
  })
  const bad = lines.flatMap((line, index) =>
    classifyLine(line, options).kind === 'invalid' ? [index] : [],
  )
  if (bad.length === lines.length) {
    throw new HttpError('invalid_request', {
      message: 'No line is a link to a video, a playlist or a channel.',
      fields: Object.fromEntries(bad.map((index) => [`links[${index}]`, lines[index] ?? ''])),
    })
  }
  return { lines, options }
}

/**
 * What a refused `url` of `GET /api/lists/newest` says, by what the link is; `handle` is said by
 * newest.ts, once the expander finds it has no key to read an `@handle` with.
 */
export const NEWEST_LINK_WORDS = {
  empty: 'Give the link of a YouTube channel or playlist.',
  video:
    'This is a video link: give the link of a channel (youtube.com/channel/UC… or youtube.com/@name) or a playlist.',
  channel:
    'This channel link cannot be read: give its youtube.com/channel/UC… or youtube.com/@name link.',
  handle:
    'This server reads @handle links only with a YouTube API key, which it does not have. Give the channel’s youtube.com/channel/UC… link instead.',
  other:
    'This is not a link to a YouTube channel or playlist. Give a link such as https://www.youtube.com/channel/UC…, https://www.youtube.com/@name or https://www.youtube.com/playlist?list=…',
} as const

/**
 * `GET /api/lists/newest?url=…`: a channel or playlist link, read as a batch line is
 * (core/batch.ts, classifyLine), a watch link with `list=` standing for its playlist.
 */
export const NewestQuery = z.object({
  url: z
    .string()
    .meta({
      description:
        "A channel link (`youtube.com/channel/UC…`, or `youtube.com/@handle`, which needs the server's Data API key) or a playlist link (`list=…`, a watch link with `list=` included).",
      examples: ['https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw'],
    })
    .transform((url, context): ExpandTarget => {
      const line = classifyLine(url, { wholePlaylist: true })
      if (line.kind !== 'video' && line.kind !== 'invalid') return line
      const words =
        url.trim() === ''
          ? NEWEST_LINK_WORDS.empty
          : line.kind === 'video'
            ? NEWEST_LINK_WORDS.video
            : isChannelLink(url)
              ? NEWEST_LINK_WORDS.channel
              : NEWEST_LINK_WORDS.other
      context.issues.push({ code: 'custom', input: url, message: words })
      return z.NEVER
    }),
})

/** A link to a channel page, readable or not (`/c/name`, `/user/name`: core/youtube-url.ts). */
function isChannelLink(url: string): boolean {
  const parsed = parseVideoId(url)
  return !parsed.ok && parsed.reason === 'channel'
}

/** The answer of `GET /api/lists/newest` (core/newest-videos.ts); its texts are untrusted. */
export const NewestVideosSchema = z
  .object({
    kind: z.enum(['channel', 'playlist']).meta({ description: 'What the link named.' }),
    id: z.string().meta({
      description: 'The channel id (`UC…`), the handle (`@name`) or the playlist id.',
    }),
    title: z.string().nullable().meta({
      description:
        "The channel's name, or the playlist's title; null when the answer did not give it. Untrusted text, cleaned as oEmbed's: escape it.",
    }),
    channel: z.string().nullable().meta({
      description:
        'The channel that owns the list (for a channel, its own name); null when not given.',
    }),
    videos: z
      .array(
        z.object({
          videoId: z.string().regex(VIDEO_ID_PATTERN),
          title: z.string().nullable(),
          previewUrl: z.string().meta({
            description:
              "This site's small WebP of the video's `mqdefault` picture (320×180): `/api/thumbnails/<videoId>/preview/mqdefault.webp`.",
          }),
        }),
      )
      .meta({ description: 'Newest first, at most as many as the public feed lists.' }),
    complete: z
      .boolean()
      .meta({ description: 'False when the list holds more videos than these.' }),
    source: z.enum(['feed', 'api']).meta({
      description: "Read from the public feed, or with the server's key from the Data API.",
    }),
  })
  .meta({
    description: "A channel's or playlist's newest videos.",
  }) satisfies z.ZodType<NewestVideos>

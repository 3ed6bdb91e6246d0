/**
 * @module The thumbnail routes' inputs and answers as zod schemas: routes.ts validates every
 * query and path parameter with them, and openapi.ts describes the routes from the same schemas
 * (server/http/openapi.ts). The refusal words are the ones the API has always answered.
 */
import { z } from 'zod'
import { CROP_SHAPES, CROPS } from '#core/crops.ts'
import { NAME_STYLES, OVERLAYS } from '#core/filename.ts'
import { FORMATS, type FormatId } from '#core/formats.ts'
import { QUALITIES, QUALITY_GROUPS, type QualityGroup, type QualityId } from '#core/qualities.ts'
import { invalidUrlToast } from '#core/toasts.ts'
import { VIDEO_ID_PATTERN } from '#core/video-id.ts'
import { parseVideoId } from '#core/youtube-url.ts'

const QUALITY_IDS = QUALITIES.map((quality) => quality.id) as [QualityId, ...QualityId[]]
const FORMAT_IDS = FORMATS.map((format) => format.id) as [FormatId, ...FormatId[]]
const GROUP_IDS = QUALITY_GROUPS.map((group) => group.id) as [QualityGroup, ...QualityGroup[]]

const VIDEO_ID_WORDS = 'A video id is 11 letters, digits, dashes or underscores.'
const VideoId = z
  .string({ error: VIDEO_ID_WORDS })
  .regex(VIDEO_ID_PATTERN, { error: VIDEO_ID_WORDS })
  .meta({ description: "The video's 11-character id.", examples: ['dQw4w9WgXcQ'] })

const Quality = z
  .enum(QUALITY_IDS, {
    error: `Unknown quality. Use one of: ${QUALITY_IDS.join(', ')}.`,
  })
  .meta({ description: "The picture: a lookup entry's `quality`." })

const SHAPES = Object.entries(CROP_SHAPES)
  .map(([crop, shape]) => `\`${crop}\` (${shape.label.toLowerCase()}, for ${shape.usedFor})`)
  .join(', ')

const Crop = z
  .enum(CROPS, { error: `Unknown crop. Use crop=${CROPS.join(' or crop=')}, or leave it out.` })
  .optional()
  .meta({
    description: `\`letterbox\` returns a letterboxed picture (its \`letterboxed\` is true) without the dark bars. A shape returns the largest box of it inside what the picture shows, its artwork when bars frame it on any side, never enlarged: ${SHAPES}.`,
  })

const Overlay = z
  .enum(OVERLAYS, {
    error: `Unknown overlay. Use overlay=${OVERLAYS.join(' or overlay=')}, or leave it out.`,
  })
  .optional()
  .meta({
    description: '`play` draws a play button in the centre, for e-mails, slides and READMEs.',
  })

/** Field problems of the refusals that name one (`fields` of the error body). */
export const FIELD_PROBLEMS: Readonly<Record<string, string>> = {
  quality: 'unknown quality',
  crop: 'unknown crop',
  overlay: 'unknown overlay',
  name: 'unknown name',
  label: 'empty or too long',
}

/** `GET /api/thumbnails?url=…`: a YouTube link or a bare id, read as the page reads it. */
export const LookupQuery = z.object({
  url: z
    .string()
    .meta({
      description:
        'A YouTube video link (watch, youtu.be, shorts, embed, live, music, …) or an 11-character video id.',
      examples: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    })
    .transform((url, context) => {
      const parsed = parseVideoId(url)
      if (parsed.ok) return parsed.id
      // A playlist or channel link is told so, with where it works (the page's toast names its
      // Many links mode instead); any other refusal gets the toast's own words.
      const { reason } = parsed
      const message =
        reason === 'playlist' || reason === 'channel'
          ? `This is a ${reason} link, not a single video. POST /api/batch gets the thumbnails of all its videos.`
          : invalidUrlToast(reason).description
      context.issues.push({ code: 'custom', input: url, message })
      return z.NEVER
    }),
})

/** The longest `label` a title-named file takes: a quality's name in any language fits. */
const LABEL_MAX = 60

/** `GET /api/thumbnails/{videoId}/{quality}.{format}`, checked in this order. */
export const FileParams = z.object({
  videoId: VideoId,
  quality: Quality,
  format: z
    .enum(FORMAT_IDS, { error: `Unknown format. Use one of: ${FORMAT_IDS.join(', ')}.` })
    .meta({ description: 'The file format.' }),
  crop: Crop,
  overlay: Overlay,
  name: z
    .enum(NAME_STYLES, {
      error: `Unknown name. Use name=${NAME_STYLES.join(' or name=')}, or leave it out.`,
    })
    .default('id')
    .meta({
      description:
        "`title` names the file after the video's title and the picture's size when the title is known; `id` (the default) after the video id and quality.",
    }),
  label: z
    .string()
    .trim()
    .min(1, { error: 'Give the label some words, or leave it out.' })
    .max(LABEL_MAX, { error: `A label is at most ${LABEL_MAX} characters.` })
    .optional()
    .meta({
      description:
        "With `name=title`: the picture's words in the file name, in the reader's language (the site's pages send their own); the quality's English `name` without it.",
    }),
})

/** `GET /api/thumbnails/{videoId}/preview/{quality}.webp`, checked in this order. */
export const PreviewParams = z.object({ videoId: VideoId, quality: Quality, crop: Crop })

const nullableSize = z.number().int().positive().nullable()

/** One entry of a lookup (core/lookup.ts, ThumbnailEntry). */
export const ThumbnailEntrySchema = z.object({
  quality: z.enum(QUALITY_IDS).meta({ description: "The image host's own name for the picture." }),
  name: z.string().meta({ description: "A label a person understands: 'Maximum Resolution'." }),
  group: z.enum(GROUP_IDS).meta({ description: 'The group its card is shown in.' }),
  resolution: z.string().meta({ description: "Size as the page shows it, e.g. '1280x720'." }),
  width: nullableSize.meta({ description: 'Real pixel width served; null when unavailable.' }),
  height: nullableSize.meta({ description: 'Real pixel height served; null when unavailable.' }),
  available: z.boolean(),
  upscaled: z.boolean().meta({ description: 'True when the server enlarges the source.' }),
  downloadUrl: z
    .string()
    .nullable()
    .meta({ description: 'The JPG file (other formats beside it); null when unavailable.' }),
  previewUrl: z
    .string()
    .nullable()
    .meta({ description: 'A small inline WebP of it; null when unavailable.' }),
  letterboxed: z
    .boolean()
    .meta({ description: 'True when dark bars fill its top and bottom (see `crop`).' }),
  croppedHeight: z.number().int().positive().nullable().meta({
    description:
      'Its height without those bars (`crop=letterbox`; the width stays); null when not letterboxed.',
  }),
  pillarboxed: z.boolean().meta({
    description:
      "True when flat side bars frame what it shows (a music video's artwork): a shape crop is cut from between them.",
  }),
  croppedWidth: z.number().int().positive().nullable().meta({
    description:
      "The width between those side bars, from the video's medium picture; null when not pillarboxed.",
  }),
})

/** The answer of `GET /api/thumbnails` (core/lookup.ts, Lookup). */
export const LookupSchema = z.object({
  videoId: z.string().regex(VIDEO_ID_PATTERN),
  title: z.string().nullable().meta({ description: "The video's title; null when unknown." }),
  channel: z.string().nullable().meta({ description: "The channel's name; null when unknown." }),
  thumbnails: z.array(ThumbnailEntrySchema).meta({
    description: 'The six main qualities first, always, then every extra picture the video has.',
  }),
})

/**
 * @module The batch routes in the API document (server/http/openapi.ts), from the schemas
 * routes.ts and newest.ts check their input with (schemas.ts) and the limits they answer by
 * (limits.ts).
 */
import { FEED_VIDEOS, MAX_BATCH_LINKS } from '#core/batch.ts'
import { NEWEST_VIDEOS_PATH } from '#core/newest-videos.ts'
import {
  errorResponses,
  jsonResponse,
  jsonSchema,
  parameters,
  schemaRef,
  type ApiDescription,
  type JsonSchema,
} from '../http/openapi.ts'
import { BATCH_LIMITS, NEWEST_LIMITS } from './limits.ts'
import { NEWEST_CACHE_CONTROL } from './newest.ts'
import { BATCH_BODY_BYTES } from './routes.ts'
import { BatchRequest, NewestQuery, NewestVideosSchema } from './schemas.ts'

const { rate, activeBatches, listReads } = BATCH_LIMITS
const body: JsonSchema = jsonSchema(BatchRequest, 'input')

export const batchApiDescription: ApiDescription = {
  schemas: { NewestVideos: NewestVideosSchema },
  paths: {
    [NEWEST_VIDEOS_PATH]: {
      get: {
        operationId: 'newestVideos',
        tags: ['batch'],
        summary: "A channel's or playlist's newest videos, with their titles.",
        description: `Read as a batch reads its lists: from the public feed (its newest ${NEWEST_LIMITS.videos}), or with the server's Data API key as many through the API. Each request to YouTube takes one of the client's list reads, shared with POST /api/batch (${listReads.capacity}, one back every ${listReads.refillMs / 1000} s); each request here also counts as a lookup of GET /api/thumbnails. A list is kept for ${NEWEST_LIMITS.cacheMs / 1000} s, a missing one for ${NEWEST_LIMITS.missingCacheMs / 1000} s: asked again meanwhile, it costs no read.`,
        parameters: parameters(NewestQuery, 'query'),
        responses: {
          '200': jsonResponse('The videos, newest first.', schemaRef('NewestVideos'), {
            'Cache-Control': {
              description: `\`${NEWEST_CACHE_CONTROL}\``,
              required: true,
              schema: { type: 'string', const: NEWEST_CACHE_CONTROL },
            },
          }),
          ...errorResponses({
            invalid_url:
              'The link is not a channel or playlist link (the message says what it is), or it is an `@handle` and the server has no Data API key to read it with (a `/channel/UC…` link works). Nothing is fetched.',
            not_found: 'No such channel or playlist (or a private one).',
            upstream_error: 'YouTube did not answer properly.',
            upstream_timeout: 'YouTube took too long.',
            rate_limited:
              "Over the client's lookups, or its list reads are spent; wait Retry-After seconds.",
            internal_error: 'Something unexpected failed; the log has the request id.',
          }),
        },
      },
    },
    '/api/batch': {
      post: {
        operationId: 'downloadBatch',
        tags: ['batch'],
        summary:
          'Many videos, playlists or channels in one download: a ZIP of one picture per video and report.csv.',
        description: `JSON, or an HTML form (the same names; \`links\` as one text with a link a line), UTF-8, at most ${BATCH_BODY_BYTES} bytes, uncompressed. A playlist or channel counts its newest ${FEED_VIDEOS} videos from the public feed, or with the server's Data API key up to the limit; at most ${MAX_BATCH_LINKS} videos in all. The ZIP streams as the pictures arrive, without Content-Length; a picture that cannot be had is left out and its row in report.csv says why (docs/api.md). A client that disconnects stops the work. A refused form post from a browser (Content-Type application/x-www-form-urlencoded and an Accept that includes text/html) gets the Many links form page instead of the JSON error, with the same status and the posted values kept; a JSON body, or an Accept without text/html, gets the JSON error.`,
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: body },
            'application/x-www-form-urlencoded': { schema: body },
          },
        },
        responses: {
          '200': {
            description:
              'The ZIP: each picture stored whole (no compression), report.csv last (RFC 4180: `link,video_id,title,quality,width,height,bytes,status`, a row per input line and per video a playlist or channel expanded to).',
            headers: {
              'X-Request-Id': { $ref: '#/components/headers/RequestId' },
              'Content-Disposition': {
                description: 'attachment, named after the time the batch began, in UTC.',
                required: true,
                schema: {
                  type: 'string',
                  pattern: '^attachment; filename="thumbnails-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.zip"$',
                  examples: ['attachment; filename="thumbnails-2026-11-25-1405.zip"'],
                },
              },
              'X-Batch-Videos': {
                description: 'How many videos the ZIP will try, for showing progress.',
                required: true,
                schema: { type: 'string', pattern: '^[0-9]+$' },
              },
              'Cache-Control': {
                description: '`no-store`',
                required: true,
                schema: { type: 'string', const: 'no-store' },
              },
            },
            content: {
              'application/zip': {
                schema: { type: 'string', contentMediaType: 'application/zip' },
              },
            },
          },
          ...errorResponses({
            invalid_request:
              'No links, a bad `links`, `quality`, `format` or `name` (`fields` names it), no line that is a link to a video, a playlist or a channel (`fields` lists every line as `links[<index>]`), or a body that is not a JSON object, valid JSON or UTF-8. Nothing is fetched.',
            too_many_links: `More than ${MAX_BATCH_LINKS} lines. Nothing is fetched.`,
            payload_too_large: `The body is over ${BATCH_BODY_BYTES} bytes; the connection is closed.`,
            unsupported_media_type:
              'The body is not application/json or application/x-www-form-urlencoded, not UTF-8, or compressed.',
            rate_limited: `This client sent over ${rate.capacity} batches (one more every ${rate.refillMs / 1000} s); wait Retry-After seconds.`,
            overloaded: `${activeBatches} batches are streaming already; wait Retry-After seconds.`,
            internal_error: 'Something unexpected failed; the log has the request id.',
          }),
        },
      },
    },
  },
}

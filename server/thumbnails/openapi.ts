/**
 * @module The thumbnail routes in the API document (server/http/openapi.ts), from the schemas
 * routes.ts validates with (schemas.ts).
 */
import { FORMATS, getFormat } from '#core/formats.ts'
import {
  errorResponses,
  jsonResponse,
  parameters,
  schemaRef,
  type ApiDescription,
  type ApiResponse,
  type Header,
} from '../http/openapi.ts'
import { FileParams, LookupQuery, LookupSchema, PreviewParams } from './schemas.ts'

const cacheControl = (value: string): Header => ({
  description: `\`${value}\``,
  required: true,
  schema: { type: 'string', const: value },
})

/** The refusals every thumbnail route may answer before or while asking the image host. */
const BUSY = {
  rate_limited: 'This client sent too many requests; wait Retry-After seconds.',
  overloaded: 'The server or the image host is busy; wait Retry-After seconds.',
  upstream_error: 'The image host did not answer properly.',
  upstream_timeout: 'The image host took too long.',
  internal_error: 'Something unexpected failed; the log has the request id.',
} as const

const file = (types: readonly string[], disposition: boolean): ApiResponse => ({
  description: disposition ? 'The file, as an attachment.' : 'The picture, shown inline.',
  headers: {
    'X-Request-Id': { $ref: '#/components/headers/RequestId' },
    'Cache-Control': cacheControl('public, max-age=86400'),
    ...(disposition && {
      'Content-Disposition': {
        description:
          'attachment; with the file name (ASCII `filename` and UTF-8 `filename*`): `<id>-<quality>.<format>`, or with `name=title` the title and size.',
        required: true,
        schema: { type: 'string' },
      },
    }),
  },
  content: Object.fromEntries(
    types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
  ),
})

export const thumbnailsApiDescription: ApiDescription = {
  schemas: { Lookup: LookupSchema },
  paths: {
    '/api/thumbnails': {
      get: {
        operationId: 'lookupThumbnails',
        tags: ['thumbnails'],
        summary: 'Which pictures a video has, with its title and channel.',
        parameters: parameters(LookupQuery, 'query'),
        responses: {
          '200': jsonResponse('The lookup.', schemaRef('Lookup'), {
            'Cache-Control': cacheControl('public, max-age=300'),
          }),
          ...errorResponses({
            invalid_url: 'The link is not a YouTube video link (the message says what it is).',
            no_thumbnails: 'The video has no thumbnail at all (it does not exist).',
            ...BUSY,
          }),
        },
      },
    },
    '/api/thumbnails/{videoId}/{quality}.{format}': {
      get: {
        operationId: 'downloadThumbnail',
        tags: ['thumbnails'],
        summary: 'One picture as a file, converted to the format asked for.',
        parameters: [
          ...parameters(FileParams.pick({ videoId: true, quality: true, format: true }), 'path'),
          ...parameters(FileParams.pick({ crop: true, name: true }), 'query'),
        ],
        responses: {
          '200': file(
            FORMATS.map((format) => format.mimeType),
            true,
          ),
          ...errorResponses({
            invalid_request:
              'An unknown video id, quality, format, crop or name (`fields` names the parameter).',
            not_found: 'The video has no picture of this quality.',
            no_thumbnails: 'The video has no thumbnail at all.',
            conversion_failed: 'The picture could not be converted within the limits.',
            ...BUSY,
          }),
        },
      },
    },
    '/api/thumbnails/{videoId}/preview/{quality}.webp': {
      get: {
        operationId: 'previewThumbnail',
        tags: ['thumbnails'],
        summary: 'A small WebP of one picture (at most 320 px wide), for showing it inline.',
        parameters: [
          ...parameters(PreviewParams.pick({ videoId: true, quality: true }), 'path'),
          ...parameters(PreviewParams.pick({ crop: true }), 'query'),
        ],
        responses: {
          '200': file([getFormat('webp').mimeType], false),
          ...errorResponses({
            invalid_request: 'An unknown video id, quality or crop.',
            not_found: 'The video has no picture of this quality.',
            no_thumbnails: 'The video has no thumbnail at all.',
            conversion_failed: 'The picture could not be converted within the limits.',
            ...BUSY,
          }),
        },
      },
    },
  },
}

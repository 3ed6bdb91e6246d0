/**
 * @module The machine-readable API: an OpenAPI 3.1 document built from the zod schemas the routes
 * validate with and answer in, so the document cannot drift from the code
 * (docs/decisions/023-openapi-from-zod.md). Each capability describes its own paths with the
 * helpers here (server/thumbnails/openapi.ts, server/contact/openapi.ts); server/openapi.ts puts
 * them together and server/app.ts serves the result at `GET /api/openapi.json`.
 *
 * OpenAPI 3.1's schemas are JSON Schema draft 2020-12, which is what zod's own `z.toJSONSchema`
 * writes, so no OpenAPI library stands between the schemas and the document.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { ERROR_CODES, type ErrorCode } from '#core/api-errors.ts'
import { HealthSchema } from './health.ts'
import { ReadinessSchema } from './readiness.ts'

export type JsonSchema = { [keyword: string]: unknown }

/** An OpenAPI header, parameter, response or operation: plain JSON, as the spec writes it. */
export type Header = { description: string; required?: boolean; schema: JsonSchema }
export type Parameter = {
  name: string
  in: 'query' | 'path' | 'header'
  description?: string
  required: boolean
  schema: JsonSchema
}
export type ApiResponse = {
  description: string
  headers?: Record<string, Header | { $ref: string }>
  content?: Record<string, { schema: JsonSchema }>
}
export type Operation = {
  operationId: string
  summary: string
  description?: string
  tags?: string[]
  parameters?: Parameter[]
  requestBody?: {
    required: boolean
    description?: string
    content: Record<string, { schema: JsonSchema }>
  }
  responses: Record<string, ApiResponse>
}
/** Paths as OpenAPI writes them (`/api/thumbnails/{videoId}/{quality}.{format}`) → method → operation. */
export type Paths = Record<string, Partial<Record<'get' | 'post', Operation>>>

/** What one capability adds: its paths and the named schemas they refer to. */
export type ApiDescription = { paths: Paths; schemas?: Record<string, z.ZodType> }

export type OpenApiDocument = {
  openapi: '3.1.1'
  info: { title: string; version: string; description: string; license: Record<string, string> }
  paths: Paths
  components: { schemas: Record<string, JsonSchema>; headers: Record<string, Header> }
}

const SCHEMAS = '#/components/schemas/'

/** A reference to a named schema of the document (`schemas` of an ApiDescription). */
export const schemaRef = (name: string): JsonSchema => ({ $ref: `${SCHEMAS}${name}` })

/**
 * The JSON Schema of a zod schema as the document embeds it: without its own `$schema` (the
 * document's dialect applies). `input` describes what a client sends (before defaults and
 * transforms), `output` what the server answers.
 * @example jsonSchema(z.enum(['id', 'title'])) // { type: 'string', enum: ['id', 'title'] }
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): JsonSchema {
  return standalone(z.toJSONSchema(schema, { target: 'draft-2020-12', io }))
}

/** A schema zod wrote to stand alone, without the `$schema` and `$id` that made it so. */
function standalone(schema: JsonSchema): JsonSchema {
  const copy = { ...schema }
  delete copy.$schema
  delete copy.$id
  return copy
}

/**
 * One parameter per key of an object schema, in its key order, each with the key's own
 * description (zod's `.meta({ description })`) and required unless the key may be left out.
 */
export function parameters(schema: z.ZodObject, where: 'query' | 'path'): Parameter[] {
  const whole = jsonSchema(schema, 'input') as {
    properties: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(whole.properties).map(([name, { description, ...property }]) => ({
    name,
    in: where,
    ...(typeof description === 'string' && { description }),
    required: where === 'path' || (whole.required ?? []).includes(name),
    schema: property,
  }))
}

/** The body of every API error (server/http/http-error.ts, core/api-errors.ts). */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z
        .enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]])
        .meta({ description: 'What went wrong; each code has one HTTP status (docs/api.md).' }),
      message: z.string().meta({ description: 'A sentence a person can read.' }),
      requestId: z
        .string()
        .meta({ description: "The request's id, as in its X-Request-Id header and the log." }),
      fields: z
        .record(z.string(), z.string())
        .optional()
        .meta({ description: 'Per-field problems of a refused form or parameter.' }),
    }),
  })
  .meta({ description: 'Every error the API answers has this body.' })

/** Headers every response carries, and the two that tell a client when to retry. */
const HEADERS: Record<string, Header> = {
  RequestId: {
    description:
      "The request's id: the X-Request-Id of a proxy in TRUST_PROXY when short and safe (letters, digits, -_.:, at most 128), else one the server made.",
    required: true,
    schema: { type: 'string', maxLength: 128 },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again.',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
}
const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` })

/** Codes answered with Retry-After (server/http/http-error.ts's callers). */
const RETRY_CODES: ReadonlySet<ErrorCode> = new Set(['rate_limited', 'overloaded'])

/**
 * A JSON answer: its schema and headers (X-Request-Id always).
 * @example jsonResponse('The lookup.', schemaRef('Lookup'), { 'Cache-Control': … })
 */
export function jsonResponse(
  description: string,
  schema: JsonSchema,
  headers: Record<string, Header> = {},
): ApiResponse {
  return {
    description,
    headers: { 'X-Request-Id': header('RequestId'), ...headers },
    content: { 'application/json': { schema } },
  }
}

/**
 * The error answers of an operation, one per status, each with the codes it may carry. `words`
 * says when each code happens on this route.
 * @example errorResponses({ invalid_url: 'The link is not a YouTube video link.' })
 */
export function errorResponses(
  words: Partial<Record<ErrorCode, string>>,
): Record<string, ApiResponse> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of Object.keys(words) as ErrorCode[]) {
    const { status } = ERROR_CODES[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((code) => `\`${code}\`: ${words[code]}`).join(' '),
        headers: {
          'X-Request-Id': header('RequestId'),
          ...(codes.some((code) => RETRY_CODES.has(code)) && {
            'Retry-After': header('RetryAfter'),
          }),
        },
        content: {
          'application/json': {
            schema: {
              allOf: [
                schemaRef('ErrorBody'),
                {
                  type: 'object',
                  properties: {
                    error: {
                      type: 'object',
                      properties: { code: { type: 'string', enum: codes } },
                    },
                  },
                },
              ],
            },
          },
        },
      },
    ]),
  )
}

/**
 * The whole document. Named schemas become `components.schemas` and refer to each other by
 * `$ref` (zod's registry output).
 */
export function openApiDocument({
  version,
  description,
  apis,
}: {
  version: string
  description: string
  apis: readonly ApiDescription[]
}): OpenApiDocument {
  const registry = z.registry<{ id: string }>()
  registry.add(ErrorBodySchema, { id: 'ErrorBody' })
  for (const api of apis) {
    for (const [id, schema] of Object.entries(api.schemas ?? {})) registry.add(schema, { id })
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `${SCHEMAS}${id}`,
  })
  return {
    openapi: '3.1.1',
    info: {
      title: 'ThumbGrab API',
      version,
      description,
      license: { name: 'MIT', identifier: 'MIT' },
    },
    paths: Object.assign({}, ...apis.map((api) => api.paths)),
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([id, schema]) => [id, standalone(schema)]),
      ),
      headers: HEADERS,
    },
  }
}

/**
 * `GET /api/openapi.json`: the document, written once. It changes only with a new release, so
 * caches may keep it an hour.
 */
export function openApiRoute(document: OpenApiDocument) {
  const text = JSON.stringify(document)
  return new Hono().get('/', (c) => {
    return c.body(text, 200, {
      'Content-Type': 'application/json',
      'Cache-Control': 'public, max-age=3600',
    })
  })
}

/** The kernel's own routes: the two checks and this document. */
export const kernelApiDescription: ApiDescription = {
  paths: {
    '/healthz': {
      get: {
        operationId: 'health',
        tags: ['operations'],
        summary: 'Liveness: the process is up, and which version it runs.',
        responses: {
          '200': jsonResponse('Up.', jsonSchema(HealthSchema)),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'readiness',
        tags: ['operations'],
        summary: 'Readiness: whether this process should be sent traffic now.',
        responses: {
          '200': jsonResponse(
            'Ready: `ready`, or `<check> degraded` while an optional dependency (Redis) is away and the process serves without it.',
            jsonSchema(
              ReadinessSchema.extend({
                status: z.union([z.literal('ready'), z.string().regex(/^.+ degraded$/)]),
              }),
            ),
          ),
          '503': jsonResponse(
            'Not ready: `starting`, `draining` (after SIGTERM, until exit) or `<check> unavailable`.',
            jsonSchema(ReadinessSchema),
          ),
        },
      },
    },
    '/api/openapi.json': {
      get: {
        operationId: 'openApiDocument',
        tags: ['operations'],
        summary: 'This document.',
        responses: {
          '200': jsonResponse('The OpenAPI 3.1 document.', { type: 'object' }),
        },
      },
    },
  },
}

/**
 * The one error type of the server and the one place that turns any error
 * into a response. Expected errors carry a code from core/api-errors.ts (which
 * fixes the status and default message); anything else becomes a generic 500,
 * logged once with the request id and never shown to the client.
 */
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#core/api-errors.ts'
import type { Logger } from '../log.ts'

export class HttpError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  /** Per-field messages for a form's 400 (`{ error: { …, fields: { email: '…' } } }`). */
  readonly fields?: Readonly<Record<string, string>>

  constructor(
    code: ErrorCode,
    options: {
      message?: string
      headers?: Record<string, string>
      fields?: Record<string, string>
      cause?: unknown
    } = {},
  ) {
    // An expected error is answered, never logged with a stack (the cause keeps its own), and
    // capturing one is the dearest part of a 503 when H2 sheds thousands a second.
    const { stackTraceLimit } = Error
    Error.stackTraceLimit = 0
    super(options.message ?? ERROR_CODES[code].message, { cause: options.cause })
    Error.stackTraceLimit = stackTraceLimit
    this.name = 'HttpError'
    this.code = code
    this.status = ERROR_CODES[code].status
    this.headers = options.headers ?? {}
    if (options.fields) this.fields = options.fields
  }
}

/**
 * `{ "error": { "code", "message", "requestId" } }`, never cached (docs/reliability.md, D5). The
 * request id is the one in the log line and the `X-Request-Id` header (request-log.ts).
 * @example errorResponse('overloaded', { requestId, headers: { 'Retry-After': '2' } })
 */
export function errorResponse(
  code: ErrorCode,
  {
    requestId,
    message = ERROR_CODES[code].message,
    headers = {},
    fields,
  }: {
    requestId: string
    message?: string
    headers?: Record<string, string>
    fields?: Readonly<Record<string, string>> | undefined
  },
): Response {
  const body: ApiErrorBody = { error: { code, message, requestId, ...(fields && { fields }) } }
  const text = JSON.stringify(body)
  // A string body, not Response.json: @hono/node-server then writes the string as it is, where
  // Response.json builds a full web Response and a stream (it counts when H2 sheds 4,000 a second).
  // With the exact length, compress() sees the body is too small without reading it (reading
  // would turn the light response into a full one and rebuild it).
  return new Response(text, {
    status: ERROR_CODES[code].status,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(text)),
      'Cache-Control': 'no-store',
      ...headers,
    },
  })
}

export function toResponse(error: unknown, log: Logger, requestId: string): Response {
  if (error instanceof HttpError) {
    const { code, message, fields } = error
    return errorResponse(code, { requestId, message, headers: { ...error.headers }, fields })
  }
  log.error({ msg: 'unhandled error', requestId, error: describe(error) })
  return errorResponse('internal_error', { requestId })
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

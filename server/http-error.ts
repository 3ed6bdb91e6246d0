/**
 * The one error type of the server and the one place that turns any error
 * into a response. Expected errors carry a status and a stable code; anything
 * else becomes a generic 500, logged once with the request id.
 */
import type { Logger } from './log.ts'

export class HttpError extends Error {
  readonly status: number
  readonly code: string
  readonly headers: Readonly<Record<string, string>>

  constructor(
    status: number,
    code: string,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'HttpError'
    this.status = status
    this.code = code
    this.headers = options.headers ?? {}
  }
}

/** `{ "error": { "code", "message" } }`, never cached (RELIABILITY D5). */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { error: { code, message } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  )
}

export function toResponse(error: unknown, log: Logger, requestId: string): Response {
  if (error instanceof HttpError) {
    return errorResponse(error.status, error.code, error.message, { ...error.headers })
  }
  log.error({ msg: 'unhandled error', requestId, error: describe(error) })
  return errorResponse(500, 'internal_error', 'Something went wrong on our side. Please try again.')
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

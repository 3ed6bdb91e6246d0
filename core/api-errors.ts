/**
 * The API's error codes, each with its HTTP status and the sentence a person
 * sees. The server's HttpError (server/http/http-error.ts) and the page both
 * read from here, so a code means the same words everywhere.
 */
import { TOASTS } from './toasts.ts'

type ApiError = { readonly status: number; readonly message: string }

/** API error code → HTTP status and default message (docs/api.md). */
export const ERROR_CODES = {
  invalid_url: { status: 400, message: TOASTS.invalidUrl.description },
  no_thumbnails: { status: 404, message: TOASTS.noThumbnails.description },
  upstream_error: {
    status: 502,
    message: 'The thumbnail host did not answer properly. Please try again.',
  },
  upstream_timeout: {
    status: 504,
    message: 'The thumbnail host took too long to answer. Please try again.',
  },
  invalid_request: { status: 400, message: 'This request is not valid.' },
  not_found: { status: 404, message: 'Nothing was found at this address.' },
  // The image decoded badly or breaks our limits: the input, not the server, is at fault
  // (docs/reliability.md, C1–C3).
  conversion_failed: { status: 422, message: TOASTS.conversionFailed.description },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  overloaded: { status: 503, message: 'The server is busy. Please try again in a moment.' },
  payload_too_large: { status: 413, message: 'This request is too large.' },
  too_many_links: { status: 413, message: 'A batch takes at most 200 links.' },
  unsupported_media_type: { status: 415, message: 'This content type is not supported.' },
  method_not_allowed: { status: 405, message: 'This method is not allowed here.' },
  /**
   * Anything unexpected: a 500 that reveals nothing to the client; the error itself is logged
   * once, with the request id (server/http/http-error.ts).
   */
  internal_error: { status: 500, message: TOASTS.fetchFailed.description },
} as const satisfies Record<string, ApiError>

export type ErrorCode = keyof typeof ERROR_CODES

/** The JSON body of every API error response. */
export type ApiErrorBody = {
  error: {
    code: ErrorCode
    message: string
    /** The request's id, as in its `X-Request-Id` header and the server's log line. */
    requestId: string
    fields?: Readonly<Record<string, string>>
  }
}

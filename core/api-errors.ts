/**
 * The API's error codes, each with its HTTP status and the sentence a person
 * sees. The server's HttpError (server/http/http-error.ts) reads from here, so a
 * code means the same words everywhere; the page reads only the codes and their
 * statuses (core/error-codes.ts) and words what it shows from its own catalog.
 */
import { ERROR_STATUS, type ErrorCode } from './error-codes.ts'
import { TOASTS } from './toasts.ts'

export type { ErrorCode } from './error-codes.ts'

type ApiError = { readonly status: number; readonly message: string }

/** API error code → HTTP status and default message (docs/api.md). */
export const ERROR_CODES = {
  invalid_url: { status: ERROR_STATUS.invalid_url, message: TOASTS.invalidUrl.description },
  no_thumbnails: { status: ERROR_STATUS.no_thumbnails, message: TOASTS.noThumbnails.description },
  upstream_error: {
    status: ERROR_STATUS.upstream_error,
    message: 'The thumbnail host did not answer properly. Please try again.',
  },
  upstream_timeout: {
    status: ERROR_STATUS.upstream_timeout,
    message: 'The thumbnail host took too long to answer. Please try again.',
  },
  invalid_request: { status: ERROR_STATUS.invalid_request, message: 'This request is not valid.' },
  not_found: { status: ERROR_STATUS.not_found, message: 'Nothing was found at this address.' },
  // The image decoded badly or breaks our limits: the input, not the server, is at fault
  // (docs/reliability.md, C1–C3).
  conversion_failed: {
    status: ERROR_STATUS.conversion_failed,
    message: TOASTS.conversionFailed.description,
  },
  rate_limited: {
    status: ERROR_STATUS.rate_limited,
    message: 'Too many requests. Please wait a moment and try again.',
  },
  overloaded: {
    status: ERROR_STATUS.overloaded,
    message: 'The server is busy. Please try again in a moment.',
  },
  payload_too_large: {
    status: ERROR_STATUS.payload_too_large,
    message: 'This request is too large.',
  },
  too_many_links: {
    status: ERROR_STATUS.too_many_links,
    message: 'A batch takes at most 200 links.',
  },
  unsupported_media_type: {
    status: ERROR_STATUS.unsupported_media_type,
    message: 'This content type is not supported.',
  },
  method_not_allowed: {
    status: ERROR_STATUS.method_not_allowed,
    message: 'This method is not allowed here.',
  },
  /**
   * Anything unexpected: a 500 that reveals nothing to the client; the error itself is logged
   * once, with the request id (server/http/http-error.ts).
   */
  internal_error: { status: ERROR_STATUS.internal_error, message: TOASTS.fetchFailed.description },
} as const satisfies Record<ErrorCode, ApiError>

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

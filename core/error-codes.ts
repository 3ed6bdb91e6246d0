/**
 * The API's error codes and the HTTP status of each, without the API's sentences
 * (core/api-errors.ts adds them): what the page's API client needs to read a failed answer,
 * so that the API's English stays out of the page's scripts.
 */
export const ERROR_STATUS = {
  invalid_url: 400,
  no_thumbnails: 404,
  upstream_error: 502,
  upstream_timeout: 504,
  invalid_request: 400,
  not_found: 404,
  conversion_failed: 422,
  rate_limited: 429,
  overloaded: 503,
  payload_too_large: 413,
  too_many_links: 413,
  unsupported_media_type: 415,
  method_not_allowed: 405,
  internal_error: 500,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof ERROR_STATUS

/**
 * The one way the browser talks to our API (docs/api.md): every request of the app goes through
 * here, which knows the error shape (core/api-errors.ts, read once by api-error.ts), what may be
 * retried (retry.ts) and how a request is aborted. Components ask a module that asks this; none
 * calls `fetch` itself.
 */
import { ERROR_STATUS, type ErrorCode } from '#core/error-codes.ts'
import { readApiError } from './api-error.ts'
import { RETRY, retryWait, sleep, type Sleep } from './retry.ts'

/** Why a request failed: the API's code, or `unreachable` when no answer arrived. */
export type ApiFailure = {
  /** The answer's status; 0 when none arrived (offline, reset, DNS). */
  status: number
  code: ErrorCode | 'unreachable'
  /** The API's own sentence, when its body had one. */
  message: string | undefined
  /** Per-field texts of a 400. */
  fields: Record<string, string>
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure }

export type ApiRequest = {
  method?: 'GET' | 'HEAD' | 'POST'
  /** A body to send as JSON. */
  json?: unknown
  headers?: Record<string, string>
  /** Once aborted, the request rejects with the abort reason (an AbortError) and is not retried. */
  signal?: AbortSignal
  /**
   * Whether a failure a retry can mend (no answer, or a 503 with a short `Retry-After`) is asked
   * once more, as retry.ts says: only for a request that is safe to repeat.
   */
  retry?: boolean
}

export type ApiClient = {
  /** The answer's JSON body; a 2xx whose body is not JSON is a failure. */
  json<T>(path: string, request?: ApiRequest): Promise<ApiResult<T>>
  /** The successful answer itself, body unread: to stream it, or read its headers or bytes. */
  raw(path: string, request?: ApiRequest): Promise<ApiResult<Response>>
}

/**
 * @example const result = await createApiClient().json<Lookup>('/api/thumbnails?url=…', { retry: true })
 */
export function createApiClient({
  fetchFn = (...args) => fetch(...args),
  wait = sleep,
}: { fetchFn?: typeof fetch; wait?: Sleep } = {}): ApiClient {
  async function send(path: string, request: ApiRequest): Promise<ApiResult<Response>> {
    const { method, json, signal, retry = false } = request
    const headers = { ...request.headers }
    if (json !== undefined) headers['Content-Type'] = 'application/json'
    const init: RequestInit = {
      ...(method && { method }),
      ...(Object.keys(headers).length > 0 && { headers }),
      ...(json !== undefined && { body: JSON.stringify(json) }),
      ...(signal && { signal }),
    }
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted()
      // fetch rejects only when no answer arrived (offline, reset, DNS), or on abort.
      const response = await fetchFn(path, init).catch(() => undefined)
      signal?.throwIfAborted()
      if (response?.ok) return { ok: true, data: response }
      const delay = retry && attempt < RETRY.retries ? retryWait(response) : null
      if (delay === null) return { ok: false, error: await failureOf(response) }
      await response?.body?.cancel()
      await wait(delay)
    }
  }

  return {
    async json<T>(path: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
      const headers = { Accept: 'application/json', ...request.headers }
      const result = await send(path, { ...request, headers })
      if (!result.ok) return result
      try {
        return { ok: true, data: (await result.data.json()) as T }
      } catch {
        // A 2xx that is not our JSON (a proxy's page): nothing the caller can use.
        return { ok: false, error: { ...NO_BODY, status: result.data.status } }
      }
    },
    raw: (path, request = {}) => send(path, request),
  }
}

/** The client the app uses; tests build their own with a stub `fetchFn`. */
export const api = createApiClient()

const NO_BODY = { code: 'internal_error', message: undefined, fields: {} } as const

async function failureOf(response: Response | undefined): Promise<ApiFailure> {
  if (!response) return { status: 0, code: 'unreachable', message: undefined, fields: {} }
  const { code, message, fields } = await readApiError(response)
  const known = code !== undefined && Object.hasOwn(ERROR_STATUS, code)
  return {
    status: response.status,
    code: known ? (code as ErrorCode) : codeForStatus(response.status),
    message,
    fields,
  }
}

/**
 * The code an answer means when its body is not the API's error JSON (a proxy's page, or a
 * HEAD answer, which has no body): the first code of core/error-codes.ts with its status for a
 * 4xx, which the request earned wherever it was answered; for anything else `internal_error`,
 * since a proxy's 5xx says our server did not answer, not why.
 * @example [codeForStatus(422), codeForStatus(502)] // ['conversion_failed', 'internal_error']
 */
export function codeForStatus(status: number): ErrorCode {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[]
  const first = status < 500 ? codes.find((code) => ERROR_STATUS[code] === status) : undefined
  return first ?? 'internal_error'
}
